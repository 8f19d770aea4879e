import Foundation
import MorphLayout
import MorphTransition

/// A script's `keyframes` block: UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`.
struct ScriptKeyframes: Hashable, Sendable {
  /// How long the whole animation lasts, in seconds.
  var duration: TimeInterval
  /// How long it waits before starting, in seconds.
  var delay: TimeInterval
  /// The calculation mode: linear (default) or discrete.
  var options: KeyframeAnimationOptions
  /// Changes made outside any keyframe: they move linearly over the whole duration.
  var changes: [ScriptChange]
  /// The keyframes, in the order written.
  var keyframes: [ScriptKeyframe]
  /// The steps run when it ends (its completion block).
  var completion: [ScriptStep]

  init(
    duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
    changes: [ScriptChange] = [], keyframes: [ScriptKeyframe], completion: [ScriptStep] = []
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.changes = changes
    self.keyframes = keyframes
    self.completion = completion
  }
}
