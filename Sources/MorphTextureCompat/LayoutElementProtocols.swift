import Foundation
import MorphLayout

/// Texture's `ASStackLayoutElement`: the style properties a stack layout spec reads of its children.
/// `ASLayoutElementStyle` has them.
public protocol ASStackLayoutElement {
  /// Room before the element along the stack, added to the stack's spacing.
  var spacingBefore: CGFloat { get set }
  /// Room after the element along the stack.
  var spacingAfter: CGFloat { get set }
  /// How much of the stack's free room the element takes.
  var flexGrow: CGFloat { get set }
  /// How much the element gives up when the stack overflows.
  var flexShrink: CGFloat { get set }
  /// The element's length along the stack before growing and shrinking.
  var flexBasis: ASDimension { get set }
  /// The element's own cross-axis alignment.
  var alignSelf: ASStackLayoutAlignSelf { get set }
  /// The distance from the element's top to its first baseline.
  var ascender: CGFloat { get set }
  /// The distance from the element's last baseline to its bottom.
  var descender: CGFloat { get set }
}

/// Texture's `ASAbsoluteLayoutElement`: the style property an absolute layout spec reads of its
/// children. `ASLayoutElementStyle` has it.
public protocol ASAbsoluteLayoutElement {
  /// Where the element's origin sits in the spec.
  var layoutPosition: CGPoint { get set }
}

extension LayoutElementStyle: ASStackLayoutElement, ASAbsoluteLayoutElement {}

extension DisplayNode {
  /// Texture's `calculateLayoutThatFits(_:)`: the node's layout for a range already resolved against its
  /// style, with the current layout context (see `calculateLayoutThatFits(_:context:)`).
  public func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
    calculateLayoutThatFits(constrainedSize, context: .current)
  }

  /// Texture's `calculateLayoutLayoutSpec(_:)`: the layout the node's spec (or, without one, its
  /// measured leaf size) gives for a range.
  public func calculateLayoutLayoutSpec(_ constrainedSize: ASSizeRange) -> ASLayout {
    calculateLayoutThatFits(constrainedSize, context: .current)
  }
}
