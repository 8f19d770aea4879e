import Foundation

extension CGFloat {
  /// Texture's largest usable length; anything at or above it counts as unbounded.
  static let maximumValidLength: CGFloat = 10_000_000

  /// Texture's "valid size" test for a length: finite, not negative and below 10,000,000.
  var isValidLength: Bool { isFinite && self >= 0 && self < .maximumValidLength }
}

extension CGSize {
  /// Both components pass Texture's valid-size test.
  var isValidLayoutSize: Bool { width.isValidLength && height.isValidLength }

  /// The component along an axis.
  func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

  /// A size built from lengths along a main and a cross axis.
  init(main: CGFloat, cross: CGFloat, mainAxis: Axis) {
    self = mainAxis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}

extension CGPoint {
  /// A point built from offsets along a main and a cross axis.
  init(main: CGFloat, cross: CGFloat, mainAxis: Axis) {
    self = mainAxis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
}

/// One of the two layout axes.
public enum Axis: Hashable, Sendable {
  case horizontal
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
