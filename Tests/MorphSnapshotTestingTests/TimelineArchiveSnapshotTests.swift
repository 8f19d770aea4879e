import Foundation
import MorphSnapshotTesting
import MorphTimeline
import SnapshotTesting
import Testing

/// The `.timeline` strategy keeps the whole timeline, and a failure says what changed as a review does,
/// with the review page beside it.
@Suite struct TimelineArchiveSnapshotTests {
  @Test func aTimelineMatchesItsRecordedArchive() async throws {
    let timeline = try await swapTimeline(duration: 0.3)
    withSnapshotTesting(record: .never) {
      assertSnapshot(of: timeline, as: .timeline, named: "swap")
    }
  }

  @Test func aChangedTimelineFailsWithItsReviewAndThePage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (before, after) = (try await swapTimeline(duration: 0.3), try await swapTimeline(duration: 0.5))
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
