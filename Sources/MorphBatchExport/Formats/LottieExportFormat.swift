import Foundation
import MorphExport

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
