import Foundation

/// One movement of a property: from a value to another, starting at a time, over a duration, along a
/// timing curve. A segment with no duration is an immediate change.
public struct TrackSegment: Hashable, Sendable, Codable {
  /// When the movement starts, in seconds from the start of the timeline.
  public var start: Double
  /// How long it lasts, in seconds; 0 for an immediate change.
  public var duration: Double
  public var from: AnimatableValue
  public var to: AnimatableValue
  public var curve: TimingCurve

  public init(start: Double, duration: Double, from: AnimatableValue, to: AnimatableValue, curve: TimingCurve) {
    precondition(duration >= 0, "TrackSegment: the duration must not be negative")
    self.start = start
    self.duration = duration
    self.from = from
    self.to = to
    self.curve = curve
  }

  /// When the movement ends.
  public var end: Double { start + duration }

  /// The value at a time at or after `start`.
  public func value(at time: Double) -> AnimatableValue {
    guard duration > 0, time < end else { return to }
    let progress = curve.progress(at: (time - start) / duration, duration: duration)
    return from.interpolated(to: to, progress: progress)
  }
}
