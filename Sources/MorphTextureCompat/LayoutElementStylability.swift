import MorphLayout

/// Texture's `ASLayoutElementStylability`: an element that can be configured in one expression, as
/// `ASLayoutSpec().styled { style in style.height = ASDimensionMake(8) }`.
///
/// Every layout element has it, through MorphLayout's `styled(with:)`. Morph's style is a value the
/// element owns, so the block receives it `inout`: a closure written for Texture changes the element's
/// own style, as in Texture.
public protocol ASLayoutElementStylability: AnyObject {
  /// Texture's `styledWithBlock:`: runs `styleBlock` on the element's style and returns the element.
  @discardableResult
  func styled(with styleBlock: (inout ASLayoutElementStyle) -> Void) -> Self
}

extension DisplayNode: ASLayoutElementStylability {}
extension LayoutSpec: ASLayoutElementStylability {}
