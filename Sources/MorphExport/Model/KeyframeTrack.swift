import Foundation
import MorphTimeline

/// One property of one element as a normalized keyframe list: what exporters turn into `<animate>`
/// elements or CSS keyframes.
///
/// The first keyframe is at time 0. Times never decrease; two keyframes with the same time are a jump
/// (the second value applies from that time on). Between keyframes with different times the value
/// moves along the first one's ``KeyframeInterpolation``; after the last keyframe it stays. Springs
/// and any curve no interpolation can express are sampled into linear pieces (see
/// ``ExportModel/samplingTolerance``). No keyframe is redundant: a keyframe whose neighbours both have
/// its value is removed, so a property that never changes has exactly one keyframe.
public struct KeyframeTrack: Hashable, Sendable {
  /// The property the keyframes animate.
  public var property: AnimatableProperty
  /// The keyframes, in time order; never empty.
  public var keyframes: [Keyframe]

  /// A track from keyframes already normalized as described above.
  /// - Parameters:
  ///   - property: the property animated.
  ///   - keyframes: at least one keyframe, the first at time 0, times never decreasing.
  public init(property: AnimatableProperty, keyframes: [Keyframe]) {
    precondition(!keyframes.isEmpty, "KeyframeTrack: a track needs at least one keyframe")
    self.property = property
    self.keyframes = keyframes
  }

  /// Whether the value ever changes.
  public var isAnimated: Bool { keyframes.count > 1 }

  /// The value at time 0.
  public var initialValue: AnimatableValue { keyframes[0].value }

  /// The value once every keyframe has passed.
  public var finalValue: AnimatableValue { keyframes[keyframes.count - 1].value }

  /// The value at a time (right-continuous: at a jump, the value after it).
  /// - Complexity: O(log n) in the number of keyframes.
  public func value(at time: Double) -> AnimatableValue {
    var low = 0
    var high = keyframes.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyframes[middle].time <= time { low = middle } else { high = middle }
    }
    guard low + 1 < keyframes.count else { return keyframes[low].value }
    let start = keyframes[low]
    let end = keyframes[low + 1]
    if start.interpolation == .hold || time <= start.time { return start.value }
    let fraction = (time - start.time) / (end.time - start.time)
    return start.value.interpolated(to: end.value, progress: start.interpolation.progress(at: fraction))
  }
}
