import Foundation
import MorphExport

/// The animation as SVG with SMIL (`NAME.svg`).
public struct SVGExportFormat: ExportFormat {
  public init() {}
  public var name: String { "svg" }
  public var label: String { "SVG" }
  public var pathExtension: String { "svg" }
  public var mediaType: String { "image/svg+xml" }

  public func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    RenderedFile(data: try SVGExporter(options: settings.options).export(prepared))
  }
}
