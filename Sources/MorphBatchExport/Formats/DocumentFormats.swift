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

/// The animation as a Lottie animation (`NAME.lottie.json`), at the settings' frame rate (60 by
/// default), its text as layers or, given outlines, as shapes.
public struct LottieExportFormat: ExportFormat {
  /// The frame rates a Lottie animation can have.
  public static let framesPerSecond = 1...240

  public init() {}
  public var name: String { "lottie" }
  public var label: String { "Lottie" }
  public var pathExtension: String { "lottie.json" }
  public var mediaType: String { "application/json" }

  public func problem(with settings: ExportSettings) -> ExportSettingsProblem? {
    guard let rate = settings.framesPerSecond, !Self.framesPerSecond.contains(rate) else { return nil }
    return .framesPerSecond(mustBe: "1…240 frames per second for Lottie animations")
  }

  public func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    let exporter = LottieExporter(
      options: settings.options, frameRate: Double(settings.framesPerSecond ?? 60),
      textOutlines: settings.lottieTextOutlines)
    return RenderedFile(data: try exporter.export(prepared))
  }
}
