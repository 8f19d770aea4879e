import Foundation
import MorphTimeline
import MorphTransition

/// A scene's transition, or its storyboard, planned into a `Timeline` (`morph timeline`).
public struct PlannedTimeline: Hashable, Sendable {
  /// The document's `name`.
  public var sceneName: String?
  /// The transition planned; nil for the storyboard.
  public var transition: String?
  /// The timeline.
  public var timeline: Timeline
  /// What the document does that Morph accepts but is probably a mistake, located in the document
  /// (`morph timeline` prints them on standard error).
  public var warnings: [LocatedWarning]

  public init(sceneName: String?, transition: String?, timeline: Timeline, warnings: [LocatedWarning] = []) {
    self.sceneName = sceneName
    self.transition = transition
    self.timeline = timeline
    self.warnings = warnings
  }

  /// The times `morph timeline` samples by default: from 0 in steps of 0.1 s up to the duration, then
  /// the duration itself (each time is k / 10 exactly, so it prints as written).
  public var defaultSampleTimes: [Double] {
    var times: [Double] = []
    var step = 0
    while Double(step) / 10 < timeline.duration - 1e-9 {
      times.append(Double(step) / 10)
      step += 1
    }
    return times + [timeline.duration]
  }

  /// Checks that sampling at `times` prints at most ``PlanningLimits/maximumSampleRows`` rows (a row per
  /// element per time), before any row is computed.
  /// - Throws: a ``LocatedError`` for `file` when it would print more.
  public func checkSampleCount(_ times: [Double], file: String) throws(LocatedError) {
    let elements = max(timeline.elements.count, 1)
    guard times.count <= PlanningLimits.maximumSampleRows / elements else {
      throw LocatedError(
        file: file,
        "sampling \(times.count) times of \(elements) elements prints more than \(PlanningLimits.maximumSampleRows) "
          + "rows; morph timeline prints at most \(PlanningLimits.maximumSampleRows) — give fewer times with --at")
    }
  }

  /// The timeline's frame table at the given times (`Timeline.sampleTable(at:)`).
  public func table(at times: [Double]) -> String {
    timeline.sampleTable(at: times)
  }
}
