// The names Texture gives the properties of a layout element's style.
//
// Morph's ``ASLayoutElementStyle`` is a value: a change reaches the element by assignment, so no
// delegate is told of it. The constants keep Texture's values so that code comparing or logging them
// behaves as in Texture.

/// Texture's `ASLayoutElementStyleWidthProperty`: the name of the style's `width`.
public let ASLayoutElementStyleWidthProperty: String? = "ASLayoutElementStyleWidthProperty"
/// Texture's `ASLayoutElementStyleMinWidthProperty`: the name of the style's `minWidth`.
public let ASLayoutElementStyleMinWidthProperty: String? = "ASLayoutElementStyleMinWidthProperty"
/// Texture's `ASLayoutElementStyleMaxWidthProperty`: the name of the style's `maxWidth`.
public let ASLayoutElementStyleMaxWidthProperty: String? = "ASLayoutElementStyleMaxWidthProperty"
/// Texture's `ASLayoutElementStyleHeightProperty`: the name of the style's `height`.
public let ASLayoutElementStyleHeightProperty: String? = "ASLayoutElementStyleHeightProperty"
/// Texture's `ASLayoutElementStyleMinHeightProperty`: the name of the style's `minHeight`.
public let ASLayoutElementStyleMinHeightProperty: String? = "ASLayoutElementStyleMinHeightProperty"
/// Texture's `ASLayoutElementStyleMaxHeightProperty`: the name of the style's `maxHeight`.
public let ASLayoutElementStyleMaxHeightProperty: String? = "ASLayoutElementStyleMaxHeightProperty"
/// Texture's `ASLayoutElementStyleSpacingBeforeProperty`: the name of the style's `spacingBefore`.
public let ASLayoutElementStyleSpacingBeforeProperty: String? = "ASLayoutElementStyleSpacingBeforeProperty"
/// Texture's `ASLayoutElementStyleSpacingAfterProperty`: the name of the style's `spacingAfter`.
public let ASLayoutElementStyleSpacingAfterProperty: String? = "ASLayoutElementStyleSpacingAfterProperty"
/// Texture's `ASLayoutElementStyleFlexGrowProperty`: the name of the style's `flexGrow`.
public let ASLayoutElementStyleFlexGrowProperty: String? = "ASLayoutElementStyleFlexGrowProperty"
/// Texture's `ASLayoutElementStyleFlexShrinkProperty`: the name of the style's `flexShrink`.
public let ASLayoutElementStyleFlexShrinkProperty: String? = "ASLayoutElementStyleFlexShrinkProperty"
/// Texture's `ASLayoutElementStyleFlexBasisProperty`: the name of the style's `flexBasis`.
public let ASLayoutElementStyleFlexBasisProperty: String? = "ASLayoutElementStyleFlexBasisProperty"
/// Texture's `ASLayoutElementStyleAlignSelfProperty`: the name of the style's `alignSelf`.
public let ASLayoutElementStyleAlignSelfProperty: String? = "ASLayoutElementStyleAlignSelfProperty"
/// Texture's `ASLayoutElementStyleAscenderProperty`: the name of the style's `ascender`.
public let ASLayoutElementStyleAscenderProperty: String? = "ASLayoutElementStyleAscenderProperty"
/// Texture's `ASLayoutElementStyleDescenderProperty`: the name of the style's `descender`.
public let ASLayoutElementStyleDescenderProperty: String? = "ASLayoutElementStyleDescenderProperty"
/// Texture's `ASLayoutElementStyleLayoutPositionProperty`: the name of the style's `layoutPosition`.
public let ASLayoutElementStyleLayoutPositionProperty: String? = "ASLayoutElementStyleLayoutPositionProperty"
