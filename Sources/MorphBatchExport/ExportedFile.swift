import Foundation
import MorphExport
import MorphLayout
import MorphTimeline
import MorphVideo
import MorphXML

/// One kind of file a timeline is exported to.
public enum ExportedFileKind: Sendable, Equatable, CaseIterable {
  /// The animation as SVG with SMIL (`NAME.svg`).
  case svg
  /// The still storyboard of its key moments, as SVG (`NAME.frames.svg`).
  case frames
  /// The animation as an HTML page with CSS (`NAME.html`).
  case html
  /// The animation as a Lottie animation (`NAME.lottie.json`).
  case lottie
  /// The animation as a GIF (`NAME.gif`).
  case gif
  /// The animation as an animated PNG (`NAME.png`).
  case apng
  /// The animation as an H.264 video in MP4 (`NAME.mp4`).
  case mp4
  /// The animation as a VP9 video in WebM (`NAME.webm`).
  case webm

  /// The kinds that are documents (SVG and HTML), written unless others are asked for.
  public static let documents: [ExportedFileKind] = [.svg, .frames, .html]

  /// The raster or video format of this kind; nil for SVG, HTML and Lottie.
  public var videoFormat: VideoFormat? {
    switch self {
    case .svg, .frames, .html, .lottie: nil
    case .gif: .gif
    case .apng: .apng
    case .mp4: .mp4
    case .webm: .webm
    }
  }

  /// What a file of this kind adds to the name it is given.
  public var pathExtension: String {
    switch self {
    case .svg: "svg"
    case .frames: "frames.svg"
    case .html: "html"
    case .lottie: "lottie.json"
    case .gif, .apng, .mp4, .webm: videoFormat!.pathExtension
    }
  }

  /// What people call this kind of file, as a download offers it.
  public var label: String {
    switch self {
    case .svg: "SVG"
    case .frames: "Storyboard SVG"
    case .html: "HTML"
    case .lottie: "Lottie"
    case .gif: "GIF"
    case .apng: "APNG"
    case .mp4: "MP4"
    case .webm: "WebM"
    }
  }

  /// The media type the file is served with.
  public var mediaType: String {
    switch self {
    case .svg, .frames: "image/svg+xml"
    case .html: "text/html; charset=utf-8"
    case .lottie: "application/json"
    case .gif: "image/gif"
    case .apng: "image/apng"
    case .mp4: "video/mp4"
    case .webm: "video/webm"
    }
  }

  /// A timeline exported as this kind of file, and for an HTML page whose report is asked for, the
  /// report's text.
  /// - Parameter progress: told after each frame of a raster or video file is encoded: how many are, of
  ///   how many.
  /// - Throws: an ``ExportError`` for a timeline or options the exporters refuse; a `VideoError` when a
  ///   raster or video file cannot be drawn or encoded.
  public func render(
    _ timeline: Timeline, settings: ExportSettings, progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> (data: Data, report: String?) {
    switch self {
    case .svg: return (try SVGExporter(options: settings.options).export(timeline), nil)
    case .frames: return (try SVGStoryboardExporter(options: settings.options).export(timeline), nil)
    case .html:
      let exporter = HTMLExporter(options: settings.options, template: settings.template, title: settings.title)
      guard settings.reportsHTML else { return (try exporter.export(timeline), nil) }
      let (data, report) = try exporter.exportWithReport(timeline)
      return (data, report.description)
    case .lottie:
      let exporter = LottieExporter(
        options: settings.options, frameRate: Double(settings.video.framesPerSecond ?? 60),
        textOutlines: settings.lottieTextOutlines)
      return (try exporter.export(timeline), nil)
    case .gif, .apng, .mp4, .webm:
      let exporter = VideoExporter(format: videoFormat!, options: settings.video, exportOptions: settings.options)
      return (try exporter.export(timeline, progress: progress), nil)
    }
  }
}

/// How every file of an export is written: the exporters' options, the HTML page's template and title,
/// whether HTML pages report the layout-triggering properties they animate, how Lottie animations draw
/// text, and the frames of Lottie, raster and video files.
public struct ExportSettings: Sendable {
  /// The exporters' options (looping, pauses).
  public var options: ExportOptions
  /// The page HTML exports are mounted in.
  public var template: HTMLTemplate
  /// The HTML page's title; nil for the exporter's own.
  public var title: String?
  /// Whether HTML exports also give their report.
  public var reportsHTML: Bool
  /// How raster and video files are drawn: frame rate (Lottie animations' too), pixel scale, looping.
  public var video: VideoOptions
  /// Gives text as glyph outlines, for Lottie animations that draw text as shapes; nil for text layers.
  public var lottieTextOutlines: (any TextOutlining)?

  /// Settings for an export.
  public init(
    options: ExportOptions = ExportOptions(), template: HTMLTemplate = HTMLExporter.defaultTemplate,
    title: String? = nil, reportsHTML: Bool = false, video: VideoOptions = VideoOptions(),
    lottieTextOutlines: (any TextOutlining)? = nil
  ) {
    self.lottieTextOutlines = lottieTextOutlines
    self.options = options
    self.template = template
    self.title = title
    self.reportsHTML = reportsHTML
    self.video = video
  }
}
