import MorphLayout

// Texture's older spellings of the stack alignment shorthands. Swift keeps an old enumerator's full
// name when it does not share the prefix of the current ones, so Texture's Swift users write them so.

extension HorizontalAlignment {
  /// Texture's `ASAlignmentLeft`, the older spelling of `left`.
  public static var ASAlignmentLeft: HorizontalAlignment { .left }
  /// Texture's `ASAlignmentMiddle`, the older spelling of `middle`.
  public static var ASAlignmentMiddle: HorizontalAlignment { .middle }
  /// Texture's `ASAlignmentRight`, the older spelling of `right`.
  public static var ASAlignmentRight: HorizontalAlignment { .right }
}

extension VerticalAlignment {
  /// Texture's `ASAlignmentTop`, the older spelling of `top`.
  public static var ASAlignmentTop: VerticalAlignment { .top }
  /// Texture's `ASAlignmentCenter`, the older spelling of `center`.
  public static var ASAlignmentCenter: VerticalAlignment { .center }
  /// Texture's `ASAlignmentBottom`, the older spelling of `bottom`.
  public static var ASAlignmentBottom: VerticalAlignment { .bottom }
}
