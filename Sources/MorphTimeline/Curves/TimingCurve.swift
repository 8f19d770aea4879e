import Foundation
import MorphLayout

/// How a segment of a property track moves from its start value to its end value over its duration.
public enum TimingCurve: Hashable, Sendable, Codable {
  /// Constant speed.
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as CSS's
  /// `cubic-bezier()` and Core Animation's `CAMediaTimingFunction`.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A damped spring over the segment's duration.
  case spring(Spring)
  /// Holds the start value and jumps to the end value when the segment ends.
  case discrete

  /// UIKit's ease-in (`kCAMediaTimingFunctionEaseIn`).
  public static let easeIn = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// UIKit's ease-out (`kCAMediaTimingFunctionEaseOut`).
  public static let easeOut = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// UIKit's ease-in-out (`kCAMediaTimingFunctionEaseInEaseOut`), the default of UIView animations.
  public static let easeInOut = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The curve of one of UIKit's named curves.
  public init(_ curve: AnimationCurve) {
    switch curve {
    case .easeInOut: self = .easeInOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }

  /// The progress at a fraction of the segment's duration (0…1); springs may overshoot.
  /// - Parameters:
  ///   - fraction: elapsed time divided by the segment's duration, clamped to 0…1.
  ///   - duration: the segment's duration in seconds (springs need it).
  public func progress(at fraction: Double, duration: Double) -> Double {
    let x = min(max(fraction, 0), 1)
    switch self {
    case .linear:
      return x
    case .discrete:
      return x >= 1 ? 1 : 0
    case .spring(let spring):
      return spring.progress(atTime: x * duration)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: x)
    }
  }
}

/// Evaluates a CSS-style timing Bézier: solves x(s) = x for s, then returns y(s).
struct CubicBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  func y(atX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.coordinate(parameter(forX: x), y1, y2)
  }

  /// The Bézier parameter whose x is `x`: Newton's method, then bisection if it does not converge.
  private func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.coordinate(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let slope = Self.derivative(s, x1, x2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.coordinate(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }

  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
