import Foundation

extension LayoutElementStyle {
  /// Resolves the six size properties into a size range (Texture's `ASLayoutElementSizeResolveAutoSize`).
  ///
  /// Per axis: `min` overrides `max`, `max` overrides the exact size, and a fraction resolved against an
  /// undefined (NaN) parent length is ignored.
  /// - Parameters:
  ///   - parentSize: the size fractions resolve against; NaN on an axis of unknown length.
  ///   - autoRange: the bounds used for automatic `min…`/`max…` values (normally 0…∞).
  public func sizeRange(parentSize: CGSize, autoRange: SizeRange = .unconstrained) -> SizeRange {
    let width = Self.resolveAxis(
      exact: self.width.resolve(parentSize: parentSize.width, autoSize: .nan),
      min: minWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.min.width),
      max: maxWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.max.width))
    let height = Self.resolveAxis(
      exact: self.height.resolve(parentSize: parentSize.height, autoSize: .nan),
      min: minHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.min.height),
      max: maxHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.max.height))
    return SizeRange(
      unchecked: CGSize(width: width.min, height: height.min), CGSize(width: width.max, height: height.max))
  }

  private static func resolveAxis(exact: CGFloat, min: CGFloat, max: CGFloat) -> (min: CGFloat, max: CGFloat) {
    // A NaN bound (a fraction of an undefined parent) counts as unset.
    let low = min.isNaN ? 0 : min
    let high = max.isNaN ? CGFloat.infinity : max
    if high <= low { return (low, low) }
    if exact.isNaN { return (low, high) }
    if exact > high { return (high, high) }
    if exact < low { return (low, low) }
    return (exact, exact)
  }
}
