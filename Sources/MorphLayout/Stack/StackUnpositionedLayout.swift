import Foundation

/// The sizing phase of a stack: measures, wraps, flexes and stretches the children without placing them
/// (Texture's `ASStackUnpositionedLayout`). Each step is one function, in the order of the [CSS Flexbox
/// layout algorithm](https://www.w3.org/TR/css-flexbox-1/#layout-algorithm) as Texture implements it.
/// Texture's stack runs ten steps, which comments here, in ``StackPositionedLayout`` and in ``TextureRule``
/// cite by number:
///
/// - Step 1, ``usesOptimizedFlexing(_:style:range:)``: one child may be sized by flexing alone.
/// - Step 2, ``layoutItemsAlongUnconstrainedStackDimension(_:measurer:range:optimizedFlexing:)``: the
///   first measurement, at each child's flex basis.
/// - Step 3, ``collectChildrenIntoLines(_:style:range:)``: lines.
/// - Step 4, ``flexLinesAlongStackDimension(_:measurer:range:optimizedFlexing:)``: flexing, per line.
/// - Step 5, ``computeLinesCrossSizeAndBaseline(_:style:range:)``: each line's cross size and baseline.
/// - Steps 6–7, ``stretchLinesAlongCrossDimension(_:measurer:range:)``: lines stretched by
///   `alignContent`, then items by stretch alignment.
/// - Step 8: the stack's size, the longest line by the lines' cross sum, clamped into the range
///   (``StackPositionedLayout``).
/// - Step 9: positions, in ``StackPositionedLayout``.
/// - Step 10: a vertical stack publishes a baseline (``StackLayoutSpec``).
///
/// Deliberate differences from CSS (each a ``TextureRule``): growing only up to the range's minimum and
/// shrinking only beyond its maximum, grow shares floored to whole points with the leftover on the first
/// growing child, a single flexing pass with no min/max freeze loop, stretching that only ever enlarges,
/// and a single line that always takes a definite cross size.
struct StackUnpositionedLayout {
  var lines: [StackLine]
  /// The longest line's main-axis sum.
  var mainSum: CGFloat
  /// The lines' cross sizes plus the line spacing between them.
  var crossSum: CGFloat

  /// Runs the sizing steps for the children of a stack.
  init(children: [any LayoutElement], style: StackStyle, range: SizeRange, context: LayoutContext) {
    // Children resolve fractions only along axes where the stack is exactly sized
    // (TextureRule.percentResolvesOnlyAgainstExactRange).
    let parentSize = CGSize(
      width: range.min.width == range.max.width ? range.min.width : .nan,
      height: range.min.height == range.max.height ? range.min.height : .nan)
    let measurer = StackChildMeasurer(style: style, parentSize: parentSize, context: context)
    let optimizedFlexing = Self.usesOptimizedFlexing(children, style: style, range: range)

    let items = Self.layoutItemsAlongUnconstrainedStackDimension(
      children, measurer: measurer, range: range, optimizedFlexing: optimizedFlexing)
    var lines = Self.collectChildrenIntoLines(items, style: style, range: range)
    Self.flexLinesAlongStackDimension(&lines, measurer: measurer, range: range, optimizedFlexing: optimizedFlexing)
    Self.computeLinesCrossSizeAndBaseline(&lines, style: style, range: range)
    Self.stretchLinesAlongCrossDimension(&lines, measurer: measurer, range: range)

    var mainSum: CGFloat = 0
    for index in lines.indices {
      lines[index].mainSum = Self.mainDimensionSum(of: lines[index].items, style: style)
      mainSum = max(mainSum, lines[index].mainSum)
    }
    self.lines = lines
    self.mainSum = mainSum
    self.crossSum = Self.linesCrossDimensionSum(lines, style: style)
  }

  // MARK: - Steps

  /// Step 1: with exactly one child that may both grow and shrink and an exact main size, that
  /// child is sized by flexing alone and skips the first measurement.
  static func usesOptimizedFlexing(_ children: [any LayoutElement], style: StackStyle, range: SizeRange) -> Bool {
    var flexible = 0
    for child in children {
      let childStyle = child.style
      if childStyle.flexGrow > 0 && childStyle.flexShrink > 0 { flexible += 1 }
    }
    return flexible == 1 && style.main(range.min) == style.main(range.max)
  }

