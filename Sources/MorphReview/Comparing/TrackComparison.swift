import Foundation
import MorphTimeline

/// Two versions of one property's track, compared: how far apart they are at their farthest and when,
/// and whether they differ only in when their movements happen.
struct TrackComparison {
  let old: PropertyTrack
  let new: PropertyTrack

  /// The largest distance between the two tracks' values over `times`, and the first time it is
  /// reached.
  func largestDifference(at times: [Double]) -> (distance: Double, time: Double) {
    var largest = (distance: 0.0, time: 0.0)
    for time in times {
      let distance = old.value(at: time).distance(to: new.value(at: time))
      if distance > largest.distance { largest = (distance, time) }
    }
    return largest
  }

  /// Whether both tracks make the same movements — the same values along the same curves — only at
  /// other times or over other durations.
  func differsOnlyInTiming(tolerance: Double) -> Bool {
    let (before, after) = (old.movements, new.movements)
    return before.count == after.count
      && zip(before, after).allSatisfy { a, b in
        a.from.distance(to: b.from) <= tolerance && a.to.distance(to: b.to) <= tolerance && a.curve == b.curve
      }
  }

  /// Whether the new track is the old one with every start and duration multiplied by `scale`: what
  /// a changed transition duration does to every movement in it.
  func isScaled(by scale: Double, tolerance: Double) -> Bool {
    differsOnlyInTiming(tolerance: tolerance)
      && zip(old.movements, new.movements).allSatisfy { a, b in
        abs(a.start * scale - b.start) <= TimelineComparison.timeEpsilon
          && abs(a.duration * scale - b.duration) <= TimelineComparison.timeEpsilon
      }
  }

  /// Whether both tracks move at the same times along other curves.
  func differsOnlyInCurves(tolerance: Double) -> Bool {
    let (before, after) = (old.movements, new.movements)
    return before.count == after.count
      && zip(before, after).allSatisfy { a, b in
        a.from.distance(to: b.from) <= tolerance && a.to.distance(to: b.to) <= tolerance
          && abs(a.start - b.start) <= TimelineComparison.timeEpsilon
          && abs(a.duration - b.duration) <= TimelineComparison.timeEpsilon
      }
  }
}

extension PropertyTrack {
  /// The segments that change the value or take time: a segment setting the value it already has at
  /// once is no movement.
  var movements: [TrackSegment] {
    segments.filter { $0.duration > 0 || $0.from != $0.to }
  }

  /// The track's movements as a review prints them: `0.1–0.6 s easeOut`, or `at 0.2 s` for an
  /// immediate change; `none` for a track that never changes.
  var movementsText: String {
    let parts = movements.map { segment in
      segment.duration == 0
        ? "at \(TimelineComparison.secondsText(segment.start))"
        : "\(TimelineComparison.number(segment.start))–\(TimelineComparison.secondsText(segment.end)) "
          + segment.curve.reviewText
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// The curves of the track's movements, as a review prints them.
  var curvesText: String {
    movements.filter { $0.duration > 0 }.map(\.curve.reviewText).joined(separator: ", ")
  }
}
