import Foundation
import MorphTransition

/// A script's `animate` block: UIKit's `animate(withDuration:delay:options:animations:completion:)`.
struct ScriptAnimation: Hashable, Sendable {
  /// How long the animation lasts, in seconds.
  var duration: TimeInterval
  /// How long it waits before starting, in seconds.
  var delay: TimeInterval
  /// How it moves (default: UIKit's ease-in-out).
  var curve: ScriptCurve
  /// The property changes it animates.
  var changes: [ScriptChange]
  /// The steps run when it ends (its completion block).
  var completion: [ScriptStep]

  init(
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
