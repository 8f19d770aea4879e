import Foundation
import MorphLayout

/// Texture's `ASDimension`.
public typealias ASDimension = LayoutDimension
/// Texture's `ASDimensionUnit` (`.auto`, `.points`, `.fraction`).
public typealias ASDimensionUnit = LayoutDimension.Unit
/// Texture's `ASLayoutSize`.
public typealias ASLayoutSize = LayoutSize
/// Texture's `ASSizeRange`.
public typealias ASSizeRange = SizeRange

/// Texture's `ASDimensionAuto`.
public let ASDimensionAuto = LayoutDimension.auto

/// Texture's `ASDimensionMake(unit, value)`.
public func ASDimensionMake(_ unit: LayoutDimension.Unit, _ value: CGFloat) -> LayoutDimension {
  LayoutDimension(unit: unit, value: value)
}

/// Texture's `ASDimensionMake(points)`.
public func ASDimensionMake(_ points: CGFloat) -> LayoutDimension {
  .points(points)
}

/// Texture's `ASDimensionMake(string)`: `"12pt"` is points, `"50%"` the fraction 0.5, anything else
/// auto.
public func ASDimensionMake(_ string: String) -> LayoutDimension {
  LayoutDimension(string)
}

/// Texture's `ASDimensionMakeWithPoints`.
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> LayoutDimension {
  .points(points)
}

/// Texture's `ASDimensionMakeWithFraction`.
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> LayoutDimension {
  .fraction(fraction)
}

/// Texture's `ASDimensionEqualToDimension`.
public func ASDimensionEqualToDimension(_ lhs: LayoutDimension, _ rhs: LayoutDimension) -> Bool {
  lhs == rhs
}

/// Texture's `ASDimensionResolve`: auto gives `autoSize`, points their value, a fraction its share of
/// `parentSize`.
public func ASDimensionResolve(_ dimension: LayoutDimension, _ parentSize: CGFloat, _ autoSize: CGFloat) -> CGFloat {
  dimension.resolve(parentSize: parentSize, autoSize: autoSize)
}

/// Texture's `ASLayoutSizeAuto`.
public let ASLayoutSizeAuto = LayoutSize.auto

/// Texture's `ASLayoutSizeMake`.
public func ASLayoutSizeMake(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(width: width, height: height)
}

/// Texture's `ASLayoutSizeResolveSize`: resolves each axis against `parentSize`, auto axes to
/// `autoSize`.
public func ASLayoutSizeResolveSize(_ layoutSize: LayoutSize, _ parentSize: CGSize, _ autoSize: CGSize) -> CGSize {
  layoutSize.resolve(parentSize: parentSize, autoSize: autoSize)
}

/// Texture's `ASSizeRangeZero`.
public let ASSizeRangeZero = SizeRange.zero

/// Texture's `ASSizeRangeUnconstrained`.
public let ASSizeRangeUnconstrained = SizeRange.unconstrained

/// Texture's `ASSizeRangeMake(min, max)`.
public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> SizeRange {
  SizeRange(min: min, max: max)
}

/// Texture's `ASSizeRangeMake(exactSize)`.
public func ASSizeRangeMake(_ exactSize: CGSize) -> SizeRange {
  SizeRange(exactly: exactSize)
}

/// Texture's `ASSizeRangeClamp`.
public func ASSizeRangeClamp(_ sizeRange: SizeRange, _ size: CGSize) -> CGSize {
  sizeRange.clamp(size)
}

/// Texture's `ASSizeRangeIntersect`.
public func ASSizeRangeIntersect(_ sizeRange: SizeRange, _ otherSizeRange: SizeRange) -> SizeRange {
  sizeRange.intersect(otherSizeRange)
}

/// Texture's `ASSizeRangeEqualToSizeRange`.
public func ASSizeRangeEqualToSizeRange(_ lhs: SizeRange, _ rhs: SizeRange) -> Bool {
  lhs == rhs
}
