import Foundation
@testable import MorphLayout
import Testing
import _MorphTestSupport

private func items(_ count: Int, _ width: CGFloat, _ height: CGFloat) -> [IntrinsicNode] {
  (0..<count).map { IntrinsicNode("i\($0)", width, height) }
}

@Suite struct StackDefaultsAndOptionsTests {
  @Test func defaultsAreTextures() {
    let stack = StackLayoutSpec()
    #expect(stack.direction == .horizontal && stack.alignItems == .stretch && stack.justifyContent == .start)
    #expect(stack.flexWrap == .noWrap && stack.alignContent == .start && stack.spacing == 0 && stack.lineSpacing == 0)
    #expect(StackLayoutSpec.vertical().direction == .vertical)
    #expect(StackLayoutSpec.horizontal().direction == .horizontal)
  }

  @Test func emptyStackMeasuresToItsMinimum() {
    #expect(layout(StackLayoutSpec(), range(30, 40, 100, 100)).size == CGSize(width: 30, height: 40))
  }

  @Test func placesChildrenWithSpacing() {
    let result = layout(StackLayoutSpec(spacing: 10, children: items(3, 50, 20)), range(0, 0, 500, 100))
    #expect(result.size == CGSize(width: 170, height: 20))
    #expect(result.childFrames.map(\.minX) == [0, 60, 120])
  }

  @Test func spacingBeforeAndAfterCountOnTheMainAxis() {
    let children = items(2, 50, 20)
    children[0].spacingAfter(7)
    children[1].spacingBefore(5)
    let result = layout(StackLayoutSpec(spacing: 10, children: children), range(0, 0, 500, 100))
    #expect(result.childFrames.map(\.minX) == [0, 72])
    #expect(result.size.width == 122)
  }

  static let unit: CGFloat = 130.0 / 6
  static let justifyCases: [(StackLayoutJustifyContent, [CGFloat])] = [
    (.start, [0, 60, 120]),
    (.center, [65, 125, 185]),
    (.end, [130, 190, 250]),
    (.spaceBetween, [0, 125, 250]),
    (.spaceAround, [unit, unit + 60 + 2 * unit, unit + 120 + 4 * unit]),
  ]

  @Test(arguments: justifyCases)
  func justifyContentDistributesFreeSpace(justify: StackLayoutJustifyContent, xs: [CGFloat]) {
    let result = layout(
      StackLayoutSpec(spacing: 10, justifyContent: justify, children: items(3, 50, 20)), exactly(300, 100))
    for (frame, x) in zip(result.childFrames, xs) {
      #expect(abs(frame.minX - x) < 1e-9)
    }
  }

  @Test func spaceAroundFallsBackToCenterOnOverflow() {
    let result = layout(StackLayoutSpec(justifyContent: .spaceAround, children: items(2, 200, 20)), exactly(300, 100))
    #expect(result.childFrames.map(\.minX) == [-50, 150], "Texture centres; browsers start at 0")
  }

  @Test func spaceBetweenWithOneChildFallsBackToStart() {
    let result = layout(StackLayoutSpec(justifyContent: .spaceBetween, children: items(1, 50, 20)), exactly(300, 100))
    #expect(result.childFrames.map(\.minX) == [0])
  }

  @Test(arguments: [
    (StackLayoutAlignItems.start, CGFloat(0)), (.end, 79.5), (.center, 39.5), (.notSet, 0),
  ])
  func alignItemsPlacesOnTheCrossAxis(align: StackLayoutAlignItems, y: CGFloat) {
    // The child is ceiled to 20.5; centring gives 39.75, floored to the grid: 39.5.
    let result = layout(
      StackLayoutSpec(alignItems: align, children: [IntrinsicNode("c", 50, 20.25)]), exactly(300, 100))
    #expect(result.childFrames == [rect(0, y, 50, 20.5)])
  }

  @Test func alignSelfOverridesAlignItems() {
    let children = items(2, 50, 20)
    children[1].alignSelf(.end)
    let result = layout(StackLayoutSpec(alignItems: .start, children: children), exactly(300, 100))
    #expect(result.childFrames.map(\.minY) == [0, 80])
  }

