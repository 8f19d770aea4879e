import Foundation
import MorphExport
import MorphTimeline
import MorphXML
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

extension Snapshotting where Value == Timeline, Format == String {
  /// The timeline exported as SVG with SMIL animation, compared byte for byte.
  ///
  /// ```swift
  /// assertSnapshot(of: timeline, as: .svg)
  /// ```
  ///
  /// The snapshot carries the timeline it animates (``MorphExport/ExportOptions/embedsTimeline``), so
  /// that a failure says what changed as `morph diff` does, with the review page beside it, as the
  /// `.timeline` strategy's does; a reference recorded without its timeline fails with the text diff.
  public static var svg: Snapshotting { svg(options: ExportOptions()) }

  /// The timeline exported as SVG with the given options (carrying its timeline whatever they say),
  /// compared byte for byte; a failure is explained as ``svg``'s.
  public static func svg(options: ExportOptions) -> Snapshotting {
    var options = options
    options.embedsTimeline = true
    return exported(pathExtension: "svg", idPrefix: options.idPrefix) { [options] in
      try SVGExporter(options: options).export($0)
    }
  }

  /// The timeline exported as an HTML page with CSS animation, compared byte for byte; the page
  /// carries its timeline, and a failure is explained as ``svg``'s.
  public static var html: Snapshotting { html(options: ExportOptions()) }

  /// The timeline exported as an HTML page with the given options and template (carrying its timeline
  /// whatever they say), compared byte for byte; a failure is explained as ``svg``'s.
  public static func html(options: ExportOptions, template: HTMLTemplate = HTMLExporter.defaultTemplate) -> Snapshotting
  {
    var options = options
    options.embedsTimeline = true
    return exported(pathExtension: "html", idPrefix: options.idPrefix) { [options] in
      try HTMLExporter(options: options, template: template).export($0)
    }
  }

  /// A strategy comparing an export's text; a failed export becomes its error's text, so the
  /// comparison fails and says why. A failed comparison of exports that carry their timelines is
  /// the review of the reference's timeline against the snapshot's.
  private static func exported(
    pathExtension: String, idPrefix: String, _ export: @escaping @Sendable (Timeline) throws -> Data
  )
    -> Snapshotting
  {
    var strategy = SimplySnapshotting.lines.pullback { (timeline: Timeline) in
      do {
        return String(decoding: try export(timeline), as: UTF8.self)
      } catch {
        return "export failed: \(error)"
      }
    }
    strategy.pathExtension = pathExtension
    let lines = strategy.diffing
    strategy.diffing = .diff(toData: lines.toData, fromData: lines.fromData) { reference, snapshot in
      guard reference != snapshot else { return nil }
      let textDiff = lines.diffV2(reference, snapshot)
      guard let new = try? EmbeddedTimeline.timeline(in: Data(snapshot.utf8), idPrefix: idPrefix) else {
        return textDiff
      }
      guard let old = try? EmbeddedTimeline.timeline(in: Data(reference.utf8), idPrefix: idPrefix) else {
        return textDiff.map { message, attachments in
          (
            message + "\nThe reference carries no timeline (it was recorded by an older Morph): record it again "
              + "for failures that say what changed.\n", attachments
          )
        }
      }
      return TimelineSnapshotFailure(old: old, new: new).report ?? textDiff
    }
    return strategy
  }
}
