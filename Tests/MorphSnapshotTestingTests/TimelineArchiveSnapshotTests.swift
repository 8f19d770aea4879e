import Foundation
import MorphPlanning
import MorphScene
import MorphSnapshotTesting
import MorphTimeline
import SnapshotTesting
import Testing
import _MorphTestSupport

/// The `.timeline` strategy keeps the whole timeline, and a failure says what changed as a review does,
/// with the review page beside it.
@Suite struct TimelineArchiveSnapshotTests {
  let options = PlanningOptions(textMeasurer: AhemTextMeasurer())

  /// The swap's timeline, fading `b` in over `duration` seconds.
  func swap(duration: Double) async throws -> Timeline {
    let document = try SceneDecoder.decode(
      swapDocument(
        animation: """
          - set: { b: { alpha: 0 } }
          - animate: { duration: \(duration), changes: { b: { alpha: 1 } } }
          - complete: true
          """), file: "swap.yaml")
    return try await document.plan(.transition("swap"), options: options).timeline.timeline
  }

  @Test func aTimelineMatchesItsRecordedArchive() async throws {
    let timeline = try await swap(duration: 0.3)
    withSnapshotTesting(record: .never) {
      assertSnapshot(of: timeline, as: .timeline, named: "swap")
    }
  }

  @Test func aChangedTimelineFailsWithItsReviewAndThePage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (before, after) = (try await swap(duration: 0.3), try await swap(duration: 0.5))
    let recorded = verifySnapshot(
      of: before, as: .timeline, named: "swap", record: .all, snapshotDirectory: folder.path)
    #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
    let failure = try #require(
      verifySnapshot(
        of: after, as: .timeline, named: "swap", record: .never,
        snapshotDirectory: folder.path))
    #expect(failure.contains("Comparing the reference with the snapshot (tolerance 0)"), "\(failure)")
    #expect(failure.contains("timing  (transition)  duration  0.2 s  0.3 s → 0.5 s"), "\(failure)")
    let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("The review page: ") })
    let page = try String(contentsOfFile: String(line.dropFirst("The review page: ".count)), encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: String(line.dropFirst("The review page: ".count))) }
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<iframe "))
  }
}
