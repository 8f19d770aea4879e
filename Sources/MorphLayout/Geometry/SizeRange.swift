import Foundation

/// An inclusive range of sizes a layout element may take (Texture's `ASSizeRange`).
///
/// `max` may be infinite on either axis. Clamping and intersection follow Texture exactly, including the
/// rule that when two ranges do not overlap on an axis, the first one wins (see ``intersect(_:)``).
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
  public var min: CGSize
  public var max: CGSize

  /// A range from `min` to `max`; both must be non-negative and `max ≥ min` on each axis.
  public init(min: CGSize, max: CGSize) {
    precondition(min.width >= 0 && min.height >= 0, "SizeRange: min must not be negative")
    precondition(max.width >= min.width && max.height >= min.height, "SizeRange: max must not be below min")
    self.min = min
    self.max = max
  }

  /// Makes a range without checking its bounds; used where Texture itself builds inverted ranges.
  init(unchecked min: CGSize, _ max: CGSize) {
    self.min = min
    self.max = max
  }

  /// The range holding exactly one size.
  public init(exactly size: CGSize) { self.init(min: size, max: size) }

  /// The range 0…0 on both axes.
  public static let zero = SizeRange(min: .zero, max: .zero)

  /// The range 0…∞ on both axes.
  public static let unconstrained = SizeRange(
    min: .zero, max: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))

  /// Clamps a size into the range: per axis `max(min, min(max, v))`, so `min` wins if the range is inverted.
  public func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: Swift.max(min.width, Swift.min(max.width, size.width)),
      height: Swift.max(min.height, Swift.min(max.height, size.height)))
  }

  /// Intersects two ranges per axis. Where they do not overlap, `self` wins and collapses to one of its
  /// bounds: its max when `self.min < other.min`, else its min (Texture's `ASSizeRangeIntersect`).
  public func intersect(_ other: SizeRange) -> SizeRange {
    let width = Self.intersectAxis(min.width, max.width, other.min.width, other.max.width)
    let height = Self.intersectAxis(min.height, max.height, other.min.height, other.max.height)
    return SizeRange(unchecked: CGSize(width: width.0, height: height.0), CGSize(width: width.1, height: height.1))
  }

  private static func intersectAxis(
    _ aMin: CGFloat, _ aMax: CGFloat, _ bMin: CGFloat, _ bMax: CGFloat
  ) -> (CGFloat, CGFloat) {
    let low = Swift.max(aMin, bMin)
    let high = Swift.min(aMax, bMax)
    if high < low {
      let point = aMin < bMin ? aMax : aMin
      return (point, point)
    }
    return (low, high)
  }

  /// The size children resolve fractions against in specs that measure against the maximum: the
  /// maximum on axes where it is a valid length, undefined (NaN) elsewhere.
  var referenceSize: CGSize {
    CGSize(
      width: max.width.isValidLength ? max.width : .nan,
      height: max.height.isValidLength ? max.height : .nan)
  }

  /// The range with a NaN or negative minimum taken as 0, a NaN maximum as unbounded and a maximum
  /// below the minimum raised to it, so that a layout receives a well-formed range however careless
  /// the styles and options that produced it (NaN stands for "unset" in styles, as in Texture).
  var sanitized: SizeRange {
    func low(_ value: CGFloat) -> CGFloat { value >= 0 ? value : 0 }
    func high(_ value: CGFloat, above low: CGFloat) -> CGFloat { value.isNaN ? .infinity : Swift.max(value, low) }
    let minimum = CGSize(width: low(min.width), height: low(min.height))
    return SizeRange(
      unchecked: minimum,
      CGSize(width: high(max.width, above: minimum.width), height: high(max.height, above: minimum.height)))
  }

  /// Whether the range's maximum has a non-zero, finite area.
  public var hasSignificantArea: Bool {
    max.width > 0 && max.height > 0 && max.width.isFinite && max.height.isFinite
  }

  public var description: String {
    "<SizeRange: min=\(SizeText.format(min)), max=\(SizeText.format(max))>"
  }
}

enum SizeText {
  static func format(_ size: CGSize) -> String {
    "{\(NumberFormat.text(size.width)), \(NumberFormat.text(size.height))}"
  }
}
