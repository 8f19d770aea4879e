import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// One focused demonstration per ``TextureRule``, with Texture's numbers worked out from Texture's
/// algorithm as the rule describes it; each would fail if Morph drifted towards CSS on that rule. The
/// `switch` is exhaustive, so a new rule cannot be added without its demonstration.
///
/// Layouts run at scale 0 (no pixel snapping) unless the rule is about the pixel grid.
@Suite struct TextureRuleTests {
  @Test(arguments: TextureRule.allCases)
  func textureBehaviour(_ rule: TextureRule) {
    switch rule {
    case .flexShrinkDefaultsToZero: Self.flexShrinkDefaultsToZero()
    case .plainNodeFillsFiniteMaximum: Self.plainNodeFillsFiniteMaximum()
    case .incomingRangeBeatsOwnSize: Self.incomingRangeBeatsOwnSize()
    case .percentResolvesOnlyAgainstExactRange: Self.percentResolvesOnlyAgainstExactRange()
    case .flexBasisForcesExactHypotheticalSize: Self.flexBasisForcesExactHypotheticalSize()
    case .singleFlexibleChildSizedByFlexingAlone: Self.singleFlexibleChildSizedByFlexingAlone()
    case .growOnlyBelowRangeMinimum: Self.growOnlyBelowRangeMinimum()
    case .growSharesFlooredLeftoverToFirst: Self.growSharesFlooredLeftoverToFirst()
    case .fractionalGrowSumFillsFreeSpace: Self.fractionalGrowSumFillsFreeSpace()
    case .flexedSizeOverridesMinMax: Self.flexedSizeOverridesMinMax()
    case .spaceAroundOverflowFallsBackToCenter: Self.spaceAroundOverflowFallsBackToCenter()
    case .noSpaceEvenly: Self.noSpaceEvenly()
    case .stretchedItemsTakeStackCrossMinimum: Self.stretchedItemsTakeStackCrossMinimum()
    case .stretchIgnoresZeroAndPercentCrossSize: Self.stretchIgnoresZeroAndPercentCrossSize()
    case .stretchOverridesCrossMaximum: Self.stretchOverridesCrossMaximum()
    case .stretchOnlyEnlarges: Self.stretchOnlyEnlarges()
    case .singleLineTakesDefiniteCrossSize: Self.singleLineTakesDefiniteCrossSize()
    case .wrappedStackShrinksToLongestLine: Self.wrappedStackShrinksToLongestLine()
    case .baselineFromAscenderStyle: Self.baselineFromAscenderStyle()
    case .noAlignSelfBaseline: Self.noAlignSelfBaseline()
    case .crossCenterFlooredToPixelGrid: Self.crossCenterFlooredToPixelGrid()
    case .sizesCeiledToPixelGrid: Self.sizesCeiledToPixelGrid()
    case .styleChangeKeepsCachedLayout: Self.styleChangeKeepsCachedLayout()
    case .invalidSizeBecomesZero: Self.invalidSizeBecomesZero()
    }
  }

