import Foundation
import MorphTransition
import SnapshotTesting

extension Snapshotting where Value == Timeline, Format == String {
  /// Every element's frame and opacity at the given times, as the aligned text table of
  /// `Timeline.sampleTable(at:)` — the truth every export reproduces, compared line by line.
  ///
  /// ```swift
  /// assertSnapshot(of: timeline, as: .frames(at: [0, 0.2, 0.4]))
  /// ```
  public static func frames(at times: [Double]) -> Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (timeline: Timeline) in timeline.sampleTable(at: times) }
    strategy.pathExtension = "txt"
    return strategy
  }
}
