import Foundation
import MorphLayout

// Texture's checks of the numbers a layout may hold, and its printed forms of dimensions and ranges.

/// Texture's `ASPointsValidForLayout`: whether `points` is a usable length for a layout — zero or a
/// normal, non-negative number below half of `CGFloat`'s largest value (NaN, infinities and subnormal
/// numbers are not).
public func ASPointsValidForLayout(_ points: CGFloat) -> Bool {
  (points.isNormal || points == 0) && points >= 0 && points < CGFloat.greatestFiniteMagnitude / 2
}

/// Texture's `ASIsCGSizeValidForLayout`: whether both sides pass ``ASPointsValidForLayout(_:)``.
public func ASIsCGSizeValidForLayout(_ size: CGSize) -> Bool {
  ASPointsValidForLayout(size.width) && ASPointsValidForLayout(size.height)
}

/// Texture's `ASPointsValidForSize`: like ``ASPointsValidForLayout(_:)`` but below 10,000,000 points,
/// the bound beyond which Morph, as Texture, makes a layout's size 0×0.
public func ASPointsValidForSize(_ points: CGFloat) -> Bool {
  (points.isNormal || points == 0) && points >= 0 && points < 10_000_000
}

/// Texture's `ASIsCGSizeValidForSize`: whether both sides pass ``ASPointsValidForSize(_:)``.
public func ASIsCGSizeValidForSize(_ size: CGSize) -> Bool {
  ASPointsValidForSize(size.width) && ASPointsValidForSize(size.height)
}

/// Texture's `ASIsCGPositionPointsValidForLayout`: whether a coordinate is zero or a normal number below
/// 10,000,000 (negative coordinates are valid positions).
public func ASIsCGPositionPointsValidForLayout(_ points: CGFloat) -> Bool {
  (points.isNormal || points == 0) && points < 10_000_000
}

/// Texture's `ASIsCGPositionValidForLayout`: whether both coordinates pass
/// ``ASIsCGPositionPointsValidForLayout(_:)``.
public func ASIsCGPositionValidForLayout(_ point: CGPoint) -> Bool {
  ASIsCGPositionPointsValidForLayout(point.x) && ASIsCGPositionPointsValidForLayout(point.y)
}

/// Texture's `ASIsCGRectValidForLayout`: whether the origin is a valid position and the size a valid
/// layout size.
public func ASIsCGRectValidForLayout(_ rect: CGRect) -> Bool {
  ASIsCGPositionValidForLayout(rect.origin) && ASIsCGSizeValidForLayout(rect.size)
}

/// Texture's `ASIsTransformValidForLayout`: whether no component of the transform is NaN.
public func ASIsTransformValidForLayout(_ transform: CATransform3D) -> Bool {
  ![transform.translationX, transform.translationY, transform.scaleX, transform.scaleY, transform.rotation]
    .contains { $0.isNaN }
}

/// Texture's `NSStringFromASDimension`: `100pt`, `50%` or `Auto`.
public func NSStringFromASDimension(_ dimension: ASDimension) -> String {
  dimension.description
}

/// Texture's `NSStringFromASLayoutSize`: the two dimensions' printed forms, as `{100pt, 50%}`.
public func NSStringFromASLayoutSize(_ size: ASLayoutSize) -> String {
  "{\(NSStringFromASDimension(size.width)), \(NSStringFromASDimension(size.height))}"
}

/// Texture's `ASSizeRangeHasSignificantArea`: whether the range's maximum has a non-zero, finite area.
public func ASSizeRangeHasSignificantArea(_ sizeRange: ASSizeRange) -> Bool {
  sizeRange.hasSignificantArea
}

/// Texture's `NSStringFromASSizeRange`: `{{w, h}}` for an exact range, `{{minW, minH}, {maxW, maxH}}`
/// otherwise, each number with 17 significant digits as `NSStringFromCGSize` prints them.
public func NSStringFromASSizeRange(_ sizeRange: ASSizeRange) -> String {
  func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
  func pair(_ size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
  if sizeRange.min == sizeRange.max { return "{\(pair(sizeRange.min))}" }
  return "{\(pair(sizeRange.min)), \(pair(sizeRange.max))}"
}

/// Texture's `ASPointNull`: the position of a layout that has not been placed (NaN, NaN).
public let ASPointNull = Layout.nullPosition

/// Texture's `ASPointIsNull`: whether `point` is ``ASPointNull`` (both coordinates NaN).
public func ASPointIsNull(_ point: CGPoint) -> Bool {
  point.x.isNaN && point.y.isNaN
}