  @Test func horizontalAndVerticalAlignmentRewriteJustifyAndAlign() {
    let stack = StackLayoutSpec()
    stack.horizontalAlignment = .right
    stack.verticalAlignment = .center
    #expect(stack.justifyContent == .end && stack.alignItems == .center)
    stack.direction = .vertical
    #expect(stack.alignItems == .end && stack.justifyContent == .center, "changing direction re-applies both")
    let vertical = StackLayoutSpec.vertical()
    vertical.horizontalAlignment = .middle
    vertical.verticalAlignment = .bottom
    #expect(vertical.alignItems == .center && vertical.justifyContent == .end)
    vertical.horizontalAlignment = .none
    #expect(vertical.alignItems == .center, "none leaves the resolved value")
  }

  @Test func theStackHonoursItsOwnStyleSize() {
    let stack = StackLayoutSpec(justifyContent: .end, children: items(1, 50, 20)).width(150)
    let result = layout(stack, range(0, 0, 300, 100))
    #expect(result.size.width == 150)
    #expect(result.childFrames.map(\.minX) == [100])
  }

  @Test func sizesAreCeiledBeforeTheyAreSummed() {
    let children = (0..<3).map { IntrinsicNode("i\($0)", 0, 10).width(36.667) }
    let result = layout(StackLayoutSpec(children: children), range(0, 0, 110, 100))
    #expect(result.childFrames.map(\.width) == [37, 37, 37])
    #expect(result.size.width == 110, "the stack is clamped; its children overflow by 1")
    #expect(result.childFrames.last!.maxX == 111)
  }
}

@Suite struct StackStretchTests {
  @Test func stretchFillsTheCrossAxis() {
    let result = layout(StackLayoutSpec.vertical().styled { _ in }, exactly(200, 300))
    #expect(result.size == CGSize(width: 200, height: 300))
    let stack = StackLayoutSpec(direction: .vertical, children: [IntrinsicNode("c", 50, 20)])
    #expect(layout(stack, exactly(200, 300)).childFrames == [rect(0, 0, 200, 20)])
  }

  @Test func stretchSkipsAnExplicitCrossSizeButNotAnExplicitZero() {
    let fixed = IntrinsicNode("fixed", 50, 20).width(50)
    let zero = IntrinsicNode("zero", 50, 20).width(0)
    let result = layout(StackLayoutSpec(direction: .vertical, children: [fixed, zero]), exactly(200, 300))
    #expect(result.childFrames.map(\.width) == [50, 200])
  }

  @Test func stretchIgnoresACrossMaximumBelowTheStacksMinimum() {
    let capped = IntrinsicNode("c", 50, 10).maxHeight(30)
    #expect(layout(StackLayoutSpec(children: [capped]), exactly(300, 50)).childFrames == [rect(0, 0, 50, 50)])
  }

  @Test func stretchEnlargesToTheLineButNeverShrinks() {
    let tall = IntrinsicNode("tall", 50, 80)
    let short = IntrinsicNode("short", 50, 20)
    let result = layout(StackLayoutSpec(children: [tall, short]), range(0, 0, 300, 100))
    #expect(result.childFrames.map(\.height) == [80, 80])
    let pinned = IntrinsicNode("pinned", 50, 0).height(80)
    #expect(layout(StackLayoutSpec(children: [pinned]), exactly(300, 50)).childFrames == [rect(0, 0, 50, 80)])
  }
}

@Suite struct StackFlexTests {
  @Test func growSharesAreFlooredWithTheLeftoverOnTheFirstChild() {
    let children = (0..<3).map { IntrinsicNode("i\($0)", 0, 10).flexGrow(1).flexBasis(0) }
    let result = layout(StackLayoutSpec(children: children), exactly(100, 20))
    #expect(result.childFrames.map(\.width) == [34, 33, 33])
    #expect(result.childFrames.map(\.minX) == [0, 34, 67])
  }

  @Test func childrenGrowOnlyBelowTheRangesMinimum() {
    let child = IntrinsicNode("c", 50, 10).flexGrow(1)
    #expect(layout(StackLayoutSpec(children: [child]), range(0, 0, 300, 20)).childFrames.map(\.width) == [50])
    #expect(layout(StackLayoutSpec(children: [child]), range(120, 0, 300, 20)).childFrames.map(\.width) == [120])
  }

  @Test func nothingShrinksByDefault() {
    let result = layout(StackLayoutSpec(children: items(2, 80, 10)), exactly(100, 20))
    #expect(result.childFrames.map(\.width) == [80, 80])
  }

