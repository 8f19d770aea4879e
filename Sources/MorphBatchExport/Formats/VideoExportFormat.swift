import Foundation
import MorphExport
import MorphVideo

/// The animation as a raster or video file, frame by frame: a GIF (`NAME.gif`), an animated PNG
/// (`NAME.png`), an H.264 video in MP4 (`NAME.mp4`) or a VP9 video in WebM (`NAME.webm`), at the
/// settings' frame rate and pixel scale, looping as the settings say.
public struct VideoExportFormat: ExportFormat {
  /// The file format.
  public let format: VideoFormat

  /// The export of `format`.
  public init(_ format: VideoFormat) {
    self.format = format
  }

  public var name: String { format.rawValue }
  public var pathExtension: String { format.pathExtension }

  public var label: String {
    switch format {
    case .gif: "GIF"
    case .apng: "APNG"
    case .mp4: "MP4"
    case .webm: "WebM"
    }
  }

  public var mediaType: String {
    switch format {
    case .gif: "image/gif"
    case .apng: "image/apng"
    case .mp4: "video/mp4"
    case .webm: "video/webm"
    }
  }

  public func problem(with settings: ExportSettings) -> ExportSettingsProblem? {
    if let rate = settings.framesPerSecond, !(1...format.maximumFramesPerSecond).contains(rate) {
      return .framesPerSecond(
        mustBe: format == .gif
          ? "1 to 50 for a GIF (its frame delays are whole hundredths of a second)"
          : "1 to \(format.maximumFramesPerSecond)")
    }
    if !VideoOptions.scales.contains(settings.pixelScale) {
      return .pixelScale(mustBe: "from 0.25 to 4 for gif, apng, mp4 and webm, such as 2 or 3")
    }
    return nil
  }

  public func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    let video = VideoOptions(
      framesPerSecond: settings.framesPerSecond, scale: settings.pixelScale, loops: settings.options.loops,
      loopPause: settings.options.loopPause)
    let exporter = VideoExporter(format: format, options: video, exportOptions: settings.options)
    return RenderedFile(data: try exporter.export(prepared, progress: progress))
  }
}
