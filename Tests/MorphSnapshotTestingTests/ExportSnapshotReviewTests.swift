import Foundation
import MorphExport
import MorphSnapshotTesting
import MorphTimeline
import SnapshotTesting
import Testing

/// The `.svg` and `.html` strategies keep the exported file, which carries its timeline, and a failure
/// says what changed as a review does, with the review page beside it, instead of a diff of markup.
@Suite struct ExportSnapshotReviewTests {
  @Test(arguments: ["svg", "html"])
  func aChangedExportFailsWithItsReviewAndThePage(format: String) async throws {
    let strategy: Snapshotting<Timeline, String> = format == "svg" ? .svg : .html
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (before, after) = (try await swapTimeline(duration: 0.3), try await swapTimeline(duration: 0.5))
    _ = verifySnapshot(of: before, as: strategy, named: "swap", record: .all, snapshotDirectory: folder.path)
    #expect(
      verifySnapshot(of: before, as: strategy, named: "swap", record: .never, snapshotDirectory: folder.path) == nil)
    let failure = try #require(
      verifySnapshot(of: after, as: strategy, named: "swap", record: .never, snapshotDirectory: folder.path))
    #expect(failure.contains("Comparing the reference with the snapshot (tolerance 0)"), "\(failure)")
    #expect(failure.contains("timing  (transition)  duration  0.2 s  0.3 s → 0.5 s"), "\(failure)")
    #expect(!failure.contains("<animate"), "the failure is not a diff of markup")
    let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("The review page: ") })
    let path = String(line.dropFirst("The review page: ".count))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<iframe "))
  }

  @Test func aReferenceRecordedWithoutItsTimelineFailsWithTheTextDiffAndSaysWhy() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-snapshot-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (before, after) = (try await swapTimeline(duration: 0.3), try await swapTimeline(duration: 0.5))
    _ = verifySnapshot(of: before, as: .svg, named: "swap", record: .all, snapshotDirectory: folder.path)
    let recorded = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
    try SVGExporter().export(before).write(to: folder.appendingPathComponent(recorded))
    let failure = try #require(
      verifySnapshot(of: after, as: .svg, named: "swap", record: .never, snapshotDirectory: folder.path))
    #expect(failure.contains("The reference carries no timeline"), "\(failure)")
    #expect(!failure.contains("Comparing the reference with the snapshot"))
  }
}