  /// Step 2: measures every child with its flex basis as the main range (auto → 0…∞) and the
  /// stack's cross range.
  static func layoutItemsAlongUnconstrainedStackDimension(
    _ children: [any LayoutElement], measurer: StackChildMeasurer, range: SizeRange, optimizedFlexing: Bool
  ) -> [StackItem] {
    let style = measurer.style
    let crossMin = style.cross(range.min)
    let crossMax = style.cross(range.max)
    let parentMain = style.main(measurer.parentSize)
    return children.map { element in
      let childStyle = element.style
      if optimizedFlexing && childStyle.flexGrow > 0 && childStyle.flexShrink > 0 {
        let placeholder = Layout(element: element, size: .zero, grid: measurer.context.pixelGrid)
        return StackItem(element: element, style: StackItemStyle(childStyle), layout: placeholder)
      }
      let layout = measurer.layout(
        element, style: childStyle,
        mainMin: childStyle.flexBasis.resolve(parentSize: parentMain, autoSize: 0),
        mainMax: childStyle.flexBasis.resolve(parentSize: parentMain, autoSize: .infinity),
        crossMin: crossMin, crossMax: crossMax)
      return StackItem(element: element, style: StackItemStyle(childStyle), layout: layout)
    }
  }

  /// Step 3 ([CSS](https://www.w3.org/TR/css-flexbox-1/#algo-line-break)): one line without wrapping;
  /// otherwise a child starts a new line when adding it would overflow the range's maximum, unless the line
  /// is empty.
  static func collectChildrenIntoLines(_ items: [StackItem], style: StackStyle, range: SizeRange) -> [StackLine] {
    guard style.flexWrap == .wrap else { return [StackLine(items: items)] }
    var lines: [StackLine] = []
    var lineItems: [StackItem] = []
    var lineSum: CGFloat = 0
    var interitemSpacing: CGFloat = 0
    for item in items {
      let extent = item.style.spacingBefore + style.main(item.layout.size) + item.style.spacingAfter
      let overflows = mainViolation(lineSum + interitemSpacing + extent, style: style, range: range) < 0
      if overflows && !lineItems.isEmpty {
        lines.append(StackLine(items: lineItems))
        lineItems.removeAll(keepingCapacity: true)
        lineSum = 0
        interitemSpacing = 0
      }
      lineItems.append(item)
      lineSum += interitemSpacing + extent
      interitemSpacing = style.spacing
    }
    lines.append(StackLine(items: lineItems))
    return lines
  }

  /// Step 4 ([CSS](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths), in a single pass): grows
  /// or shrinks the flexible children of each line to resolve the line's violation of the range.
  static func flexLinesAlongStackDimension(
    _ lines: inout [StackLine], measurer: StackChildMeasurer, range: SizeRange, optimizedFlexing: Bool
  ) {
    let style = measurer.style
    let crossMin = style.cross(range.min)
    let crossMax = style.cross(range.max)
    for lineIndex in lines.indices {
      let items = lines[lineIndex].items
      let violation = mainViolation(mainDimensionSum(of: items, style: style), style: style, range: range)
      let factorSum = items.reduce(0) { $0 + flexFactor(of: $1, violation: violation) }
      if factorSum == 0 {
        if optimizedFlexing {
          layoutFlexibleChildrenAtZeroSize(&lines[lineIndex].items, measurer: measurer, range: range)
        }
        continue
      }
      let adjustments = flexAdjustments(items, style: style, violation: violation, factorSum: factorSum)
      let remaining = adjustments.reduce(violation) { $0 - $1 }
      guard let firstFlexible = adjustments.firstIndex(where: { $0 != 0 }) else { continue }
      for index in items.indices where adjustments[index] != 0 {
        let item = items[index]
        let leftover = index == firstFlexible && item.style.flexGrow > 0 ? remaining : 0
        let flexed = max(style.main(item.layout.size) + adjustments[index] + leftover, 0)
        lines[lineIndex].items[index].layout = measurer.layout(
          item, mainMin: flexed, mainMax: flexed, crossMin: crossMin, crossMax: crossMax)
      }
    }
  }

  /// The factor of an item in the direction of the violation: grow when positive, shrink when
  /// negative, none within the epsilon.
  static func flexFactor(of item: StackItem, violation: CGFloat) -> CGFloat {
    if abs(violation) < violationEpsilon { return 0 }
    return violation > 0 ? item.style.flexGrow : item.style.flexShrink
  }

  /// Each item's share of the violation: grow shares floored to whole points; shrink shares weighted
  /// by the item's main size, not floored.
  static func flexAdjustments(
    _ items: [StackItem], style: StackStyle, violation: CGFloat, factorSum: CGFloat
  ) -> [CGFloat] {
    if violation > 0 {
      return items.map { (violation * ($0.style.flexGrow / factorSum)).rounded(.down) }
    }
    let weights = items.map { style.main($0.layout.size) * ($0.style.flexShrink / factorSum) }
    let weightSum = weights.reduce(0, +)
    guard weightSum != 0 else { return items.map { _ in 0 } }
    return weights.map { -abs($0 / weightSum * violation) }
  }

  /// Measures the optimised-path placeholder children at a main size of 0 when nothing flexes.
  static func layoutFlexibleChildrenAtZeroSize(
    _ items: inout [StackItem], measurer: StackChildMeasurer, range: SizeRange
  ) {
    let style = measurer.style
    for index in items.indices where items[index].isFlexibleInBothDirections {
      items[index].layout = measurer.layout(
        items[index], mainMin: 0, mainMax: 0, crossMin: style.cross(range.min), crossMax: style.cross(range.max))
    }
  }

