import Foundation
import MorphLayout

/// A display node with a fixed content size, like a custom node overriding `calculateSizeThatFits`.
public final class IntrinsicNode: DisplayNode {
  /// What `calculateSizeThatFits` returns.
  public let intrinsicSize: CGSize

  public init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
    intrinsicSize = CGSize(width: width, height: height)
    super.init()
    self.name = name
  }

  public override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { intrinsicSize }
}

/// A node with a spec block, for laying spec trees out through a real node.
public func rootNode(_ build: @escaping (SizeRange) -> LayoutSpec) -> DisplayNode {
  let node = DisplayNode(name: "root")
  node.automaticallyManagesSubnodes = true
  node.layoutSpecBlock = { _, range in build(range) }
  return node
}

/// Lays a spec out at scale 2 for an exact size and returns it.
public func layout(_ element: any LayoutElement, _ range: SizeRange, scale: CGFloat = 2) -> Layout {
  element.layoutThatFits(range, parentSize: range.max, context: LayoutContext(scale: scale))
}

/// A range from width/height bounds.
public func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat) -> SizeRange {
  SizeRange(min: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))
}

/// An exact range.
public func exactly(_ width: CGFloat, _ height: CGFloat) -> SizeRange {
  SizeRange(exactly: CGSize(width: width, height: height))
}

/// A rect shorthand for expectations.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension Layout {
  /// The frames of the direct sublayouts, in order.
  public var childFrames: [CGRect] { sublayouts.map(\.frame) }
}
