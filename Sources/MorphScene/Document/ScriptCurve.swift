import Foundation
import MorphTimeline
import MorphTransition

/// The timing curve of a script's `animate` block: a fixed curve, or a spring, whose shape depends on
/// the block's duration.
enum ScriptCurve: Hashable, Sendable {
  /// A named curve or a cubic Bézier.
  case curve(TimingCurve)
  /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`.
  case spring(damping: Double, velocity: Double)

  /// The curve for an animation of a duration (a spring over no time — or less than a microsecond,
  /// too short for its arithmetic to stay finite — is linear, as in UIKit).
  func timingCurve(duration: TimeInterval) -> TimingCurve {
    switch self {
    case .curve(let curve):
      return curve
    case .spring(let damping, let velocity):
      guard duration >= 1e-6 else { return .linear }
      return .spring(Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration))
    }
  }
}