  /// Step 5 ([CSS](https://www.w3.org/TR/css-flexbox-1/#algo-cross-line)): each line's cross size and
  /// baseline. A single line of a stack with an exact cross size takes that size.
  static func computeLinesCrossSizeAndBaseline(_ lines: inout [StackLine], style: StackStyle, range: SizeRange) {
    let minCross = style.cross(range.min)
    let maxCross = style.cross(range.max)
    if lines.count == 1 && minCross == maxCross {
      lines[0].crossSize = minCross
      for item in lines[0].items where item.isBaselineAligned(in: style) {
        lines[0].baseline = max(lines[0].baseline, item.baseline(in: style))
      }
      return
    }
    for index in lines.indices {
      var maxBaseline: CGFloat = 0
      var maxBelowBaseline: CGFloat = 0
      var maxCrossSize: CGFloat = 0
      for itemIndex in lines[index].items.indices {
        let cross = style.cross(lines[index].items[itemIndex].layout.size)
        if lines[index].items[itemIndex].isBaselineAligned(in: style) {
          let baseline = lines[index].items[itemIndex].baseline(in: style)
          maxBaseline = max(maxBaseline, baseline)
          maxBelowBaseline = max(maxBelowBaseline, cross - baseline)
        } else {
          maxCrossSize = max(maxCrossSize, cross)
        }
      }
      var crossSize = max(maxBaseline + maxBelowBaseline, maxCrossSize)
      if lines.count == 1 { crossSize = min(max(minCross, crossSize), maxCross) }
      lines[index].crossSize = crossSize
      lines[index].baseline = maxBaseline
    }
  }

  /// Steps 6–7 (CSS: [line stretch](https://www.w3.org/TR/css-flexbox-1/#algo-line-stretch), [item
  /// stretch](https://www.w3.org/TR/css-flexbox-1/#algo-stretch)): grows lines for `alignContent: stretch`
  /// when there are several, then re-measures stretched items that are smaller than their line.
  static func stretchLinesAlongCrossDimension(
    _ lines: inout [StackLine], measurer: StackChildMeasurer, range: SizeRange
  ) {
    let style = measurer.style
    let violation = crossViolation(linesCrossDimensionSum(lines, style: style), style: style, range: range)
    let stretchLines = lines.count > 1 && style.alignContent == .stretch && violation > violationEpsilon
    let extraPerLine = violation / CGFloat(lines.count)
    for lineIndex in lines.indices {
      if stretchLines { lines[lineIndex].crossSize += extraPerLine }
      let lineCross = lines[lineIndex].crossSize
      for index in lines[lineIndex].items.indices {
        guard lines[lineIndex].items[index].alignment(in: style) == .stretch else { continue }
        let shortfall = lineCross - style.cross(lines[lineIndex].items[index].layout.size)
        guard shortfall > violationEpsilon else { continue }
        let item = lines[lineIndex].items[index]
        let main = style.main(item.layout.size)
        lines[lineIndex].items[index].layout = measurer.layout(
          item, mainMin: main, mainMax: main, crossMin: lineCross, crossMax: lineCross)
      }
    }
  }

  // MARK: - Sums and violations

  /// The items' main sizes plus their spacingBefore/After and the stack spacing between them.
  static func mainDimensionSum(of items: [StackItem], style: StackStyle) -> CGFloat {
    var sum = items.isEmpty ? 0 : style.spacing * CGFloat(items.count - 1)
    for index in items.indices {
      sum += items[index].style.spacingBefore + items[index].style.spacingAfter
    }
    for index in items.indices {
      sum += style.main(items[index].layout.size)
    }
    return sum
  }

  /// The lines' cross sizes plus the line spacing between them.
  static func linesCrossDimensionSum(_ lines: [StackLine], style: StackStyle) -> CGFloat {
    lines.reduce(lines.isEmpty ? 0 : style.lineSpacing * CGFloat(lines.count - 1)) { $0 + $1.crossSize }
  }

  /// How far a main-axis length is below the range's minimum (positive) or above its maximum
  /// (negative); 0 inside the range.
  static func mainViolation(_ length: CGFloat, style: StackStyle, range: SizeRange) -> CGFloat {
    violation(length, min: style.main(range.min), max: style.main(range.max))
  }

  /// The same as ``mainViolation(_:style:range:)`` along the cross axis.
  static func crossViolation(_ length: CGFloat, style: StackStyle, range: SizeRange) -> CGFloat {
    violation(length, min: style.cross(range.min), max: style.cross(range.max))
  }

  private static func violation(_ length: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
    if length < min { return min - length }
    if length > max { return max - length }
    return 0
  }
}
