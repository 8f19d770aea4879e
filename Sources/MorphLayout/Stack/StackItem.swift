import Foundation

/// One child of a stack while it is being laid out: the element, the style fields the stack reads of
/// it (read once), and its current layout.
struct StackItem {
  let element: any LayoutElement
  let style: StackItemStyle
  var layout: Layout

  /// The cross-axis alignment that applies to this item.
  func alignment(in stack: StackStyle) -> StackLayoutAlignItems {
    style.alignSelf.resolved(with: stack.alignItems)
  }

  /// Whether the item takes part in baseline alignment.
  func isBaselineAligned(in stack: StackStyle) -> Bool {
    let alignment = alignment(in: stack)
    return alignment == .baselineFirst || alignment == .baselineLast
  }

  /// Texture's `isFlexibleInBothDirections`: it may both grow and shrink.
  var isFlexibleInBothDirections: Bool { style.flexGrow > 0 && style.flexShrink > 0 }

  /// The distance from the item's cross-start edge to its baseline (`baselineForItem`). The ascender and
  /// descender are read from the element now, after it was measured, not from ``style``: a vertical
  /// stack publishes its first child's ascender and last child's descender while it is measured, and
  /// Texture reads them from the child's live style, so a stack aligns a nested vertical stack by them.
  func baseline(in stack: StackStyle) -> CGFloat {
    switch alignment(in: stack) {
    case .baselineFirst: return element.style.ascender
    case .baselineLast: return stack.cross(layout.size) + element.style.descender
    default: return 0
    }
  }
}

/// A line of a stack: its items, cross size and baseline, and its main-axis sum once flexed.
struct StackLine {
  var items: [StackItem]
  var crossSize: CGFloat = 0
  var baseline: CGFloat = 0
  var mainSum: CGFloat = 0
}

/// The fields of a child's style a stack reads while it places the child: a fifth of the whole style,
/// so that items stay small as the stack copies them between its steps. (Re-measuring a child reads
/// its size fields from the element's style again.)
struct StackItemStyle {
  let flexGrow: CGFloat
  let flexShrink: CGFloat
  let spacingBefore: CGFloat
  let spacingAfter: CGFloat
  let alignSelf: StackLayoutAlignSelf

  init(_ style: LayoutElementStyle) {
    flexGrow = style.flexGrow
    flexShrink = style.flexShrink
    spacingBefore = style.spacingBefore
    spacingAfter = style.spacingAfter
    alignSelf = style.alignSelf
  }
}