  @Test func shrinkSharesAreWeightedBySize() {
    let big = IntrinsicNode("big", 100, 10).flexShrink(1)
    let small = IntrinsicNode("small", 50, 10).flexShrink(1)
    let result = layout(StackLayoutSpec(children: [big, small]), exactly(100, 20))
    // −50 split 2:1 → 66.667 and 33.333, ceiled at scale 2 to 67 and 33.5.
    #expect(result.childFrames.map(\.width) == [67, 33.5])
    #expect(result.childFrames.map(\.minX) == [0, 67])
  }

  @Test func theFlexedSizeBeatsTheChildsMaximum() {
    let child = IntrinsicNode("c", 10, 10).flexGrow(1).maxWidth(30)
    #expect(layout(StackLayoutSpec(children: [child]), exactly(100, 20)).childFrames.map(\.width) == [100])
  }

  @Test func flexBasisFractionsResolveOnlyAgainstAnExactMainSize() {
    let progress = IntrinsicNode("progress", 0, 10).flexBasis(.fraction(0.25))
    let rest = LayoutSpec().flexBasis(.fraction(0.75))
    let exact = layout(StackLayoutSpec(children: [progress, rest]), exactly(200, 50))
    #expect(exact.childFrames == [rect(0, 0, 50, 50), rect(50, 0, 150, 50)])
    let open = layout(StackLayoutSpec(children: [progress, rest]), range(0, 0, 200, 50))
    #expect(open.childFrames.map(\.width) == [0, 0], "a fraction of an undefined length is auto")
  }

  @Test func flexBasisForcesTheFirstPassMainSize() {
    let child = IntrinsicNode("c", 10, 10).flexBasis(40)
    #expect(layout(StackLayoutSpec(children: [child]), range(0, 0, 300, 20)).childFrames.map(\.width) == [40])
  }

  @Test func theOptimisedPathSizesABothWaysFlexibleChildByFlexingAlone() {
    let flexible = IntrinsicNode("flex", 30, 10).flexGrow(1).flexShrink(1)
    let fixed = IntrinsicNode("fixed", 40, 10)
    let grown = layout(StackLayoutSpec(children: [flexible, fixed]), exactly(100, 20))
    #expect(grown.childFrames.map(\.width) == [60, 40])
    let squeezed = layout(StackLayoutSpec(children: [flexible, fixed]), exactly(40, 20))
    #expect(squeezed.childFrames.map(\.width) == [0, 40], "nothing flexes, so the flexible child is measured at 0")
  }
}

@Suite struct StackWrapTests {
  private func wrapping(_ alignContent: StackLayoutAlignContent = .start, _ range: SizeRange) -> Layout {
    layout(
      StackLayoutSpec(
        spacing: 5, alignItems: .start, flexWrap: .wrap, alignContent: alignContent, lineSpacing: 4,
        children: items(5, 30, 10)),
      range)
  }

  @Test func wrapsWhenTheNextChildWouldOverflow() {
    let result = wrapping(.start, range(0, 0, 100, .infinity))
    #expect(
      result.childFrames.map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 14), CGPoint(x: 35, y: 14),
      ])
    #expect(result.size == CGSize(width: 100, height: 24))
  }

  @Test(arguments: [
    (StackLayoutAlignContent.start, [CGFloat(0), 14]), (.center, [18, 32]), (.end, [36, 50]),
    (.spaceBetween, [0, 50]), (.spaceAround, [9, 41]),
  ])
  func alignContentDistributesLines(align: StackLayoutAlignContent, ys: [CGFloat]) {
    let result = wrapping(align, exactly(100, 60))
    #expect(result.childFrames[0].minY == ys[0])
    #expect(result.childFrames[3].minY == ys[1])
  }

  @Test func alignContentStretchGrowsLines() {
    let result = wrapping(.stretch, exactly(100, 60))
    #expect(result.childFrames[0] == rect(0, 0, 30, 10))
    #expect(result.childFrames[3] == rect(0, 32, 30, 10), "each line grows by (60 − 24) / 2 = 18")
  }

  @Test func stretchedItemsOfAWrappingStackTakeTheStacksCrossMinimumInTheFirstPass() {
    // Texture measures stretched items with the stack's cross minimum before lines exist, so every
    // line is as tall as the stack and the lines overflow it.
    let result = layout(
      StackLayoutSpec(spacing: 5, flexWrap: .wrap, alignContent: .stretch, children: items(5, 30, 10)), exactly(100, 60)
    )
    #expect(result.childFrames[0] == rect(0, 0, 30, 60))
    #expect(result.childFrames[3] == rect(0, 60, 30, 60))
  }

  @Test func aSingleWrappedLineTakesTheDefiniteCrossSize() {
    let result = layout(StackLayoutSpec(flexWrap: .wrap, children: items(2, 30, 10)), exactly(100, 60))
    #expect(result.childFrames.map(\.height) == [60, 60])
  }

  @Test func aChildThatFitsExactlyStaysOnTheLine() {
    let result = layout(StackLayoutSpec(flexWrap: .wrap, children: items(2, 50, 10)), range(0, 0, 100, 100))
    #expect(result.childFrames.map(\.minY) == [0, 0])
  }
}

