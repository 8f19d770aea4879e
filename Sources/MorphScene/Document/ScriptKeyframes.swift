import Foundation
import MorphLayout
import MorphTransition

/// A script's `keyframes` block: UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`.
public struct ScriptKeyframes: Hashable, Sendable {
  /// How long the whole animation lasts, in seconds.
  public var duration: TimeInterval
  /// How long it waits before starting, in seconds.
  public var delay: TimeInterval
  /// The calculation mode: linear (default) or discrete.
  public var options: KeyframeAnimationOptions
  /// Changes made outside any keyframe: they move linearly over the whole duration.
  public var changes: [ScriptChange]
  /// The keyframes, in the order written.
  public var keyframes: [ScriptKeyframe]
  /// The steps run when it ends (its completion block).
  public var completion: [ScriptStep]

  public init(
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
