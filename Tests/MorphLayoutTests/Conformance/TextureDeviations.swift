import MorphLayout

/// The oracle cases where Texture deliberately lays out differently from Chrome, each with the
/// ``TextureRule`` that makes it differ (where several apply, the one that decides most frames). The
/// conformance test still runs every listed case and fails if it now matches Chrome, so a stale
/// entry cannot hide a case that passes.
enum TextureDeviations {
  /// Case id → the Texture rule that makes it differ from Chrome.
  static let rules: [String: TextureRule] = [
    // A single wrapped line takes the stack's definite cross size; align-content does not move it.
    "align_content_center_wrap_singleline": .singleLineTakesDefiniteCrossSize,
    "align_content_flex_end_wrap_singleline": .singleLineTakesDefiniteCrossSize,
    "align_content_space_around_wrap_singleline": .singleLineTakesDefiniteCrossSize,
    "flex_wrap_align_stretch_fits_one_row": .singleLineTakesDefiniteCrossSize,
    "wrap_does_not_impose_min_cross_onto_single_flexline": .singleLineTakesDefiniteCrossSize,

    // space-evenly has no Texture equivalent (mapped to spaceAround).
    "align_content_space_evenly_wrap": .noSpaceEvenly,
    "align_content_space_evenly_wrap_singleline": .noSpaceEvenly,
    "align_content_space_evenly_with_min_cross_axis": .noSpaceEvenly,
    "align_content_space_evenly_with_max_cross_axis_violated": .noSpaceEvenly,
    "column_gap_justify_space_evenly": .noSpaceEvenly,
    "justify_content_column_space_evenly": .noSpaceEvenly,
    "justify_content_row_space_evenly": .noSpaceEvenly,
    "justify_content_overflow_row_space_evenly": .noSpaceEvenly,

    // Stretched items are measured at the stack's cross minimum, so each wrapped line is that tall.
    "align_content_stretch_column": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row_with_children": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row_with_fixed_height": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row_with_max_height": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row_with_min_height": .stretchedItemsTakeStackCrossMinimum,
    "align_content_stretch_row_with_padding": .stretchedItemsTakeStackCrossMinimum,
    "column_gap_wrap_align_stretch": .stretchedItemsTakeStackCrossMinimum,
    "row_gap_align_items_stretch": .stretchedItemsTakeStackCrossMinimum,
    "wrap_nodes_with_content_sizing_overflowing_margin": .stretchedItemsTakeStackCrossMinimum,

    // Empty boxes have ascender 0 (their top), so baseline alignment aligns tops.
    "align_baseline": .baselineFromAscenderStyle,
    "align_baseline_child": .baselineFromAscenderStyle,
    "align_baseline_child_multiline": .baselineFromAscenderStyle,
    "align_baseline_child_multiline_no_override_on_secondline": .baselineFromAscenderStyle,
    "align_baseline_child_multiline_override": .baselineFromAscenderStyle,
    "align_baseline_child_padding": .baselineFromAscenderStyle,
    "align_baseline_double_nested_child": .baselineFromAscenderStyle,
    "align_baseline_multiline": .baselineFromAscenderStyle,
    "align_baseline_multiline_row_and_column": .baselineFromAscenderStyle,

    // align-self: baseline has no Texture equivalent (mapped to auto).
    "align_self_baseline": .noAlignSelfBaseline,

    // A child larger than the stack's cross maximum is capped to it.
    "align_items_center_child_without_margin_bigger_than_parent": .incomingRangeBeatsOwnSize,
    "align_items_flex_end_child_without_margin_bigger_than_parent": .incomingRangeBeatsOwnSize,

    // A percentage cross size does not stop stretching.
    "box_sizing_border_box_border_only_percent": .stretchIgnoresZeroAndPercentCrossSize,
    "percent_of_minmax_cross_stretched": .stretchIgnoresZeroAndPercentCrossSize,
    "percentage_width_height": .stretchIgnoresZeroAndPercentCrossSize,
    "static_position_relative_child_containing_block_content_box": .stretchIgnoresZeroAndPercentCrossSize,

    // A cross max below the stack's cross minimum is not honoured under stretch.
    "flex_grow_within_constrained_max_row": .stretchOverridesCrossMaximum,
    "flex_grow_within_max_width": .stretchOverridesCrossMaximum,
    "max_height": .stretchOverridesCrossMaximum,
    "max_width": .stretchOverridesCrossMaximum,

    // The only child that may grow and shrink is sized by flexing alone.
    "flex_shrink_flex_grow_child_flex_shrink_other_child": .singleFlexibleChildSizedByFlexingAlone,

    // All free space is shared even when the grow factors sum to less than 1.
    "flex_grow_less_than_factor_one": .fractionalGrowSumFillsFreeSpace,

    // The flex basis is an exact first-pass size that beats min-width.
    "flex_wrap_children_with_min_main_overriding_flex_basis": .flexBasisForcesExactHypotheticalSize,

    // A wrapping stack is as wide as its longest line.
    "wrapped_row_within_align_items_center": .wrappedStackShrinksToLongestLine,
    "wrapped_row_within_align_items_flex_end": .wrappedStackShrinksToLongestLine,
    "wrapped_row_within_align_items_flex_start": .wrappedStackShrinksToLongestLine,

    // space-around with negative free space centres.
    "justify_content_overflow_row_space_around": .spaceAroundOverflowFallsBackToCenter,

    // Flexed sizes beat min/max in a single pass.
    "child_min_max_width_flexing": .flexedSizeOverridesMinMax,

    // Grow shares are floored, the leftover goes to the first growing child.
    "rounding_flex_basis_flex_grow_row_prime_number_width": .growSharesFlooredLeftoverToFirst,
    "rounding_flex_basis_flex_grow_row_width_of_100": .growSharesFlooredLeftoverToFirst,
    "rounding_flex_basis_overrides_main_size": .growSharesFlooredLeftoverToFirst,
    "rounding_fractial_input_1": .growSharesFlooredLeftoverToFirst,
    "rounding_fractial_input_2": .growSharesFlooredLeftoverToFirst,
    "rounding_inner_node_controversy_combined": .growSharesFlooredLeftoverToFirst,
    "rounding_inner_node_controversy_horizontal": .growSharesFlooredLeftoverToFirst,
    "rounding_inner_node_controversy_vertical": .growSharesFlooredLeftoverToFirst,
    "rounding_total_fractial": .growSharesFlooredLeftoverToFirst,
  ]
}
