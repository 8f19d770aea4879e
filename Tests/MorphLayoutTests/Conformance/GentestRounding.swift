import Foundation

/// The rounding gentest applies to Chrome's frames, as Yoga reproduces it with point scale factor 1
/// (`roundLayoutResultsToPixelGrid` in `yoga/algorithm/PixelGrid.cpp`): a box's position is its
/// rounded relative position, and its size is the difference of its rounded absolute edges, computed
/// from unrounded absolute positions. Halves round up, and values within 1e-4 of a whole number snap
/// to it.
enum GentestRounding {
  /// Rounds a frame tree whose parent's unrounded absolute origin is (`absoluteLeft`, `absoluteTop`).
  static func round(_ frame: OracleFrame, absoluteLeft: Double = 0, absoluteTop: Double = 0) -> OracleFrame {
    let left = absoluteLeft + frame.left
    let top = absoluteTop + frame.top
    return OracleFrame(
      left: roundToPoint(frame.left), top: roundToPoint(frame.top),
      width: roundToPoint(left + frame.width) - roundToPoint(left),
      height: roundToPoint(top + frame.height) - roundToPoint(top),
      children: frame.children.map { round($0, absoluteLeft: left, absoluteTop: top) })
  }

  /// Yoga's `roundValueToPixelGrid` at scale 1 without forced ceiling or flooring.
  static func roundToPoint(_ value: Double) -> Double {
    var fraction = value.truncatingRemainder(dividingBy: 1)
    if fraction < 0 { fraction += 1 }
    let floor = value - fraction
    if abs(fraction) < tolerance { return floor }
    if abs(fraction - 1) < tolerance || fraction > 0.5 || abs(fraction - 0.5) < tolerance { return floor + 1 }
    return floor
  }

  /// Yoga's `inexactEquals` tolerance for doubles.
  private static let tolerance = 0.0001
}
