import Foundation
import MorphTimeline

/// How a value moves from one keyframe to the next.
public enum KeyframeInterpolation: Hashable, Sendable {
  /// At constant speed.
  case linear
  /// Along a timing Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as CSS's
  /// `cubic-bezier()` and SMIL's `keySplines` describe it.
  case spline(x1: Double, y1: Double, x2: Double, y2: Double)
  /// Holds the keyframe's value, and the next keyframe's value applies from its time on.
  case hold

  /// The progress (0 at the keyframe, 1 at the next) at a fraction of the interval.
  /// - Parameter fraction: the elapsed part of the interval, 0…1.
  /// - Returns: the progress; a spline may leave 0…1 when its control points do.
  public func progress(at fraction: Double) -> Double {
    switch self {
    case .linear:
      return fraction
    case .hold:
      return 0
    case .spline(let x1, let y1, let x2, let y2):
      return TimingCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: fraction, duration: 1)
    }
  }
}
