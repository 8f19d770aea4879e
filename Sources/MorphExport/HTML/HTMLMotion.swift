import Foundation

/// CSS properties of one element that change together, because they come from one keyframe track (or
/// from its presence): their keyframes over the timeline, ready to be written as transitions or as
/// `@keyframes`.
///
/// The first keyframe is at time 0. Times never decrease; two keyframes with the same time are a jump
/// (the later values apply from that time on), as in ``KeyframeTrack``.
struct HTMLMotion {
  /// What the motion animates, which names its `@keyframes`: `frame`, `opacity`, `presence`…
  let name: String
  /// The CSS properties, in the order of each keyframe's values.
  let properties: [String]
  /// The keyframes; never empty.
  let keyframes: [HTMLKeyframe]

  /// The values at time 0.
  var initialValues: [String] { keyframes[0].values }

  /// The values once every keyframe has passed.
  var finalValues: [String] { keyframes[keyframes.count - 1].values }

  /// The indices of the properties whose value ever changes.
  var animatedIndices: [Int] {
    properties.indices.filter { index in keyframes.contains { $0.values[index] != keyframes[0].values[index] } }
  }

  /// Whether any property changes.
  var isAnimated: Bool { !animatedIndices.isEmpty }

  /// The single movement the motion is, if it is one: the initial values hold until `delay`, then move
  /// to the final values over `duration` along `easing`, and stay. This is what a CSS transition
  /// expresses.
  var singleMovement: (delay: Double, duration: Double, easing: HTMLEasing)? {
    guard isAnimated else { return nil }
    let times = keyframes.map(\.time)
    if keyframes.count == 2 && times[1] > times[0] {
      return (0, times[1], keyframes[0].easing)
    }
    if keyframes.count == 3 && keyframes[1].values == keyframes[0].values && times[0] < times[1]
      && times[1] < times[2]
    {
      return (times[1], times[2] - times[1], keyframes[1].easing)
    }
    return nil
  }
}
