import Foundation

/// A damped spring, as UIKit's `usingSpringWithDamping:initialSpringVelocity:` describes it: a damping
/// ratio (1 is critically damped, below 1 oscillates), an initial velocity in units of the whole
/// distance per second, and the duration it must settle within.
///
/// The spring is a unit-mass damped oscillator whose natural frequency is chosen so that its envelope
/// falls below 0.1 % of the distance by the end of the duration; the progress is 1 exactly at the end.
/// Timelines keep springs as springs; exporters sample them.
public struct Spring: Hashable, Sendable, Codable {
  /// The damping ratio, > 0.
  public var dampingRatio: Double
  /// The initial velocity as a fraction of the distance per second.
  public var initialVelocity: Double
  /// The duration in seconds the spring settles within.
  public var duration: Double

  public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
    precondition(dampingRatio > 0, "Spring: the damping ratio must be positive")
    precondition(duration > 0, "Spring: the duration must be positive")
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.duration = duration
  }

  /// The envelope the spring settles to by the end of its duration.
  static let settlingThreshold = 0.001

  /// The natural angular frequency that makes the spring settle within the duration.
  var naturalFrequency: Double {
    -log(Self.settlingThreshold) / (min(dampingRatio, 1) * duration)
  }

  /// The progress (0 at the start, 1 at rest; may overshoot) at a time in seconds from the start.
  public func progress(atTime time: Double) -> Double {
    if time <= 0 { return 0 }
    if time >= duration { return 1 }
    let omega = naturalFrequency
    let zeta = dampingRatio
    // Displacement x(t) from the target, x(0) = -1, x'(0) = initialVelocity.
    let x0 = -1.0
    let v0 = initialVelocity
    let displacement: Double
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * time)
      displacement = envelope * (x0 * cos(damped * time) + (v0 + zeta * omega * x0) / damped * sin(damped * time))
    } else if zeta == 1 {
      displacement = exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      displacement = c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }
    return 1 + displacement
  }
}
