import Foundation
import MorphTimeline

/// How long an animation waits, how long it lasts and along which curve it moves, in the spelling of
/// SwiftUI's `Animation` (`.easeInOut(duration: 0.3)`, `.spring()`, `.delay(0.1)`).
public struct TransitionAnimation: Hashable, Sendable {
  /// How long the animation lasts, in seconds.
  public let duration: TimeInterval
  /// How long it waits before starting, in seconds.
  public private(set) var delay: TimeInterval
  /// How it moves from start to end.
  public let curve: TimingCurve

  /// An animation along any curve.
  public init(duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve = .easeInOut) {
    precondition(duration >= 0 && delay >= 0, "TransitionAnimation: duration and delay must not be negative")
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }

  /// Constant speed.
  public static func linear(duration: TimeInterval = 0.35) -> TransitionAnimation {
    TransitionAnimation(duration: duration, curve: .linear)
  }

  /// Starts slowly (UIKit's ease-in curve).
  public static func easeIn(duration: TimeInterval = 0.35) -> TransitionAnimation {
    TransitionAnimation(duration: duration, curve: .easeIn)
  }

  /// Ends slowly (UIKit's ease-out curve).
  public static func easeOut(duration: TimeInterval = 0.35) -> TransitionAnimation {
    TransitionAnimation(duration: duration, curve: .easeOut)
  }

  /// Starts and ends slowly (UIKit's ease-in-out curve).
  public static func easeInOut(duration: TimeInterval = 0.35) -> TransitionAnimation {
    TransitionAnimation(duration: duration, curve: .easeInOut)
  }

  /// A damped spring that settles within `duration` (UIKit's
  /// `usingSpringWithDamping:initialSpringVelocity:`; a damping ratio below 1 overshoots).
  public static func spring(
    duration: TimeInterval = 0.5, dampingRatio: Double = 0.8, initialVelocity: Double = 0
  ) -> TransitionAnimation {
    TransitionAnimation(
      duration: duration,
      curve: .spring(Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)))
  }

  /// Ease-in-out over 0.35 s.
  public static let `default` = easeInOut()

  /// The same animation, starting after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> TransitionAnimation {
    precondition(delay >= 0, "TransitionAnimation: the delay must not be negative")
    var copy = self
    copy.delay = delay
    return copy
  }
}
