import Foundation
import MorphReview
import MorphTimeline
import SnapshotTesting

extension Snapshotting where Value == Timeline, Format == String {
  /// The whole timeline as its lossless archive (`Timeline.archived()`, a `.timeline.json` file),
  /// compared as timelines: a failure lists what changed as `morph diff` does — each element added,
  /// removed, ending elsewhere or moving otherwise, with its largest difference and when — instead of
  /// a text diff of the archive.
  ///
  /// ```swift
  /// assertSnapshot(of: timeline, as: .timeline)
  /// assertSnapshot(of: document, as: .plan(.transition("expand"), as: .timeline), timeout: 60)
  /// ```
  ///
  /// The failure also writes the review page (`ReviewPage`: the reference and the new timeline playing
  /// side by side and overlaid) into the snapshot artifacts folder (`SNAPSHOT_ARTIFACTS`, else the
  /// temporary folder), under `morph-reviews/`, names it in the message, and attaches it to the test
  /// as `review.html` where the test library records attachments. Recording works as for any other
  /// strategy. Archives that differ only in what a review does not compare (markers, diagnostics, the
  /// layout transitions' lists) fail with the archive's text diff.
  public static var timeline: Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (timeline: Timeline) in
      do {
        return String(decoding: try timeline.archived(), as: UTF8.self)
      } catch {
        return "archive failed: \(error)"
      }
    }
    strategy.pathExtension = "timeline.json"
    let lines = strategy.diffing
    strategy.diffing = .diff(toData: lines.toData, fromData: lines.fromData) { reference, snapshot in
      guard reference != snapshot else { return nil }
      guard let old = try? Timeline(archive: Data(reference.utf8)),
        let new = try? Timeline(archive: Data(snapshot.utf8))
      else { return lines.diffV2(reference, snapshot) }
      return TimelineSnapshotFailure(old: old, new: new).report ?? lines.diffV2(reference, snapshot)
    }
    return strategy
  }
}

/// A failed timeline snapshot, explained: the review of the reference against the new timeline, and
/// its page.
struct TimelineSnapshotFailure {
  let old: Timeline
  let new: Timeline

  /// The failure's message and attachments; nil when the review finds no change.
  var report: (String, [DiffAttachment])? {
    let changes = TimelineComparison(old: old, new: new, tolerance: 0).changes
    guard !changes.isEmpty else { return nil }
    let review = Review(
      old: "the reference", new: "the snapshot", tolerance: 0,
      subjects: [
        ReviewedSubject(name: "timeline", status: .changed, changes: changes, oldTimeline: old, newTimeline: new)
      ])
    var message = review.tableText
    var attachments: [DiffAttachment] = []
    do {
      let page = try ReviewPage(review: review).html()
      attachments.append(.data(page, name: "review.html"))
      let url = try Self.write(page)
      message += "The review page: \(url.path)\n"
    } catch {
      message += "The review page could not be written: \(error)\n"
    }
    return (message, attachments)
  }

  /// Writes a review page into the snapshot artifacts folder, under `morph-reviews/`.
  private static func write(_ page: Data) throws -> URL {
    let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let folder = URL(fileURLWithPath: artifacts).appendingPathComponent("morph-reviews")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("review-\(UUID().uuidString).html")
    try page.write(to: url)
    return url
  }
}
