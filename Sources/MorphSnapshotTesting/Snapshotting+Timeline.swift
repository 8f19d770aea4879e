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
  public static var svg: Snapshotting { svg(options: ExportOptions()) }

  /// The timeline exported as SVG with the given options, compared byte for byte.
  public static func svg(options: ExportOptions) -> Snapshotting {
    exported(pathExtension: "svg") { try SVGExporter(options: options).export($0) }
  }

  /// The timeline exported as an HTML page with CSS animation, compared byte for byte.
  public static var html: Snapshotting { html(options: ExportOptions()) }

  /// The timeline exported as an HTML page with the given options and template, compared byte for byte.
  public static func html(options: ExportOptions, template: HTMLTemplate = HTMLExporter.defaultTemplate) -> Snapshotting
  {
    exported(pathExtension: "html") { try HTMLExporter(options: options, template: template).export($0) }
  }

  /// A strategy comparing an export's text; a failed export becomes its error's text, so the
  /// comparison fails and says why.
  private static func exported(
    pathExtension: String, _ export: @escaping @Sendable (Timeline) throws -> Data
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
    return strategy
  }
}
