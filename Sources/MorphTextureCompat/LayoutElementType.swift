import Foundation
import MorphLayout

/// Texture's `ASLayoutElementType`: whether a layout element is a layout spec or a display node.
public enum ASLayoutElementType: UInt, Hashable, Sendable {
  /// A layout spec (``ASLayoutSpec``).
  case layoutSpec = 0
  /// A display node (``ASDisplayNode``).
  case displayNode = 1
}

extension LayoutElement {
  /// Texture's `layoutElementType`: ``ASLayoutElementType/displayNode`` for a node,
  /// ``ASLayoutElementType/layoutSpec`` for anything else.
  public var layoutElementType: ASLayoutElementType {
    self is DisplayNode ? .displayNode : .layoutSpec
  }

  /// Texture's `sublayoutElements()`: a spec's children or a node's subnodes (nil for an element that
  /// is neither).
  public func sublayoutElements() -> [any ASLayoutElement]? {
    if let node = self as? DisplayNode { return node.subnodeArray }
    if let spec = self as? LayoutSpec { return spec.childElements }
    return nil
  }

  /// Texture's `layoutThatFits(_:parent:)`: the element's layout for a range, with fractions of its
  /// style resolved against `parentSize`, on the pixel grid of `LayoutContext/current`.
  public func layoutThatFits(_ constrainedSize: ASSizeRange, parent parentSize: CGSize) -> ASLayout {
    layoutThatFits(constrainedSize, parentSize: parentSize, context: .current)
  }
}
