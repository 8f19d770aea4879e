import Foundation
import MorphTimeline

/// Exports one instant of a timeline as a still SVG: exactly what a frame of the storyboard draws for
/// that time, at the root element's largest extent, without the label.
///
/// ```swift
/// let svg = try SVGStillExporter().export(timeline, at: 0.2)
/// let stills = try SVGStillExporter().stills(of: timeline)   // many instants, normalized once
/// let last = try stills.still(at: timeline.duration)
/// ```
///
/// The raster and video exports draw their frames from these stills, so that a GIF or a video shows
/// what the SVG export shows at each time.
public struct SVGStillExporter: Sendable {
  /// The options (precision, id prefix, sampling tolerance; looping does not apply to a still).
  public var options: ExportOptions

  /// An exporter with options.
  public init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The still of a timeline at a time (clamped to the timeline), as UTF-8.
  /// - Throws: ``ExportError`` when the options are out of range, the timeline is inconsistent or the
  ///   XML writer fails.
  /// - Complexity: O(e) for e elements, plus normalizing the timeline.
  public func export(_ timeline: Timeline, at time: Double) throws(ExportError) -> Data {
    try stills(of: timeline).still(at: time)
  }

  /// The still of a timeline at a time, as a string.
  /// - Throws: as ``export(_:at:)``.
  public func string(for timeline: Timeline, at time: Double) throws(ExportError) -> String {
    String(decoding: try export(timeline, at: time), as: UTF8.self)
  }

  /// The stills of a timeline, normalized once for drawing any number of instants.
  /// - Throws: ``ExportError`` when the options are out of range or the timeline is inconsistent.
  public func stills(of timeline: Timeline) throws(ExportError) -> SVGStills {
    try options.validate()
    return try stills(of: PreparedTimeline(timeline, samplingTolerance: options.samplingTolerance))
  }

  /// The stills of a timeline already normalized.
  /// - Throws: ``ExportError`` when the options are out of range.
  public func stills(of prepared: PreparedTimeline) throws(ExportError) -> SVGStills {
    try options.validate()
    return SVGStills(timeline: prepared.timeline, model: prepared.model, options: options)
  }
}
