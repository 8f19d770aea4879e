import Foundation
import MorphExport
import MorphLayout
import MorphTimeline
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

  /// What a file of this kind adds to the name it is given.
  public var pathExtension: String {
    switch self {
    case .svg: "svg"
    case .frames: "frames.svg"
    case .html: "html"
    case .lottie: "lottie.json"
    }
  }

  /// What people call this kind of file, as a download offers it.
  public var label: String {
    switch self {
    case .svg: "SVG"
    case .frames: "Storyboard SVG"
    case .html: "HTML"
    case .lottie: "Lottie"
    }
  }

  /// The media type the file is served with.
  public var mediaType: String {
    switch self {
    case .svg, .frames: "image/svg+xml"
    case .html: "text/html; charset=utf-8"
    case .lottie: "application/json"
    }
  }

  /// A timeline exported as this kind of file, and for an HTML page whose report is asked for, the
  /// report's text.
  /// - Throws: an ``ExportError`` for a timeline or options the exporters refuse.
  public func render(_ timeline: Timeline, settings: ExportSettings) throws -> (data: Data, report: String?) {
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
        options: settings.options, frameRate: settings.frameRate, textOutlines: settings.lottieTextOutlines)
      return (try exporter.export(timeline), nil)
    }
  }
}

/// How every file of an export is written: the exporters' options, the HTML page's template and title,
/// whether HTML pages report the layout-triggering properties they animate, and the frame rate of
/// Lottie animations and how they draw text.
public struct ExportSettings: Sendable {
  /// The exporters' options (looping, pauses).
  public var options: ExportOptions
  /// The page HTML exports are mounted in.
  public var template: HTMLTemplate
  /// The HTML page's title; nil for the exporter's own.
  public var title: String?
  /// Whether HTML exports also give their report.
  public var reportsHTML: Bool
  /// Frames per second of Lottie animations.
  public var frameRate: Double
  /// Gives text as glyph outlines, for Lottie animations that draw text as shapes; nil for text layers.
  public var lottieTextOutlines: (any TextOutlining)?

  /// Settings for an export.
  public init(
    options: ExportOptions = ExportOptions(), template: HTMLTemplate = HTMLExporter.defaultTemplate,
    title: String? = nil, reportsHTML: Bool = false, frameRate: Double = LottieExporter.defaultFrameRate,
    lottieTextOutlines: (any TextOutlining)? = nil
  ) {
    self.frameRate = frameRate
    self.lottieTextOutlines = lottieTextOutlines
    self.options = options
    self.template = template
    self.title = title
    self.reportsHTML = reportsHTML
  }
}
