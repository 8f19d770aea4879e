import Foundation

/// The placement phase of a stack: positions the sized children of each line and gives the stack its
/// size (Texture's `ASStackPositionedLayout`), steps 8 and 9 as ``StackUnpositionedLayout`` numbers them.
/// Main-axis offsets are not snapped to the pixel grid; cross-axis centring is floored to it.
struct StackPositionedLayout {
  /// The children's layouts, positioned, in child order.
  var sublayouts: [Layout]
  /// The stack's size, clamped into its range.
  var size: CGSize

  init(_ unpositioned: StackUnpositionedLayout, style: StackStyle, range: SizeRange, grid: PixelGrid) {
    let lines = unpositioned.lines
    let crossViolation = StackUnpositionedLayout.crossViolation(unpositioned.crossSum, style: style, range: range)
    let (crossOffset, crossGap) = Self.crossOffsetAndSpacingForEachLine(
      lineCount: lines.count, violation: crossViolation, alignContent: style.alignContent)

    var sublayouts: [Layout] = []
    sublayouts.reserveCapacity(lines.reduce(0) { $0 + $1.items.count })
    var lineStart = crossOffset
    for (lineIndex, line) in lines.enumerated() {
      if lineIndex > 0 { lineStart += crossGap + style.lineSpacing }
      let violation = StackUnpositionedLayout.mainViolation(line.mainSum, style: style, range: range)
      let (mainOffset, mainGap) = Self.stackOffsetAndSpacingForEachItem(
        itemCount: line.items.count, violation: violation, justifyContent: style.justifyContent)
      Self.positionItems(
        in: line, style: style, lineStart: lineStart, mainOffset: mainOffset, mainGap: mainGap, grid: grid,
        into: &sublayouts)
      lineStart += line.crossSize
    }
    self.sublayouts = sublayouts
    self.size = range.clamp(CGSize(main: unpositioned.mainSum, cross: unpositioned.crossSum, mainAxis: style.mainAxis))
  }

  /// Step 9, cross axis ([CSS](https://www.w3.org/TR/css-flexbox-1/#algo-line-align)): the first line's
  /// offset and the gap between lines for `alignContent`. `spaceBetween` falls back to start and
  /// `spaceAround` to center without free space or with one line.
  static func crossOffsetAndSpacingForEachLine(
    lineCount: Int, violation: CGFloat, alignContent: StackLayoutAlignContent
  ) -> (offset: CGFloat, spacing: CGFloat) {
    var alignContent = alignContent
    let noFreeSpace = violation < violationEpsilon || lineCount == 1
    if alignContent == .spaceBetween && noFreeSpace {
      alignContent = .start
    } else if alignContent == .spaceAround && noFreeSpace {
      alignContent = .center
    }
    switch alignContent {
    case .center: return (violation / 2, 0)
    case .end: return (violation, 0)
    case .spaceBetween: return (0, violation / CGFloat(lineCount - 1))
    case .spaceAround:
      let unit = violation / CGFloat(lineCount * 2)
      return (unit, unit * 2)
    case .start, .stretch: return (0, 0)
    }
  }

  /// Step 9, main axis ([CSS](https://www.w3.org/TR/css-flexbox-1/#algo-main-align)): the first item's offset
  /// and the extra gap between items for `justifyContent`, with the same fallbacks as the cross axis. Offsets
  /// may be negative.
  static func stackOffsetAndSpacingForEachItem(
    itemCount: Int, violation: CGFloat, justifyContent: StackLayoutJustifyContent
  ) -> (offset: CGFloat, spacing: CGFloat) {
    var justifyContent = justifyContent
    let noFreeSpace = violation < violationEpsilon || itemCount == 1
    if justifyContent == .spaceBetween && noFreeSpace {
      justifyContent = .start
    } else if justifyContent == .spaceAround && noFreeSpace {
      justifyContent = .center
    }
    switch justifyContent {
    case .center: return (violation / 2, 0)
    case .end: return (violation, 0)
    case .spaceBetween: return (0, violation / CGFloat(itemCount - 1))
    case .spaceAround:
      let unit = violation / CGFloat(itemCount * 2)
      return (unit, unit * 2)
    case .start: return (0, 0)
    }
  }

  /// Walks a line, placing each item after its spacingBefore, the stack spacing and the justify gap.
  static func positionItems(
    in line: StackLine, style: StackStyle, lineStart: CGFloat, mainOffset: CGFloat, mainGap: CGFloat,
    grid: PixelGrid, into sublayouts: inout [Layout]
  ) {
    var cursor = mainOffset
    let items = line.items
    for index in items.indices {
      cursor += items[index].style.spacingBefore
      if index > 0 { cursor += style.spacing + mainGap }
      let cross = lineStart + crossOffset(for: items[index], style: style, line: line, grid: grid)
      sublayouts.append(items[index].layout.placed(at: CGPoint(main: cursor, cross: cross, mainAxis: style.mainAxis)))
      cursor += style.main(items[index].layout.size) + items[index].style.spacingAfter
    }
  }

  /// An item's cross offset inside its line (`crossOffsetForItem`).
  static func crossOffset(for item: StackItem, style: StackStyle, line: StackLine, grid: PixelGrid) -> CGFloat {
    let free = line.crossSize - style.cross(item.layout.size)
    switch item.alignment(in: style) {
    case .end: return free
    case .center: return grid.floor(free / 2)
    case .baselineFirst, .baselineLast: return line.baseline - item.baseline(in: style)
    case .start, .stretch, .notSet: return 0
    }
  }
}
