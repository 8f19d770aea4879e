import Foundation

/// One `div` of an oracle case: the CSS properties its fixture sets and its children.
struct OracleNode: Decodable, Sendable {
  /// CSS property name → value; properties not listed take Yoga's (non-web) defaults.
  var style: [String: OracleStyleValue]
  var children: [OracleNode]
}
