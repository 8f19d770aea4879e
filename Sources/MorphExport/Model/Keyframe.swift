import Foundation
import MorphTimeline

/// A property's value at one moment of an export, and how it moves on to the next keyframe.
public struct Keyframe: Hashable, Sendable {
  /// The time in seconds from the start of the timeline.
  public var time: Double
  /// The value from this time on (the value the interval into this keyframe reaches, unless the
  /// keyframe before it has the same time, which makes this keyframe a jump).
  public var value: AnimatableValue
  /// How the value moves to the next keyframe; meaningless on the last keyframe.
  public var interpolation: KeyframeInterpolation

  /// A keyframe at a time.
  /// - Parameters:
  ///   - time: seconds from the start of the timeline.
  ///   - value: the value at `time`.
  ///   - interpolation: how the value moves to the next keyframe.
  public init(time: Double, value: AnimatableValue, interpolation: KeyframeInterpolation) {
    self.time = time
    self.value = value
    self.interpolation = interpolation
  }
}
