import Foundation

/// Style modifiers named after Texture's style properties. Each sets the property on the element's
/// style and returns the element, so a builder closure can configure children inline.
extension LayoutElement {
  @discardableResult public func width(_ value: LayoutDimension) -> Self { styled { $0.width = value } }
  @discardableResult public func height(_ value: LayoutDimension) -> Self { styled { $0.height = value } }
  @discardableResult public func minWidth(_ value: LayoutDimension) -> Self { styled { $0.minWidth = value } }
  @discardableResult public func maxWidth(_ value: LayoutDimension) -> Self { styled { $0.maxWidth = value } }
  @discardableResult public func minHeight(_ value: LayoutDimension) -> Self { styled { $0.minHeight = value } }
  @discardableResult public func maxHeight(_ value: LayoutDimension) -> Self { styled { $0.maxHeight = value } }
  @discardableResult public func preferredSize(_ value: CGSize) -> Self { styled { $0.preferredSize = value } }
  @discardableResult public func flexGrow(_ value: CGFloat) -> Self { styled { $0.flexGrow = value } }
  @discardableResult public func flexShrink(_ value: CGFloat) -> Self { styled { $0.flexShrink = value } }
  @discardableResult public func flexBasis(_ value: LayoutDimension) -> Self { styled { $0.flexBasis = value } }
  @discardableResult public func alignSelf(_ value: StackLayoutAlignSelf) -> Self { styled { $0.alignSelf = value } }
  @discardableResult public func spacingBefore(_ value: CGFloat) -> Self { styled { $0.spacingBefore = value } }
  @discardableResult public func spacingAfter(_ value: CGFloat) -> Self { styled { $0.spacingAfter = value } }
  @discardableResult public func ascender(_ value: CGFloat) -> Self { styled { $0.ascender = value } }
  @discardableResult public func descender(_ value: CGFloat) -> Self { styled { $0.descender = value } }
  @discardableResult public func layoutPosition(_ value: CGPoint) -> Self { styled { $0.layoutPosition = value } }
}
