import Foundation

/// One keyframe of an ``HTMLMotion``: the CSS value of each of the motion's properties at a time, and
/// how they move on to the next keyframe.
struct HTMLKeyframe {
  /// Seconds from the start of the timeline.
  var time: Double
  /// One CSS value per property of the motion, in its order.
  var values: [String]
  /// How the values move to the next keyframe; meaningless on the last one.
  var easing: HTMLEasing
}
