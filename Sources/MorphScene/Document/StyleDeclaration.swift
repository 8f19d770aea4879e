import Foundation
import MorphLayout
import MorphPlanning

/// The `style` keys of a node or spec (Texture's `ASLayoutElementStyle`). A key left out (nil) keeps its
/// value: Texture's default, or in a state, the base declaration's.
struct StyleDeclaration: Hashable, Sendable {
  var width: LayoutDimension?
  var height: LayoutDimension?
  var minWidth: LayoutDimension?
  var maxWidth: LayoutDimension?
  var minHeight: LayoutDimension?
  var maxHeight: LayoutDimension?
  var flexBasis: LayoutDimension?
  var flexGrow: CGFloat?
  var flexShrink: CGFloat?
  var spacingBefore: CGFloat?
  var spacingAfter: CGFloat?
  var ascender: CGFloat?
  var descender: CGFloat?
  var alignSelf: StackLayoutAlignSelf?
  var layoutPosition: CGPoint?
  /// Where each key's value was written, by key as written (`preferredSize` sets `width` and `height`).
  var keyLocations: [String: FileLocation] = [:]

  init() {}

  /// This style with the keys `override` gives replaced.
  func merging(_ override: StyleDeclaration) -> StyleDeclaration {
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
  func apply(to style: inout LayoutElementStyle) {
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