  /// A leaf with zero intrinsic size (an empty `div`) and the given style.
  private static func box(_ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> IntrinsicNode {
    IntrinsicNode("box", 0, 0).styled(with: configure)
  }

  /// Two 80-wide children in a 100-wide row overflow by 60; with flexShrink 0 nothing shrinks
  /// (CSS's default flex-shrink 1 would give 50 + 50).
  private static func flexShrinkDefaultsToZero() {
    #expect(LayoutElementStyle().flexShrink == 0)
    let stack = StackLayoutSpec(children: [IntrinsicNode("a", 80, 10), IntrinsicNode("b", 80, 10)])
    let result = layout(stack, exactly(100, 10), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 80, 10), rect(80, 0, 80, 10)])
  }

  /// A plain node in a wrapper with range 0…200 × 0…100 measures `max` = 200×100 and keeps it; with an
  /// unbounded height its `max` is invalid, it measures 0×0 and is clamped up to the minimum 10×20.
  private static func plainNodeFillsFiniteMaximum() {
    let finite = layout(WrapperLayoutSpec(layoutElement: DisplayNode()), range(0, 0, 200, 100), scale: 0)
    #expect(finite.sublayouts.map(\.size) == [CGSize(width: 200, height: 100)])
    let unbounded = layout(WrapperLayoutSpec(layoutElement: DisplayNode()), range(10, 20, 200, .infinity), scale: 0)
    #expect(unbounded.sublayouts.map(\.size) == [CGSize(width: 10, height: 20)])
  }

  /// A 72×72 child centred in a 52×52 column: its cross range is 0…52, which does not overlap its own
  /// 72…72, so the range wins and it is 52 wide at x = floor((52 − 52) / 2) = 0 (CSS: 72 wide at −10).
  private static func incomingRangeBeatsOwnSize() {
    let child = box { $0.preferredSize = CGSize(width: 72, height: 72) }
    let stack = StackLayoutSpec(direction: .vertical, alignItems: .center, children: [child])
    #expect(layout(stack, exactly(52, 52), scale: 0).childFrames == [rect(0, 0, 52, 72)])
  }

  /// A 50%-wide child of a row whose width range is 100…200 sees an undefined parent width, so the
  /// fraction acts as auto (0); in an exactly 200-wide row it is 0.5 × 200 = 100.
  private static func percentResolvesOnlyAgainstExactRange() {
    func row() -> StackLayoutSpec {
      StackLayoutSpec(alignItems: .start, children: [box { $0.width = .fraction(0.5) }])
    }
    #expect(layout(row(), range(100, 10, 200, 10), scale: 0).childFrames == [rect(0, 0, 0, 0)])
    #expect(layout(row(), exactly(200, 10), scale: 0).childFrames == [rect(0, 0, 100, 0)])
  }

  /// Two children with flexBasis 50 and minWidth 55 in a wrapping row 100 wide: the first pass measures
  /// each at exactly 50 (the range beats minWidth 55), 50 + 50 ≤ 100, so both share one line
  /// (CSS: 55 each, on two lines).
  private static func flexBasisForcesExactHypotheticalSize() {
    let children = (0..<2).map { _ in
      box {
        $0.flexBasis = .points(50)
        $0.minWidth = .points(55)
        $0.height = .points(50)
      }
    }
    let stack = StackLayoutSpec(flexWrap: .wrap, children: children)
    let result = layout(stack, range(100, 0, 100, .infinity), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 50, 50), rect(50, 0, 50, 50)])
    #expect(result.size == CGSize(width: 100, height: 50))
  }

  /// In an exactly 500-wide row, `b` is the only child with grow and shrink, so it counts as 0 in the
  /// first pass: 500 (from `a`) fits exactly, nothing flexes and `b` is laid out at width 0
  /// (CSS shrinks both 500-wide children to 250).
  private static func singleFlexibleChildSizedByFlexingAlone() {
    let a = box {
      $0.width = .points(500)
      $0.flexShrink = 1
    }
    let b = box {
      $0.width = .points(500)
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let result = layout(StackLayoutSpec(children: [a, b]), exactly(500, 100), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 500, 100), rect(500, 0, 0, 100)])
  }

  /// A growing child next to a 20-wide one: with width range 0…100 the sum 20 is within range, the
  /// violation is 0 and nothing grows (the row is 20 wide); with range 100…100 the violation is 80.
  private static func growOnlyBelowRangeMinimum() {
    func row() -> StackLayoutSpec {
      StackLayoutSpec(children: [box { $0.flexGrow = 1 }, IntrinsicNode("fixed", 20, 10)])
    }
    let atMost = layout(row(), range(0, 10, 100, 10), scale: 0)
    #expect(atMost.childFrames == [rect(0, 0, 0, 10), rect(0, 0, 20, 10)])
    #expect(atMost.size == CGSize(width: 20, height: 10))
    let exact = layout(row(), exactly(100, 10), scale: 0)
    #expect(exact.childFrames == [rect(0, 0, 80, 10), rect(80, 0, 20, 10)])
  }

  /// Three growing children share 100: each share is ⌊100 / 3⌋ = 33 and the leftover 1 goes to the
  /// first, so 34, 33, 33 at x = 0, 34, 67 (CSS: 33.33 each).
  private static func growSharesFlooredLeftoverToFirst() {
    let children = (0..<3).map { _ in box { $0.flexGrow = 1 } }
    let result = layout(StackLayoutSpec(children: children), exactly(100, 10), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 34, 10), rect(34, 0, 33, 10), rect(67, 0, 33, 10)])
  }

  /// Grow factors 0.2, 0.2 and 0.4 (sum 0.8) in a 500-tall column whose first child has basis 40: the
  /// free space 460 is shared 460 × 0.2/0.8 = 115, 115, 230, giving 155, 115, 230 (CSS shares only
  /// 0.8 × 460 = 368: 132, 92, 184).
  private static func fractionalGrowSumFillsFreeSpace() {
    let children = [
      box {
        $0.flexBasis = .points(40)
        $0.flexGrow = 0.2
      },
      box { $0.flexGrow = 0.2 },
      box { $0.flexGrow = 0.4 },
    ]
    let result = layout(StackLayoutSpec(direction: .vertical, children: children), exactly(200, 500), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 200, 155), rect(0, 155, 200, 115), rect(0, 270, 200, 230)])
  }

  /// In a 120-wide row, `a` (basis 0, minWidth 60) measures 0 and `b` (basis 60, maxWidth 20) measures
  /// 60, since the exact basis beats both; the free 60 is split 30/30, giving `a` 30 (< its min) and `b`
  /// 90 (> its max). CSS clamps and redistributes: 100 and 20.
  private static func flexedSizeOverridesMinMax() {
    let a = box {
      $0.flexBasis = .points(0)
      $0.flexGrow = 1
      $0.minWidth = .points(60)
    }
    let b = box {
      $0.flexBasis = .points(60)
      $0.flexGrow = 1
      $0.maxWidth = .points(20)
    }
    let result = layout(StackLayoutSpec(children: [a, b]), exactly(120, 50), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 30, 50), rect(30, 0, 90, 50)])
  }

  /// Three 40-wide children in a 102-wide row overflow by 18; spaceAround falls back to center, so the
  /// first starts at −18 / 2 = −9: x = −9, 31, 71 (Chrome and Yoga: 0, 40, 80).
  private static func spaceAroundOverflowFallsBackToCenter() {
    let children = (0..<3).map { IntrinsicNode("item\($0)", 40, 10) }
    let stack = StackLayoutSpec(justifyContent: .spaceAround, children: children)
    #expect(layout(stack, exactly(102, 10), scale: 0).childFrames.map(\.minX) == [-9, 31, 71])
  }

  /// Neither distribution enum has a space-evenly value.
  private static func noSpaceEvenly() {
    #expect(StackLayoutJustifyContent.allCases == [.start, .center, .end, .spaceBetween, .spaceAround])
    #expect(StackLayoutAlignContent.allCases == [.start, .center, .end, .spaceBetween, .spaceAround, .stretch])
  }

  /// Five 50-wide children in a wrapping 150×100 row: every stretched child is first measured with the
  /// stack's cross minimum 100, so the two lines are 100 tall each and the second starts at y = 100
  /// (CSS with align-content stretch: two 50-tall lines).
  private static func stretchedItemsTakeStackCrossMinimum() {
    let children = (0..<5).map { _ in box { $0.width = .points(50) } }
    let stack = StackLayoutSpec(flexWrap: .wrap, alignContent: .stretch, children: children)
    let result = layout(stack, exactly(150, 100), scale: 0)
    #expect(
      result.childFrames == [
        rect(0, 0, 50, 100), rect(50, 0, 50, 100), rect(100, 0, 50, 100), rect(0, 100, 50, 100),
        rect(50, 100, 50, 100),
      ])
  }

  /// In a 200×200 row, a child with height 30% (resolved without a parent: no minimum) and a child with
  /// height 0 (treated as unset) are both stretched to 200; CSS keeps 60 and 0.
  private static func stretchIgnoresZeroAndPercentCrossSize() {
    let percent = box {
      $0.width = .fraction(0.3)
      $0.height = .fraction(0.3)
    }
    let zero = box {
      $0.width = .points(10)
      $0.height = .points(0)
    }
    let result = layout(StackLayoutSpec(children: [percent, zero]), exactly(200, 200), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 60, 200), rect(60, 0, 10, 200)])
  }

  /// A child with maxWidth 50 in a 100-wide column: its stretch range is the inverted 100…50, whose
  /// minimum wins, so it is 100 wide (CSS: 50).
  private static func stretchOverridesCrossMaximum() {
    let child = box {
      $0.height = .points(10)
      $0.maxWidth = .points(50)
    }
    let stack = StackLayoutSpec(direction: .vertical, children: [child])
    #expect(layout(stack, exactly(100, 100), scale: 0).childFrames == [rect(0, 0, 100, 10)])
  }

  /// A row with height range 0…60: an element whose natural height 80 exceeds any range that does not
  /// pin it makes the single line 80, clamped to 60. The 20-tall node is stretched up to 60, but the
  /// 80-tall element is not re-measured (pinned at 60 it would be 60, as CSS makes an auto-sized
  /// stretched item exactly the line's size).
  private static func stretchOnlyEnlarges() {
    let tall = NaturalSizeElement(width: 10, height: 80)
    let short = IntrinsicNode("short", 10, 20)
    let result = layout(StackLayoutSpec(children: [tall, short]), range(0, 0, 100, 60), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 10, 80), rect(10, 0, 10, 60)])
    #expect(result.size == CGSize(width: 20, height: 60))
    #expect(tall.layoutThatFits(exactly(10, 60), parentSize: .zero, context: LayoutContext(scale: 0)).size.height == 60)
  }

  /// A wrapping 150×100 row with alignContent center and 0-tall, 60-wide children: with two children
  /// there is one line, which takes the definite cross size 100, so nothing moves (CSS: the 0-tall
  /// line is centred at y = 50). With three children there are two 0-tall lines, centred at 100 / 2.
  private static func singleLineTakesDefiniteCrossSize() {
    func row(_ count: Int) -> StackLayoutSpec {
      let children = (0..<count).map { _ in box { $0.width = .points(60) } }
      return StackLayoutSpec(alignItems: .start, flexWrap: .wrap, alignContent: .center, children: children)
    }
    #expect(layout(row(2), exactly(150, 100), scale: 0).childFrames.map(\.minY) == [0, 0])
    #expect(layout(row(3), exactly(150, 100), scale: 0).childFrames.map(\.minY) == [50, 50, 50])
  }

  /// Children 150 and 80 wide in a wrapping row of width range 0…200 take two lines; the row is as
  /// wide as the longer line, 150 (a CSS fit-content container would be 200).
  private static func wrappedStackShrinksToLongestLine() {
    let stack = StackLayoutSpec(flexWrap: .wrap, children: [IntrinsicNode("a", 150, 80), IntrinsicNode("b", 80, 80)])
    let result = layout(stack, range(0, 0, 200, .infinity), scale: 0)
    #expect(result.childFrames == [rect(0, 0, 150, 80), rect(0, 80, 80, 80)])
    #expect(result.size == CGSize(width: 150, height: 160))
  }

  /// Baseline alignment of a 50-tall and a 20-tall node: with the default ascender 0 both sit at the
  /// top; with ascenders 50 and 20 (their bottoms, CSS's baseline of an empty box) the line baseline is
  /// 50 and the short one moves to 50 − 20 = 30. Only a vertical stack publishes a baseline.
  private static func baselineFromAscenderStyle() {
    func row(ascenders: (CGFloat, CGFloat)) -> StackLayoutSpec {
      let tall = IntrinsicNode("tall", 50, 50).styled { $0.ascender = ascenders.0 }
      let short = IntrinsicNode("short", 50, 20).styled { $0.ascender = ascenders.1 }
      return StackLayoutSpec(alignItems: .baselineFirst, children: [tall, short])
    }
    #expect(layout(row(ascenders: (0, 0)), exactly(100, 100), scale: 0).childFrames.map(\.minY) == [0, 0])
    #expect(layout(row(ascenders: (50, 20)), exactly(100, 100), scale: 0).childFrames.map(\.minY) == [0, 30])

    func children() -> [IntrinsicNode] {
      [
        IntrinsicNode("first", 10, 10).styled { $0.ascender = 7 },
        IntrinsicNode("last", 10, 10).styled { $0.descender = -3 },
      ]
    }
    let column = StackLayoutSpec(direction: .vertical, children: children())
    _ = layout(column, range(0, 0, 100, 100), scale: 0)
    #expect((column.style.ascender, column.style.descender) == (7, -3))
    let row = StackLayoutSpec(direction: .horizontal, children: children())
    _ = layout(row, range(0, 0, 100, 100), scale: 0)
    #expect((row.style.ascender, row.style.descender) == (0, 0))

    // A row aligning a fresh column by its last baseline reads the descender it publishes: the column's
    // baseline is 20 − 3 = 17, so a 10-tall leaf beside it sits at 17 − 10 = 7.
    let nested = StackLayoutSpec(
      alignItems: .baselineLast,
      children: [StackLayoutSpec(direction: .vertical, children: children()), IntrinsicNode("leaf", 10, 10)])
    #expect(layout(nested, range(0, 0, 100, 100), scale: 0).childFrames.map(\.minY) == [0, 7])
  }

  /// A child's own alignment has no baseline value; only the stack's `alignItems` has.
  private static func noAlignSelfBaseline() {
    #expect(StackLayoutAlignSelf.allCases == [.auto, .start, .end, .center, .stretch])
    #expect(StackLayoutAlignItems.allCases.contains(.baselineFirst))
  }

  /// A 10-tall child centred in an 11-tall row: the offset (11 − 10) / 2 = 0.5 is floored to the grid,
  /// ⌊0.5 × 3⌋ / 3 = 1/3 at scale 3; without snapping it is 0.5.
  private static func crossCenterFlooredToPixelGrid() {
    func row() -> StackLayoutSpec { StackLayoutSpec(alignItems: .center, children: [IntrinsicNode("child", 10, 10)]) }
    #expect(layout(row(), exactly(100, 11), scale: 3).childFrames.map(\.minY) == [CGFloat(1) / 3])
    #expect(layout(row(), exactly(100, 11), scale: 0).childFrames.map(\.minY) == [0.5])
  }

  /// Three 10.25-wide children: each layout is ceiled on creation, to 11 at scale 1 (x = 0, 11, 22; the
  /// row 33 wide) and 10.5 at scale 2 (the row 31.5 wide). CSS sums 30.75 and rounds only the edges.
  private static func sizesCeiledToPixelGrid() {
    func row() -> StackLayoutSpec {
      StackLayoutSpec(children: (0..<3).map { IntrinsicNode("item\($0)", 10.25, 10) })
    }
    let scale1 = layout(row(), range(0, 0, .infinity, .infinity), scale: 1)
    #expect(scale1.childFrames.map(\.minX) == [0, 11, 22])
    #expect(scale1.size.width == 33)
    #expect(layout(row(), range(0, 0, .infinity, .infinity), scale: 2).size.width == 31.5)
  }

  /// A card whose spec sets its image's height from state (100 collapsed, 200 expanded) above a 20-tall
  /// title, 375 wide with an unbounded height: 100 + 20 = 120. Expanded, with `setNeedsLayout()` on the
  /// card only, the card measures again but the image reuses its cached 100 for the same range, so the
  /// card stays 120 and a diagnostic names the image and `height`; `setNeedsLayout()` on the image gives
  /// 200 + 20 = 220 (CSS: 220 at once). With the Yoga build's invalidation the style change alone gives
  /// 220, with no diagnostic.
  private static func styleChangeKeepsCachedLayout() {
    final class Card {
      let node = DisplayNode(name: "card")
      let image = IntrinsicNode("image", 10, 10)
      var expanded = false
      init() {
        let title = IntrinsicNode("title", 10, 20)
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
          image.style.height = .points(expanded ? 200 : 100)
          return StackLayoutSpec(direction: .vertical, children: [image, title])
        }
      }
    }
    let sizeRange = range(375, 0, 375, .infinity)
    for context in [LayoutContext(scale: 0), LayoutContext(scale: 0, styleChangesInvalidateLayout: true)] {
      let card = Card()
      #expect(card.node.layoutAsRoot(sizeRange: sizeRange, context: context).size.height == 120)
      card.expanded = true
      card.node.setNeedsLayout()
      let (layout, diagnostics) = LayoutDiagnostics.collect {
        card.node.layoutAsRoot(sizeRange: sizeRange, context: context)
      }
      if context.styleChangesInvalidateLayout {
        #expect(layout.size.height == 220)
        #expect(diagnostics.isEmpty)
      } else {
        #expect(layout.size.height == 120)
        #expect(diagnostics.map(\.kind) == [.staleStyle(property: "height")])
        #expect(diagnostics.map(\.element) == ["<display image>"])
        card.image.setNeedsLayout()
        #expect(card.node.layoutAsRoot(sizeRange: sizeRange, context: context).size.height == 220)
      }
    }
  }

  /// A node whose spec insets a 20-tall text by (∞, 12, 12, 12), 375 wide with an unbounded height: the
  /// inset spec takes the range's maximum on the infinite axis, 375 × ∞, which is not a valid size, so
  /// its layout — and the node's — is 0 × 0; the text (351 wide, 375 − 12 − 12) sits at x = 12 and at
  /// y = ∞ − (12 + 20) = ∞, which its frame counts as 0. A diagnostic names the spec. (CSS: 375 × 32.)
  private static func invalidSizeBecomesZero() {
    let text = IntrinsicNode("text", 100, 20)
    let node = rootNode { _ in
      InsetLayoutSpec(insets: EdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12), child: text)
    }
    let (layout, diagnostics) = LayoutDiagnostics.collect {
      node.layoutAsRoot(sizeRange: range(375, 0, 375, .infinity), context: LayoutContext(scale: 0))
    }
    #expect(layout.size == .zero)
    #expect(layout.childFrames == [rect(12, 0, 351, 20)])
    #expect(text.frame == rect(12, 0, 351, 20))
    #expect(diagnostics.map(\.kind) == [.invalidSize])
    #expect(diagnostics.map(\.element) == ["<inset spec>"])
  }
}
