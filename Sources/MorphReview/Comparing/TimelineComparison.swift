import Foundation
import MorphLayout
import MorphTimeline

/// Two versions of one timeline, compared element by element: what a change to a document, a Swift
/// preview or a script did to a transition.
///
/// Elements pair by node name (by id where a node has none), and those left over by their kind and
/// the layout specs that placed them, where exactly one old and one new element share both. For each
/// pair and each animatable property, the tracks are sampled over both timelines and compared:
/// - a property that ends at another value is a ``TimelineChange/Kind/layout`` change (the frame) or a
///   ``TimelineChange/Kind/style`` change (the others);
/// - one that ends at the same value is a ``TimelineChange/Kind/timing`` change when the same
///   movements happen at other times, else a ``TimelineChange/Kind/motion`` change (another curve or
///   path), with the largest difference on the way and when it occurs.
///
/// A changed transition duration is one change of the timeline, not one per element: movements that
/// the new duration stretches or squeezes in proportion are not reported again. Differences within
/// the tolerance are not changes.
public struct TimelineComparison: Sendable {
  /// The old version.
  public var old: Timeline
  /// The new version.
  public var new: Timeline
  /// The largest difference that is not a change, in each difference's unit (points, seconds, or a
  /// ratio for alpha and color channels).
  public var tolerance: Double

  /// The difference of times below which two times are the same, in seconds.
  static let timeEpsilon = 1e-6
  /// The longest step between the times the tracks are compared at, in seconds.
  static let sampleStep = 1.0 / 240
  /// The most times the tracks are compared at, besides their movements' starts and ends.
  static let maximumSamples = 4000

  /// A comparison of two timelines.
  /// - Parameters:
  ///   - old: the timeline before the change.
  ///   - new: the timeline after it.
  ///   - tolerance: the largest difference not reported; not negative.
  public init(old: Timeline, new: Timeline, tolerance: Double) {
    precondition(tolerance >= 0, "TimelineComparison: the tolerance \(tolerance) is negative")
    self.old = old
    self.new = new
    self.tolerance = tolerance
  }

  /// Every change, in review order: by kind (removed, added, layout, motion, timing, content, style),
  /// then largest first.
  public var changes: [TimelineChange] {
    let pairing = ElementPairing(old: old, new: new)
    var changes: [TimelineChange] = []
    if abs(old.duration - new.duration) > tolerance {
      changes.append(
        TimelineChange(
          kind: .timing, element: nil, aspect: "duration", largestDifference: abs(old.duration - new.duration),
          unit: "s", old: Self.secondsText(old.duration), new: Self.secondsText(new.duration)))
    }
    for element in pairing.removed {
      changes.append(
        TimelineChange(
          kind: .removed, element: element.reviewName, oldElementID: element.id, aspect: "element",
          old: Self.presenceText(of: element),
          new: "absent"))
    }
    for element in pairing.added {
      changes.append(
        TimelineChange(
          kind: .added, element: element.reviewName, newElementID: element.id, aspect: "element", old: "absent",
          new: Self.presenceText(of: element)))
    }
    let times = sampleTimes()
    for (before, after) in pairing.pairs {
      changes += elementChanges(before, after, pairing: pairing, times: times)
    }
    return changes.sorted(by: TimelineChange.reviewOrder)
  }

  /// The changes of one element present in both versions.
  private func elementChanges(
    _ before: TimelineElement, _ after: TimelineElement, pairing: ElementPairing, times: [Double]
  ) -> [TimelineChange] {
    var changes: [TimelineChange] = []
    let name = after.reviewName
    let oldParent = before.presence.last?.parentID.map { pairing.newID[$0] ?? "\($0) (removed)" }
    let newParent = after.presence.last?.parentID
    if oldParent != newParent {
      changes.append(
        TimelineChange(
          kind: .layout, element: name, aspect: "parent", old: oldParent.map { parentName($0, in: new) } ?? "none",
          new: newParent.map { parentName($0, in: new) } ?? "none"))
    }
    if let presence = presenceChange(before, after) { changes.append(presence) }
    changes += contentChanges(before, after)
    for (oldTrack, newTrack) in zip(before.tracks, after.tracks) where oldTrack != newTrack {
      if let change = trackChange(TrackComparison(old: oldTrack, new: newTrack), element: name, times: times) {
        changes.append(change)
      }
    }
    return changes.map { change in
      var identified = change
      identified.oldElementID = before.id
      identified.newElementID = after.id
      return identified
    }
  }

