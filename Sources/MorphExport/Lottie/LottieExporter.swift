import Foundation
import MorphLayout
import MorphTimeline

/// Exports a timeline as a Lottie animation (Bodymovin JSON), which lottie-ios, lottie-android,
/// lottie-web and rlottie play.
///
/// ```swift
/// let json = try LottieExporter(frameRate: 60).export(timeline)
/// ```
///
/// One composition as large as the root element's largest frame, at the chosen frame rate, from frame
/// 0 to the frame of the timeline's end (the last frame shows the final state); the timeline's
/// markers are the composition's markers.
///
/// Each element is a layer named by its id (`nm`), with its frame, UIKit transform (about the box's
/// centre) and alpha as the layer's anchor, position, scale, rotation and opacity. An element that
/// draws only its box is a shape layer: a rectangle with its corner radius and background, and its
/// border above as UIKit draws it (inside the box). An element with contents or children is a
/// precomposition layer, so that its opacity applies to it as a whole, as a layer's does on the
/// device; `clipsToBounds` is a mask of its box's rounded outline. Its asset holds, front to back, the
/// border, the children, the contents and the box. Elements present only part of the time, or whose
/// place among their siblings changes, get a layer per interval (`ip`/`op`).
///
/// Keyframes keep the timeline's curves: linear and Bézier movements as Lottie's `o`/`i` handles
/// (the exact cubic curve), discrete changes as hold keyframes, and springs sampled into linear pieces
/// within ``ExportOptions/samplingTolerance`` (as in the SVG export). A value computed from several
/// tracks that move on different keyframes (a layer's position when both its frame and its transform
/// move) is sampled at every frame.
///
/// Text is a text layer per line (per run when the runs differ in style), on the baseline where Morph
/// placed it, naming its font in the animation's font list (`fonts`): players that have the font draw
/// it there; rlottie draws no text layers. Given ``textOutlines``, text is instead the glyph outlines
/// of the measured font as filled shapes, which every player draws alike (glyphs without outlines,
/// such as color emoji, are left out). Images are assets: embedded (`data:` URIs) with their pixel
/// size, or referred to by URL.
///
/// The bytes are deterministic: keys in a fixed order (each shape's and layer's type first, as
/// rlottie reads them), numbers rounded to ``ExportOptions/precision`` decimals
/// (frames to thousandths, curve handles to millionths).
public struct LottieExporter: Sendable {
  /// The options (precision, sampling tolerance). Looping is the player's choice in Lottie.
  public var options: ExportOptions
  /// Frames per second.
  public var frameRate: Double
  /// Gives text as glyph outlines, so that text is drawn as shapes that every player draws alike
  /// without the font; nil (the default) writes text layers naming their fonts.
  public var textOutlines: (any TextOutlining)?
  /// The most segments (lines and curves, and a move per contour) the glyph outlines of text drawn as
  /// shapes may have in one file. Past it the export is refused before the outlines past it are made,
  /// so that a document of much text cannot take gigabytes.
  public var outlineSegmentBudget = LottieExporter.defaultOutlineSegmentBudget

  /// The default frame rate: 60 frames per second.
  public static let defaultFrameRate = 60.0

  /// The default ``outlineSegmentBudget``: 1,000,000 segments, about 50,000 characters.
  public static let defaultOutlineSegmentBudget = 1_000_000

  /// An exporter with options, a frame rate, and what gives text as outlines when text is to be
  /// drawn as shapes (`FreeTypeTextMeasurer` in MorphText, the measurer that laid it out).
  public init(
    options: ExportOptions = ExportOptions(), frameRate: Double = LottieExporter.defaultFrameRate,
    textOutlines: (any TextOutlining)? = nil
  ) {
    self.options = options
    self.frameRate = frameRate
    self.textOutlines = textOutlines
  }

  /// The animation of a timeline as Lottie JSON, in UTF-8, ending with a newline.
  /// - Parameters:
  ///   - timeline: the timeline to export.
  ///   - name: the composition's name (`nm`); nil for the root element's id.
  /// - Throws: ``ExportError`` when the options are out of range (a frame rate outside 1…240) or the
  ///   timeline is inconsistent.
  /// - Complexity: O(e + k) for e elements and k keyframes, plus the frames of values sampled.
  public func export(_ timeline: Timeline, name: String? = nil) throws(ExportError) -> Data {
    try validateOptions()
    return try export(PreparedTimeline(timeline, samplingTolerance: options.samplingTolerance), name: name)
  }

  /// The Lottie animation of a timeline already normalized, as UTF-8 JSON: the same bytes as
  /// `export(_:name:)` of its timeline, with the sampling tolerance it was prepared with.
  /// - Throws: ``ExportError`` when the options are out of range.
  public func export(_ prepared: PreparedTimeline, name: String? = nil) throws(ExportError) -> Data {
    try validateOptions()
    let model = prepared.model
    let format = LottieFormat(precision: options.precision)
    let extent = model.rootExtent
    let endFrame = (model.duration * frameRate - 1e-9).rounded(.up) + 1
    let margin = Double(max(extent.width, extent.height).rounded(.up))
    var builder = LottieCompositionBuilder(
      model: model, frameRate: frameRate, format: format, margin: max(margin, 1), endFrame: endFrame,
      textOutlines: textOutlines, outlineSegmentBudget: outlineSegmentBudget)
    let layers = builder.layers(under: nil, origin: [-Double(extent.minX), -Double(extent.minY)])
    guard builder.outlineSegments <= outlineSegmentBudget else {
      throw .invalidOptions(
        "the text drawn as shapes has more than \(outlineSegmentBudget) outline segments; a Lottie file draws at "
          + "most \(outlineSegmentBudget) (draw text as text layers instead: --lottie-text layers)")
    }
    let animation = LottieAnimation(
      fr: frameRate, op: endFrame, w: Int(Double(extent.width).rounded(.up)),
      h: Int(Double(extent.height).rounded(.up)), nm: name ?? model.rootID, assets: builder.assets, layers: layers,
      fonts: builder.fonts.isEmpty ? nil : LottieFontList(list: builder.fonts),
      markers: model.markers.map { LottieMarker(tm: format.frame($0.time * frameRate), cm: $0.label) })
    do {
      // Values are rounded to the precision, frames to 3 decimals, handles to 6.
      let decimals = max(options.precision, ExportOptions.timePrecision)
      return try animation.json.serialized(precision: decimals) + Data("\n".utf8)
    } catch let error as ExportError {
      throw error
    } catch {
      throw .invalidTimeline("a value cannot be written as JSON: \(error)")
    }
  }
}

extension LottieExporter {
  /// Checks the exporter's options and frame rate.
  private func validateOptions() throws(ExportError) {
    try options.validate()
    guard frameRate.isFinite && frameRate >= 1 && frameRate <= 240 else {
      throw .invalidOptions("the frame rate must be 1…240 frames per second, not \(frameRate)")
    }
  }
}
