import Foundation
import MorphTimeline

/// Appends keyframes in time order and removes the redundant ones: the working list behind
/// ``KeyframeTrack/init(normalizing:duration:samplingTolerance:)``.
struct KeyframeListBuilder {
  private var keyframes: [Keyframe]

  /// A list holding `value` from time 0.
  init(initialValue: AnimatableValue) {
    keyframes = [Keyframe(time: 0, value: initialValue, interpolation: .hold)]
  }

  private var last: Keyframe { keyframes[keyframes.count - 1] }

  /// Makes `value` the value from `time` on: the value so far holds until then, and changes at once
  /// (a jump) if it differs.
  /// - Parameter time: not before the last keyframe.
  mutating func set(_ value: AnimatableValue, at time: Double) {
    precondition(time >= last.time, "KeyframeListBuilder: keyframes must come in time order")
    if time > last.time {
      keyframes[keyframes.count - 1].interpolation = .hold
      keyframes.append(Keyframe(time: time, value: value, interpolation: .hold))
    } else if !value.isClose(to: last.value) {
      let isReachedFromTheLeft = keyframes.count > 1 && keyframes[keyframes.count - 2].interpolation != .hold
      if isReachedFromTheLeft {
        keyframes[keyframes.count - 1].interpolation = .hold
        keyframes.append(Keyframe(time: time, value: value, interpolation: .hold))
      } else {
        keyframes[keyframes.count - 1].value = value
      }
    }
  }

  /// Moves from the last keyframe's value to `value`, reached at `time`, along `interpolation`.
  /// - Parameter time: after the last keyframe.
  mutating func move(to value: AnimatableValue, at time: Double, along interpolation: KeyframeInterpolation) {
    precondition(time > last.time, "KeyframeListBuilder: a movement must take time")
    keyframes[keyframes.count - 1].interpolation = interpolation
    keyframes.append(Keyframe(time: time, value: value, interpolation: .hold))
  }

  /// The keyframes without redundant ones: a jump to the value already held is dropped, and so is a
  /// keyframe that only repeats the value before it while the value then holds (it is the last, it
  /// holds, or it moves to the same value).
  var normalizedKeyframes: [Keyframe] {
    var result = [keyframes[0]]
    result.reserveCapacity(keyframes.count)
    for keyframe in keyframes.dropFirst() {
      let previous = result[result.count - 1]
      if keyframe.time == previous.time && keyframe.value.isClose(to: previous.value) {
        result[result.count - 1].interpolation = keyframe.interpolation
        continue
      }
      if result.count >= 2 && result[result.count - 2].value.isClose(to: previous.value)
        && (previous.interpolation == .hold || previous.value.isClose(to: keyframe.value))
      {
        result.removeLast()
        result[result.count - 1].interpolation = .hold
      }
      result.append(keyframe)
    }
    while result.count >= 2 && result[result.count - 2].value.isClose(to: result[result.count - 1].value) {
      result.removeLast()
    }
    result[result.count - 1].interpolation = .hold
    return result
  }
}
