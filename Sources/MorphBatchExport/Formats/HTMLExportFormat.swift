import Foundation
import MorphExport

/// The animation as an HTML page with CSS (`NAME.html`), in the settings' template, with its report
/// when the settings ask for it.
public struct HTMLExportFormat: ExportFormat {
  public init() {}
  public var name: String { "html" }
  public var label: String { "HTML" }
  public var pathExtension: String { "html" }
  public var mediaType: String { "text/html; charset=utf-8" }

  public func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    let exporter = HTMLExporter(options: settings.options, template: settings.template, title: settings.title)
    let (data, report) = try exporter.exportWithReport(prepared)
    return RenderedFile(data: data, report: settings.reportsHTML ? report.description : nil)
  }
}
