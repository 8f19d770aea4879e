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

/// Texture's `ASLayoutElementSize`: the six size properties of a style, as one value.
public struct ASLayoutElementSize: Hashable, Sendable {
  public var width: ASDimension
  public var height: ASDimension
  public var minWidth: ASDimension
  public var maxWidth: ASDimension
  public var minHeight: ASDimension
  public var maxHeight: ASDimension

  /// A size with every property given (`auto` unless said).
  public init(
    width: ASDimension = .auto, height: ASDimension = .auto, minWidth: ASDimension = .auto,
    maxWidth: ASDimension = .auto, minHeight: ASDimension = .auto, maxHeight: ASDimension = .auto
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }

  /// The size range these properties give against `parentSize` (Texture's `ASLayoutElementSizeResolve`).
  func resolve(parentSize: CGSize) -> ASSizeRange {
    var style = ASLayoutElementStyle()
    style.width = width
    style.height = height
    style.minWidth = minWidth
    style.maxWidth = maxWidth
    style.minHeight = minHeight
    style.maxHeight = maxHeight
    return style.sizeRange(parentSize: parentSize)
  }
}

extension DisplayNode {
  /// Texture's `calculateLayoutThatFits(_:restrictedTo:relativeToParent:)`: the node's layout for the
  /// range narrowed to what `size` resolves to against `parentSize`.
  public func calculateLayoutThatFits(
    _ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize, relativeToParent parentSize: CGSize
  ) -> ASLayout {
    calculateLayoutThatFits(constrainedSize.intersect(size.resolve(parentSize: parentSize)))
  }
}
