import Foundation
import MorphLayout

/// Texture's `ASLayoutElement`.
public typealias ASLayoutElement = LayoutElement
/// Texture's `ASLayoutElementStyle`. Morph's style is a value that the element owns, so configure it
/// through the element (`node.style.width = …`) rather than through a copy.
public typealias ASLayoutElementStyle = LayoutElementStyle
/// Texture's `ASLayout`.
public typealias ASLayout = Layout

/// Texture's `ASCalculateLayout`: the element's layout for a range and a parent size.
public func ASCalculateLayout(
  _ layoutElement: any LayoutElement, _ sizeRange: SizeRange, _ parentSize: CGSize
) -> Layout {
  layoutElement.layoutThatFits(sizeRange, parentSize: parentSize)
}

/// Texture's `ASCalculateRootLayout`: the element's layout for a range, whose maximum is the parent
/// size.
public func ASCalculateRootLayout(_ rootLayoutElement: any LayoutElement, _ sizeRange: SizeRange) -> Layout {
  ASCalculateLayout(rootLayoutElement, sizeRange, sizeRange.max)
}
