/// The places where Texture's layout, and therefore Morph's, deliberately differs from CSS flexbox as
/// browsers and Yoga implement it.
///
/// Morph copies Texture, so none of these is a bug to fix. Each case names one rule, the code that holds
/// it and, where CSS says otherwise, the section of the
/// [CSS Flexbox specification](https://www.w3.org/TR/css-flexbox-1/) it departs from. "Stack step *n*"
/// is the step of Texture's stack algorithm as `StackUnpositionedLayout` numbers it. The
/// Yoga/Chrome conformance suite names the rule behind every oracle case Texture lays out differently,
/// and every rule has a focused test showing Texture's numbers.
public enum TextureRule: String, Hashable, Sendable, CaseIterable {
  /// A stack child's `flexShrink` defaults to 0 (CSS: 1), so nothing shrinks unless asked and children
  /// overflow instead (``LayoutElementStyle/flexShrink``; CSS:
  /// [`flex-shrink`](https://www.w3.org/TR/css-flexbox-1/#flex-shrink-property)).
  case flexShrinkDefaultsToZero

  /// A display node with no content, no spec and no size fills a finite maximum (and collapses to
  /// its range's minimum when either axis is unbounded), where an empty CSS box is 0×0
  /// (``DisplayNode/calculateSizeThatFits(_:)``).
  case plainNodeFillsFiniteMaximum

  /// A child's size stays inside the range its parent gives it: a stack child's cross size is capped by
  /// the stack's cross maximum, and where the child's own style does not overlap the range the range
  /// wins, so neither content nor an explicit width, height or minimum makes a child overflow it
  /// (``SizeRange/intersect(_:)``, and `StackChildMeasurer` for the stack's cap). CSS lets the item
  /// overflow.
  case incomingRangeBeatsOwnSize

  /// Fractions in a stack child's style resolve only along axes where the stack's range is exact (min ==
  /// max); elsewhere they act as `auto` (the parent size `StackUnpositionedLayout` gives its children). CSS
  /// resolves them against any [definite size](https://www.w3.org/TR/css-flexbox-1/#definite-sizes).
  case percentResolvesOnlyAgainstExactRange

  /// A child with a `flexBasis` is measured with exactly that main size in the first pass, which beats
  /// its own min/max (stack step 2, `layoutItemsAlongUnconstrainedStackDimension`); CSS clamps the
  /// [hypothetical main size](https://www.w3.org/TR/css-flexbox-1/#algo-main-item) by min/max.
  case flexBasisForcesExactHypotheticalSize

  /// When exactly one child may both grow and shrink and the stack's main size is exact, that child
  /// skips the first measurement (it counts as 0) and is sized by flexing alone, so its own size and
  /// basis are ignored (stack step 1, `usesOptimizedFlexing`).
  case singleFlexibleChildSizedByFlexingAlone

  /// Children grow only while the line is below the range's **minimum** and shrink only while it is
  /// above its **maximum**; a stack with range 0…375 never grows its children, where CSS grows them to
  /// any definite container size (`StackUnpositionedLayout.mainViolation`; CSS:
  /// [Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths)).
  case growOnlyBelowRangeMinimum

  /// Grow shares are floored to whole points and the leftover goes to the first growing child; CSS
  /// distributes exactly and rounds edges only at the end (stack step 4, `flexAdjustments`; CSS:
  /// [Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths)).
  case growSharesFlooredLeftoverToFirst

  /// The whole free space is shared out by `grow / Σgrow` even when Σgrow < 1; CSS then distributes
  /// only Σgrow × the free space (stack step 4, `flexAdjustments`; CSS:
  /// [Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths)).
  case fractionalGrowSumFillsFreeSpace

  /// Flexing is a single pass that gives each flexible child an exact main size, and that size beats
  /// the child's own min/max. CSS clamps by min/max, freezes the clamped items and distributes again
  /// (stack step 4, `flexLinesAlongStackDimension`; CSS:
  /// [Resolving Flexible Lengths](https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths)).
  case flexedSizeOverridesMinMax

  /// `spaceAround` falls back to `center` when the free space is negative or there is one item or
  /// line; browsers and Yoga fall back to start on overflow (stack step 9,
  /// `stackOffsetAndSpacingForEachItem` and `crossOffsetAndSpacingForEachLine`; CSS:
  /// [`justify-content`](https://www.w3.org/TR/css-flexbox-1/#justify-content-property)).
  case spaceAroundOverflowFallsBackToCenter

  /// There is no `space-evenly`, for `justifyContent` or `alignContent` (``StackLayoutJustifyContent``,
  /// ``StackLayoutAlignContent``).
  case noSpaceEvenly

