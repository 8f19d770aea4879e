import Foundation
import MorphTransition

/// A script's `animate` block: UIKit's `animate(withDuration:delay:options:animations:completion:)`.
public struct ScriptAnimation: Hashable, Sendable {
  /// How long the animation lasts, in seconds.
  public var duration: TimeInterval
  /// How long it waits before starting, in seconds.
  public var delay: TimeInterval
  /// How it moves (default: UIKit's ease-in-out).
  public var curve: ScriptCurve
  /// The property changes it animates.
  public var changes: [ScriptChange]
  /// The steps run when it ends (its completion block).
  public var completion: [ScriptStep]

  public init(
    duration: TimeInterval, delay: TimeInterval = 0, curve: ScriptCurve = .curve(.easeInOut),
    changes: [ScriptChange], completion: [ScriptStep] = []
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.changes = changes
    self.completion = completion
  }
}
