import MorphLayout

/// Texture's `ASLayoutSpec`.
public typealias ASLayoutSpec = LayoutSpec
/// Texture's `ASWrapperLayoutSpec`.
public typealias ASWrapperLayoutSpec = WrapperLayoutSpec
/// Texture's `ASStackLayoutSpec`.
public typealias ASStackLayoutSpec = StackLayoutSpec
/// Texture's `ASInsetLayoutSpec`.
public typealias ASInsetLayoutSpec = InsetLayoutSpec
/// Texture's `ASOverlayLayoutSpec`.
public typealias ASOverlayLayoutSpec = OverlayLayoutSpec
/// Texture's `ASBackgroundLayoutSpec`.
public typealias ASBackgroundLayoutSpec = BackgroundLayoutSpec
/// Texture's `ASCenterLayoutSpec`.
public typealias ASCenterLayoutSpec = CenterLayoutSpec
/// Texture's `ASRelativeLayoutSpec`.
public typealias ASRelativeLayoutSpec = RelativeLayoutSpec
/// Texture's `ASRatioLayoutSpec`.
public typealias ASRatioLayoutSpec = RatioLayoutSpec
/// Texture's `ASAbsoluteLayoutSpec`.
public typealias ASAbsoluteLayoutSpec = AbsoluteLayoutSpec
/// Texture's `ASCornerLayoutSpec`.
public typealias ASCornerLayoutSpec = CornerLayoutSpec

/// Texture's `ASStackLayoutDirection`.
public typealias ASStackLayoutDirection = StackLayoutDirection
/// Texture's `ASStackLayoutJustifyContent`.
public typealias ASStackLayoutJustifyContent = StackLayoutJustifyContent
/// Texture's `ASStackLayoutAlignItems`.
public typealias ASStackLayoutAlignItems = StackLayoutAlignItems
/// Texture's `ASStackLayoutAlignSelf`.
public typealias ASStackLayoutAlignSelf = StackLayoutAlignSelf
/// Texture's `ASStackLayoutFlexWrap`.
public typealias ASStackLayoutFlexWrap = StackLayoutFlexWrap
/// Texture's `ASStackLayoutAlignContent`.
public typealias ASStackLayoutAlignContent = StackLayoutAlignContent
/// Texture's `ASHorizontalAlignment`.
public typealias ASHorizontalAlignment = HorizontalAlignment
/// Texture's `ASVerticalAlignment`.
public typealias ASVerticalAlignment = VerticalAlignment
/// Texture's `ASRelativeLayoutSpecPosition`.
public typealias ASRelativeLayoutSpecPosition = RelativeLayoutSpecPosition
/// Texture's `ASRelativeLayoutSpecSizingOption`.
public typealias ASRelativeLayoutSpecSizingOption = RelativeLayoutSpecSizingOption
/// Texture's `ASCenterLayoutSpecCenteringOptions`.
public typealias ASCenterLayoutSpecCenteringOptions = CenterLayoutSpecCenteringOptions
/// Texture's `ASCenterLayoutSpecSizingOptions`.
public typealias ASCenterLayoutSpecSizingOptions = CenterLayoutSpecSizingOptions
/// Texture's `ASAbsoluteLayoutSpecSizing`.
public typealias ASAbsoluteLayoutSpecSizing = AbsoluteLayoutSpecSizing
/// Texture's `ASCornerLayoutLocation`.
public typealias ASCornerLayoutLocation = CornerLayoutLocation

extension LayoutSpec {
  /// Texture's `children`: the spec's children, in order. Optional, as Texture declares it; setting nil
  /// removes them all, and it reads back an empty list rather than nil.
  public var children: [any ASLayoutElement]? {
    get { childElements }
    set { childElements = newValue ?? [] }
  }
}
