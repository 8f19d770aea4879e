import Foundation

/// How a ``Review`` is written: a table for people, or JSON for tools.
public enum ReviewFormat: String, CaseIterable, Sendable {
  /// A table per transition, its changes in review order (see ``Review/tableText``).
  case text
  /// One JSON object (see ``Review/jsonText``).
  case json

  /// The review written in this format.
  public func format(_ review: Review) -> String {
    switch self {
    case .text: review.tableText
    case .json: review.jsonText
    }
  }
}