  /// In the first pass every stretched child is measured with the stack's cross **minimum** as its cross
  /// minimum, so in a wrapping stack with a definite cross size every line is that tall. CSS sizes [each line
  /// by its content](https://www.w3.org/TR/css-flexbox-1/#algo-cross-line) and stretches items per line
  /// (stack step 2, measured by `StackChildMeasurer`).
  case stretchedItemsTakeStackCrossMinimum

  /// Only a non-zero cross size in **points** stops a child from stretching: an explicit 0 or a percentage is
  /// resolved without a parent size and counts as unset, so the child is stretched over it
  /// (`StackChildMeasurer`). CSS never [stretches](https://www.w3.org/TR/css-flexbox-1/#algo-stretch) an item
  /// with a non-auto cross size.
  case stretchIgnoresZeroAndPercentCrossSize

  /// A stretched child's cross maximum below the stack's cross minimum gives an inverted range whose
  /// minimum wins, so the maximum is not honoured (`StackChildMeasurer`); CSS clamps the
  /// [stretched size](https://www.w3.org/TR/css-flexbox-1/#algo-stretch) by it.
  case stretchOverridesCrossMaximum

  /// Stretching only ever enlarges: a child already larger than its line keeps its size, where CSS sets an
  /// auto-sized stretched item to [exactly the line's cross
  /// size](https://www.w3.org/TR/css-flexbox-1/#algo-stretch) (stack step 7,
  /// `stretchLinesAlongCrossDimension`).
  case stretchOnlyEnlarges

  /// A single line, even with `flexWrap: .wrap`, takes the stack's definite cross size (or is clamped into
  /// its cross range), and `alignContent` moves or stretches lines only when there are two or more. CSS
  /// treats a wrapping container as [multi-line](https://www.w3.org/TR/css-flexbox-1/#algo-cross-line) even
  /// with one line (stack steps 5–6, `computeLinesCrossSizeAndBaseline` and
  /// `stretchLinesAlongCrossDimension`).
  case singleLineTakesDefiniteCrossSize

  /// A wrapping stack is as wide (along its main axis) as its longest line, where a CSS fit-content
  /// container is as wide as its unwrapped content allows within the available space (stack step 8;
  /// CSS: [Intrinsic Sizes](https://www.w3.org/TR/css-flexbox-1/#intrinsic-sizes)).
  case wrappedStackShrinksToLongestLine

  /// Baselines come from `style.ascender`/`descender` (0 by default, the top edge), not from content;
  /// only a vertical stack publishes baselines of its own, its first child's ascender and its last
  /// child's descender, set while it is measured, so a stack aligning it reads them after measuring
  /// it. A CSS box without text has its bottom edge as its baseline (``LayoutElementStyle/ascender``,
  /// stack steps 5, 9 and 10; CSS: [flex container baselines](https://www.w3.org/TR/css-flexbox-1/#flex-baselines)).
  case baselineFromAscenderStyle

  /// A child cannot ask for baseline alignment on its own: `StackLayoutAlignSelf` has no baseline value,
  /// only the stack's `alignItems` does (``StackLayoutAlignSelf``).
  case noAlignSelfBaseline

  /// Cross-axis `center` offsets are floored to the device pixel grid; CSS centres exactly and rounds
  /// edges at the end (``PixelGrid/floor(_:)`` in stack step 9, `StackPositionedLayout.crossOffset`).
  case crossCenterFlooredToPixelGrid

  /// Every layout's size is ceiled to the device pixel grid when it is made, at every level, so a
  /// parent sums already ceiled children; CSS rounds only the final edges (``Layout``, with the
  /// context's ``PixelGrid``).
  case sizesCeiledToPixelGrid

  /// Changing a node's style does not invalidate the node: its cached layout is keyed by range, parent
  /// size and layout version only, so a measurement for the same range and parent size reuses the
  /// layout measured with the old style until `setNeedsLayout()` is called on the node. A
  /// `layoutSpecThatFits` that sets a subnode's `style.height` from state therefore leaves the subnode
  /// at its old height after a transition of the supernode. (Texture's layout-spec build; its Yoga build
  /// invalidates, which ``LayoutContext/styleChangesInvalidateLayout`` gives. A CSS engine always lays
  /// out with the current style.) Morph reports each such reuse as a ``LayoutDiagnostic``.
  case styleChangeKeepsCachedLayout

  /// A layout whose size is not valid — not finite, negative, or 10,000,000 or more — is made 0 × 0
  /// (Texture's release builds; its debug builds assert), and a non-finite child position counts as 0 in
  /// its frame. So a node whose spec has an infinite inset along an axis with an unbounded maximum is
  /// 0 × 0, below its range, with its subnodes outside it, where CSS would size it by its content. Morph
  /// reports it as a ``LayoutDiagnostic`` (see ``Layout`` for the size check).
  case invalidSizeBecomesZero
}
