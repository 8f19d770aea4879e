import Foundation
import MorphExport

/// The still storyboard of the animation's key moments, as SVG (`NAME.frames.svg`).
public struct StoryboardExportFormat: ExportFormat {
  public init() {}
  public var name: String { "frames" }
  public var label: String { "Storyboard SVG" }
  public var pathExtension: String { "frames.svg" }
  public var mediaType: String { "image/svg+xml" }

  public func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    RenderedFile(data: try SVGStoryboardExporter(options: settings.options).export(prepared))
  }
}
