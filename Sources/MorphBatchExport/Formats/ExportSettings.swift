import Foundation
import MorphExport
import MorphLayout
import MorphXML

/// How every file of an export is written, whatever its format: the exporters' options (looping,
/// pauses), the frame rate and pixel scale of formats drawn frame by frame, the HTML page's template,
/// title and report, and how Lottie animations draw text.
public struct ExportSettings: Sendable {
  /// The exporters' options: looping and the pause between loops, for every format.
  public var options: ExportOptions
  /// Frames a second of Lottie animations, raster and video files; nil for each format's default.
  public var framesPerSecond: Int?
  /// Pixels a point of raster and video frames.
  public var pixelScale: Double
  /// The page HTML exports are mounted in.
  public var template: HTMLTemplate
  /// The HTML page's title; nil for the exporter's own.
  public var title: String?
  /// Whether HTML exports also give their report.
  public var reportsHTML: Bool
  /// Gives text as glyph outlines, for Lottie animations that draw text as shapes; nil for text layers.
  public var lottieTextOutlines: (any TextOutlining)?

  /// Settings for an export.
  public init(
    options: ExportOptions = ExportOptions(), framesPerSecond: Int? = nil, pixelScale: Double = 2,
    template: HTMLTemplate = HTMLExporter.defaultTemplate, title: String? = nil, reportsHTML: Bool = false,
    lottieTextOutlines: (any TextOutlining)? = nil
  ) {
    self.options = options
    self.framesPerSecond = framesPerSecond
    self.pixelScale = pixelScale
    self.template = template
    self.title = title
    self.reportsHTML = reportsHTML
    self.lottieTextOutlines = lottieTextOutlines
  }
}
