import Foundation

/// A side of a node's bounds, in SwiftUI's spelling. Morph lays out left to right, so leading is the
/// left side.
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The left side.
  case leading
  /// The bottom side.
  case bottom
  /// The right side.
  case trailing
}
