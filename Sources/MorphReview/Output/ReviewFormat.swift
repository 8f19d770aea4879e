import Foundation

/// How a ``Review`` is written: a table for people, JSON for tools, or a page to play both versions in.
public enum ReviewFormat: String, CaseIterable, Sendable {
  /// A table per transition, its changes in review order (see ``Review/tableText``).
  case text
  /// One JSON object (see ``Review/jsonText``).
  case json
  /// A self-contained HTML page playing both versions side by side and overlaid (see ``ReviewPage``).
  case html

  /// The review written in this format.
  /// - Throws: as ``ReviewPage/html()`` for the page.
  public func format(_ review: Review) throws -> Data {
    switch self {
    case .text: Data(review.tableText.utf8)
    case .json: Data(review.jsonText.utf8)
    case .html: try ReviewPage(review: review).html()
    }
  }
}
