import Foundation
import MorphLayout

/// A scene's display node: a plain `ASDisplayNode`, or — with an ``intrinsicSize`` — a custom node
/// whose `calculateSizeThatFits` returns that size, as a node drawing content of that size would.
final class SceneDisplayNode: DisplayNode {
  /// What the node's content measures; nil measures as Texture's plain node.
  var intrinsicSize: CGSize? {
    didSet { setNeedsLayout() }
  }

  override init() {}

  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    intrinsicSize ?? super.calculateSizeThatFits(constrainedSize)
  }
}
