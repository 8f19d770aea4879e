import Foundation
import MorphExport
import MorphTimeline

/// One kind of file a timeline is exported to: its name, how its files are named and served, what it
/// needs of the settings, and how a timeline becomes one.
///
/// Morph's formats are ``ExportFormatRegistry/standard``'s. Adding one takes a type conforming to this
/// protocol and its registration; `morph export --format NAME`, batch export and the preview's downloads
/// then offer it:
///
/// ```swift
/// /// The timeline's markers, one `TIME LABEL` line each.
/// struct MarkerListFormat: ExportFormat {
///   var name: String { "markers" }
///   var label: String { "Markers" }
///   var pathExtension: String { "markers.txt" }
///   var mediaType: String { "text/plain; charset=utf-8" }
///
///   func render(_ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void)
///     throws -> RenderedFile
///   {
///     let lines = prepared.model.markers.map { "\($0.time) \($0.label)\n" }
///     return RenderedFile(data: Data(lines.joined().utf8))
///   }
/// }
///
/// var formats = ExportFormatRegistry.standard
/// try formats.register(MarkerListFormat())
/// ```
public protocol ExportFormat: Sendable {
  /// The format's name: what `--format` takes and download addresses use (`svg`, `lottie`, `gif`).
  /// Unique in a registry.
  var name: String { get }
  /// What people call the format, as a download offers it (`SVG`, `Lottie`, `GIF`).
  var label: String { get }
  /// What a file of the format adds to the name it is given (`svg`, `frames.svg`, `lottie.json`).
  var pathExtension: String { get }
  /// The media type files of the format are served with.
  var mediaType: String { get }

  /// What in the settings this format cannot write (a frame rate it cannot play, say); nil when it
  /// can write them. Nil by default.
  func problem(with settings: ExportSettings) -> ExportSettingsProblem?

  /// A timeline as a file of this format.
  /// - Parameters:
  ///   - prepared: the timeline with its export model, shared by every format written for it.
  ///   - settings: how every file of the export is written.
  ///   - progress: told after each frame of a file drawn frame by frame is done: how many are, of how
  ///     many.
  /// - Throws: the exporter's error, for a timeline or settings it cannot write.
  func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
}

extension ExportFormat {
  public func problem(with settings: ExportSettings) -> ExportSettingsProblem? { nil }

  /// A timeline as a file of this format, normalized for it alone.
  /// - Throws: an `ExportError` for a timeline that cannot be normalized, or a file past
  ///   `ExportFileWriter.maximumFileBytes` (which `ExportFileWriter` would refuse to write); or the
  ///   format's error.
  public func render(_ timeline: Timeline, settings: ExportSettings) throws -> RenderedFile {
    let prepared = try PreparedTimeline(timeline, samplingTolerance: settings.options.samplingTolerance)
    let file = try render(prepared, settings: settings, progress: { _, _ in })
    guard file.data.count <= ExportFileWriter.maximumFileBytes else {
      throw ExportError.fileTooLarge(bytes: file.data.count)
    }
    return file
  }
}

/// A file a format rendered: its bytes, and what it reports beside them (an HTML page's compromises,
/// when asked for).
public struct RenderedFile: Sendable {
  /// The file's bytes.
  public var data: Data
  /// What the format reports of the file; nil when it reports nothing.
  public var report: String?

  /// A rendered file.
  public init(data: Data, report: String? = nil) {
    self.data = data
    self.report = report
  }
}

/// A setting a format cannot write, and what it must be.
public enum ExportSettingsProblem: Equatable, Sendable {
  /// The frame rate is one the format cannot play; it must be `mustBe` (`1 to 50 for a GIF …`).
  case framesPerSecond(mustBe: String)
  /// The pixel scale is one the format cannot draw at; it must be `mustBe`.
  case pixelScale(mustBe: String)
}