@Suite struct StackBaselineTests {
  @Test func baselineFirstAlignsAscenders() {
    let a = IntrinsicNode("a", 20, 30).ascender(24)
    let b = IntrinsicNode("b", 20, 20).ascender(10)
    let result = layout(StackLayoutSpec(alignItems: .baselineFirst, children: [a, b]), range(0, 0, 300, 100))
    #expect(result.childFrames.map(\.minY) == [0, 14])
    #expect(result.size == CGSize(width: 40, height: 34))
  }

  @Test func baselineLastAlignsBottomsPlusDescenders() {
    let a = IntrinsicNode("a", 20, 30).descender(-6)
    let b = IntrinsicNode("b", 20, 20).descender(-2)
    let result = layout(StackLayoutSpec(alignItems: .baselineLast, children: [a, b]), range(0, 0, 300, 100))
    #expect(result.childFrames.map(\.minY) == [0, 6])
    #expect(result.size.height == 30)
  }

  @Test func onlyAVerticalStackPublishesItsBaselines() {
    let first = IntrinsicNode("a", 20, 30).ascender(5)
    let last = IntrinsicNode("b", 20, 30).descender(-3)
    let vertical = StackLayoutSpec(direction: .vertical, children: [first, last])
    _ = layout(vertical, .unconstrained)
    #expect(vertical.style.ascender == 5 && vertical.style.descender == -3)
    let horizontal = StackLayoutSpec(children: [first, last])
    _ = layout(horizontal, .unconstrained)
    #expect(horizontal.style.ascender == 0 && horizontal.style.descender == 0)
  }

  /// A row aligning a column by its last baseline reads the descender the column publishes while it is
  /// measured (Texture reads the child's style after measuring it), not the column's style before: the
  /// column (10 + 10 tall, last child's descender −3) has its baseline at 20 − 3 = 17, so the 10-tall
  /// leaf beside it moves to 17 − 10 = 7 and the line stays 20 tall.
  @Test func aRowAlignsANestedColumnByTheDescenderItPublishes() {
    let column = StackLayoutSpec(
      direction: .vertical,
      children: [IntrinsicNode("first", 10, 10).ascender(7), IntrinsicNode("last", 10, 10).descender(-3)])
    let leaf = IntrinsicNode("leaf", 10, 10)
    let result = layout(StackLayoutSpec(alignItems: .baselineLast, children: [column, leaf]), range(0, 0, 100, 100))
    #expect(result.childFrames == [rect(0, 0, 10, 20), rect(10, 7, 10, 10)])
    #expect(result.size == CGSize(width: 20, height: 20))
  }

  /// The same with the first baseline: the column publishes its first child's ascender 7, so the leaf
  /// (ascender 0) moves down to 7; the line is max(7 + 13, 7 + 10) = 20 tall.
  @Test func aRowAlignsANestedColumnByTheAscenderItPublishes() {
    let column = StackLayoutSpec(
      direction: .vertical,
      children: [IntrinsicNode("first", 10, 10).ascender(7), IntrinsicNode("last", 10, 10).descender(-3)])
    let leaf = IntrinsicNode("leaf", 10, 10)
    let result = layout(StackLayoutSpec(alignItems: .baselineFirst, children: [column, leaf]), range(0, 0, 100, 100))
    #expect(result.childFrames == [rect(0, 0, 10, 20), rect(10, 7, 10, 10)])
    #expect(result.size == CGSize(width: 20, height: 20))
  }
}

@Suite struct StackPercentageTests {
  @Test func childFractionsResolveOnlyAlongExactAxes() {
    let child = IntrinsicNode("c", 10, 10).width(.fraction(0.5))
    #expect(layout(StackLayoutSpec(children: [child]), exactly(200, 50)).childFrames.map(\.width) == [100])
    #expect(layout(StackLayoutSpec(children: [child]), range(0, 0, 200, 50)).childFrames.map(\.width) == [10])
  }
}