  /// The change of one property of an element, if its tracks differ beyond the tolerance.
  private func trackChange(_ tracks: TrackComparison, element: String, times: [Double]) -> TimelineChange? {
    let property = tracks.old.property
    let peak = tracks.largestDifference(at: times)
    guard peak.distance > tolerance else { return nil }
    let (oldEnd, newEnd) = (tracks.old.finalValue, tracks.new.finalValue)
    func change(_ kind: TimelineChange.Kind, old: String, new: String) -> TimelineChange {
      TimelineChange(
        kind: kind, element: element, aspect: property.rawValue, largestDifference: peak.distance,
        unit: property.reviewUnit, time: peak.time, old: old, new: new)
    }
    if oldEnd.distance(to: newEnd) > tolerance {
      return change(property == .frame ? .layout : .style, old: oldEnd.reviewText, new: newEnd.reviewText)
    }
    if tracks.differsOnlyInTiming(tolerance: tolerance) {
      guard !tracks.isScaled(by: durationScale, tolerance: tolerance) else { return nil }
      return change(.timing, old: tracks.old.movementsText, new: tracks.new.movementsText)
    }
    if tracks.differsOnlyInCurves(tolerance: tolerance) {
      return change(.motion, old: tracks.old.curvesText, new: tracks.new.curvesText)
    }
    return change(.motion, old: tracks.old.movementsText, new: tracks.new.movementsText)
  }

  /// The change of when an element is in the hierarchy, if it enters or leaves at other times (other
  /// than in proportion to a changed duration).
  private func presenceChange(_ before: TimelineElement, _ after: TimelineElement) -> TimelineChange? {
    let (oldSpans, newSpans) = (before.presence.map(\.span), after.presence.map(\.span))
    func matches(_ scale: Double, within limit: Double) -> Bool {
      oldSpans.count == newSpans.count
        && zip(oldSpans, newSpans).allSatisfy { a, b in
          abs(a.start * scale - b.start) <= limit
            && ((a.end == nil && b.end == nil)
              || (a.end.map { abs($0 * scale - (b.end ?? .infinity)) <= limit } ?? false))
        }
    }
    guard !matches(1, within: tolerance), !matches(durationScale, within: Self.timeEpsilon) else { return nil }
    let largest = zip(oldSpans, newSpans).map { a, b in
      max(abs(a.start - b.start), abs((a.end ?? old.duration) - (b.end ?? new.duration)))
    }.max()
    return TimelineChange(
      kind: .timing, element: after.reviewName, aspect: "presence", largestDifference: largest, unit: "s",
      old: Self.spansText(oldSpans), new: Self.spansText(newSpans))
  }

  /// The changes of what an element draws: other contents at the end, or the same contents drawn at
  /// other times.
  private func contentChanges(_ before: TimelineElement, _ after: TimelineElement) -> [TimelineChange] {
    if before.content != after.content {
      let (oldText, newText) = ContentDifference(old: before.content, new: after.content).descriptions
      return [TimelineChange(kind: .content, element: after.reviewName, aspect: "contents", old: oldText, new: newText)]
    }
    let (oldStarts, newStarts) = (before.contents.map(\.start), after.contents.map(\.start))
    func matches(_ scale: Double, within limit: Double) -> Bool {
      oldStarts.count == newStarts.count && zip(oldStarts, newStarts).allSatisfy { abs($0 * scale - $1) <= limit }
    }
    guard !matches(1, within: tolerance), !matches(durationScale, within: Self.timeEpsilon) else { return [] }
    func text(_ starts: [Double]) -> String { "drawn at " + starts.map(Self.secondsText).joined(separator: ", ") }
    return [
      TimelineChange(
        kind: .timing, element: after.reviewName, aspect: "contents", old: text(oldStarts), new: text(newStarts))
    ]
  }

  /// What a changed duration multiplies every time by: the new duration over the old one, 1 when
  /// either is 0.
  private var durationScale: Double {
    old.duration > 0 && new.duration > 0 ? new.duration / old.duration : 1
  }

  /// The times the tracks are compared at: steps over the longer timeline, and each movement's start
  /// and end in either.
  private func sampleTimes() -> [Double] {
    let end = max(old.duration, new.duration)
    let step = max(Self.sampleStep, end / Double(Self.maximumSamples))
    var times = Set(stride(from: 0, through: end, by: step))
    times.insert(end)
    for timeline in [old, new] {
      for element in timeline.elements {
        for segment in element.tracks.flatMap(\.segments) {
          times.insert(segment.start)
          times.insert(segment.end)
        }
      }
    }
    return times.sorted()
  }

  /// The name of a new element by its id.
  private func parentName(_ id: String, in timeline: Timeline) -> String {
    timeline.element(id: id)?.reviewName ?? id
  }

  /// When an element is present and where it ends, as a review prints an added or removed one.
  private static func presenceText(of element: TimelineElement) -> String {
    let frame = element.track(.frame).finalValue.reviewText
    return "\(element.kind) at \(frame), \(spansText(element.presence.map(\.span)))"
  }

  /// Presence intervals as a review prints them: `0 s–end`, `0.2–0.5 s`.
  private static func spansText(_ spans: [TimeSpan]) -> String {
    spans.map { span in
      span.end.map { "\(number(span.start))–\(secondsText($0))" } ?? "\(secondsText(span.start))–end"
    }.joined(separator: ", ")
  }

  /// A number of seconds as a review prints it: `0.35 s`.
  static func secondsText(_ seconds: Double) -> String { number(seconds) + " s" }

  /// A number as a review prints it: at most 3 decimals.
  static func number(_ value: Double) -> String { NumberFormat.format(value, precision: 3) }
}
