import Foundation
import MorphLayout

/// The `style` keys of a node or spec (Texture's `ASLayoutElementStyle`). A key left out (nil) keeps its
/// value: Texture's default, or in a state, the base declaration's.
public struct StyleDeclaration: Hashable, Sendable {
  public var width: LayoutDimension?
  public var height: LayoutDimension?
  public var minWidth: LayoutDimension?
  public var maxWidth: LayoutDimension?
  public var minHeight: LayoutDimension?
  public var maxHeight: LayoutDimension?
  public var flexBasis: LayoutDimension?
  public var flexGrow: CGFloat?
  public var flexShrink: CGFloat?
  public var spacingBefore: CGFloat?
  public var spacingAfter: CGFloat?
  public var ascender: CGFloat?
  public var descender: CGFloat?
  public var alignSelf: StackLayoutAlignSelf?
  public var layoutPosition: CGPoint?
  /// Where each key's value was written, by key as written (`preferredSize` sets `width` and `height`).
  public var keyLocations: [String: SceneLocation] = [:]

  public init() {}

  /// This style with the keys `override` gives replaced.
  public func merging(_ override: StyleDeclaration) -> StyleDeclaration {
    var merged = self
    merged.width = override.width ?? width
    merged.height = override.height ?? height
    merged.minWidth = override.minWidth ?? minWidth
    merged.maxWidth = override.maxWidth ?? maxWidth
    merged.minHeight = override.minHeight ?? minHeight
    merged.maxHeight = override.maxHeight ?? maxHeight
    merged.flexBasis = override.flexBasis ?? flexBasis
    merged.flexGrow = override.flexGrow ?? flexGrow
    merged.flexShrink = override.flexShrink ?? flexShrink
    merged.spacingBefore = override.spacingBefore ?? spacingBefore
    merged.spacingAfter = override.spacingAfter ?? spacingAfter
    merged.ascender = override.ascender ?? ascender
    merged.descender = override.descender ?? descender
    merged.alignSelf = override.alignSelf ?? alignSelf
    merged.layoutPosition = override.layoutPosition ?? layoutPosition
    merged.keyLocations.merge(override.keyLocations) { _, new in new }
    return merged
  }

  /// Sets the given keys on a layout element style, leaving the others as they are.
  public func apply(to style: inout LayoutElementStyle) {
    if let width { style.width = width }
    if let height { style.height = height }
    if let minWidth { style.minWidth = minWidth }
    if let maxWidth { style.maxWidth = maxWidth }
    if let minHeight { style.minHeight = minHeight }
    if let maxHeight { style.maxHeight = maxHeight }
    if let flexBasis { style.flexBasis = flexBasis }
    if let flexGrow { style.flexGrow = flexGrow }
    if let flexShrink { style.flexShrink = flexShrink }
    if let spacingBefore { style.spacingBefore = spacingBefore }
    if let spacingAfter { style.spacingAfter = spacingAfter }
    if let ascender { style.ascender = ascender }
    if let descender { style.descender = descender }
    if let alignSelf { style.alignSelf = alignSelf }
    if let layoutPosition { style.layoutPosition = layoutPosition }
  }
}
