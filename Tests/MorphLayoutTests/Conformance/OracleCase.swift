import Foundation
import Testing

/// One case of `yoga-cases.json`: a Yoga gentest fixture and the frames Chrome gave it.
struct OracleCase: Decodable, Sendable, Identifiable, CustomTestStringConvertible {
  /// The gtest name, e.g. `justify_content_row_center`.
  var id: String
  /// The Yoga test file the case comes from.
  var source: String
  /// Sorted `property:value` tags of what the tree uses.
  var features: [String]
  /// The fixture's tree of `div`s.
  var tree: OracleNode
  /// Chrome's frames, rounded to whole points as gentest does.
  var expected: OracleFrame

  var testDescription: String { id }
}
