import Foundation
import MorphLayout
import MorphTimeline

/// A timeline ready to be drawn as still SVGs of its instants (`SVGStillExporter.stills(of:)`).
public struct SVGStills: Sendable {
  /// The timeline drawn.
  public let timeline: Timeline
  let model: ExportModel
  let options: ExportOptions

  /// The size of every still, in points: the root element's largest frame.
  public var size: CGSize { model.rootExtent.size }

  /// The still at a time (clamped to the timeline), as UTF-8.
  /// - Throws: ``ExportError/xmlWriterFailed(_:)`` when the XML writer fails.
  /// - Complexity: O(e) for e elements.
  public func still(at time: Double) throws(ExportError) -> Data {
    let clamped = min(max(time, 0), timeline.duration)
    let format = SVGFormat(precision: options.precision)
    let markup = try SVGMarkup()
    markup.open("svg")
    markup.attribute("xmlns", "http://www.w3.org/2000/svg")
    markup.attribute("version", "1.1")
    markup.attribute("data-morph-root", model.rootID)
    markup.attribute("data-morph-time", format.fine(clamped))
    _ = SVGStoryboardExporter.writeFrame(
      of: model, at: timeline.sample(at: clamped), format: format, markup: markup, idStem: "",
      ids: DocumentIdentifiers(prefix: options.idPrefix, keepsDots: true), samplingTolerance: options.samplingTolerance)
    markup.close()
    return try markup.finish()
  }
}
