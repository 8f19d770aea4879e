import Foundation

/// Insets on the four edges of a box (UIKit's `UIEdgeInsets`); an edge may be `.infinity`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Insets in UIKit's order: top, left, bottom, right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

  /// No insets.
  public static let zero = EdgeInsets(all: 0)
}
