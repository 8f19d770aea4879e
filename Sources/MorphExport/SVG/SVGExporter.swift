import Foundation
import MorphTimeline

/// Exports a timeline as one SVG document animated with SMIL: it plays by itself, as a file or inside
/// `<img>`, with no script.
///
/// ```swift
/// let svg = try SVGExporter(options: ExportOptions(loops: true, loopPause: 0.5)).string(for: timeline)
/// ```
///
/// The document follows the browser contract. The root `<svg>` is as large as the union of the root
/// element's frames (`width`, `height`, `viewBox`) and carries `data-morph-root` and
/// `data-morph-duration`. Each element is a `<g>` nested in its parent's, translated to its frame's
/// origin:
///
/// ```
/// <g id class="morph-KIND" data-morph-id="ID" data-morph-spec transform="translate(x y)" opacity display>
///   (display, translate and opacity animations)
///   <g class="morph-transform" transform="…">        only when the node has a transform
///     <rect data-morph-box="ID" width height rx fill fill-opacity/>      the node's box
///     <clipPath id><use href="#box"/></clipPath>      when clipping or drawing a border
///     <g clip-path="url(#clip)">                      only when the node clips to its bounds
///       content (text lines, image), then the children's <g>s, back to front
///     </g>
///     <rect class="morph-border" …/>                  when the node has a border
///   </g>
/// </g>
/// ```
///
/// The box is the first child of the element's `<g>`, or of its transform `<g>` when it has one. An
/// element absent at the start is `display="none"`, and its presence animates `display` (discrete).
/// An element whose place among its siblings changes has one `<g>` per place, each shown only while
/// it stacks there, so at any time one copy is shown. Text lines are placed where Morph broke them (at
/// the element's final width), in the measured font, with ligatures off and kerning on.
///
/// Every animation runs from 0 for the whole timeline (plus the pause when looping, which repeats them
/// all together). Curves are the ``ExportModel``'s, as SMIL expresses them: linear intervals, Béziers
/// as `keySplines` (exact sub-curves when cut short), holds as a repeated value, jumps as two equal
/// key times, and springs (and Béziers whose control points leave 0…1, which SMIL rejects) sampled
/// within ``ExportOptions/samplingTolerance``, which the `<metadata>` states. The same timeline and
/// options always give the same bytes.
public struct SVGExporter: Sendable {
  /// The options of every export.
  public var options: ExportOptions

  /// An exporter with options.
  public init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The SVG document of a timeline, as UTF-8.
  /// - Throws: ``ExportError`` when the options are out of range, the timeline is inconsistent or the
  ///   XML writer fails.
  /// - Complexity: O(e + k) for e elements and k keyframes, plus the reordering of siblings.
  public func export(_ timeline: Timeline) throws(ExportError) -> Data {
    try options.validate()
    return try export(PreparedTimeline(timeline, samplingTolerance: options.samplingTolerance))
  }

  /// The SVG document of a timeline already normalized, as UTF-8: the same bytes as `export(_:)`
  /// of its timeline, with the sampling tolerance it was prepared with.
  /// - Throws: ``ExportError`` when the options are out of range or the XML writer fails.
  public func export(_ prepared: PreparedTimeline) throws(ExportError) -> Data {
    try options.validate()
    let model = prepared.model
    let format = SVGFormat(precision: options.precision)
    let timing = SVGTiming(
      duration: model.duration, loops: options.loops, pause: options.loopPause,
      samplingTolerance: options.samplingTolerance, format: format)
    let extent = model.rootExtent
    let markup = try SVGMarkup()
    markup.open("svg")
    markup.attribute("xmlns", "http://www.w3.org/2000/svg")
    markup.attribute("version", "1.1")
    markup.attribute("width", format.number(extent.width))
    markup.attribute("height", format.number(extent.height))
    markup.attribute("viewBox", format.numbers([extent.minX, extent.minY, extent.width, extent.height]))
    markup.attribute("data-morph-root", model.rootID)
    markup.attribute("data-morph-duration", format.fine(model.duration))
    markup.attribute("data-morph-loop-pause", options.loops ? format.fine(options.loopPause) : nil)
    markup.metadata(samplingTolerance: options.samplingTolerance, format: format)
    var ids = DocumentIdentifiers(prefix: options.idPrefix, keepsDots: true)
    if options.embedsTimeline {
      // Its id taken first, so that no element's id can be it.
      markup.embeddedTimeline(
        try EmbeddedTimeline.text(of: prepared.timeline), id: ids.make(EmbeddedTimeline.elementID))
    }
    var writer = SVGElementWriter(
      model: model, plan: StackingPlan(model), timing: timing, markup: markup, idStem: "", ids: ids)
    writer.writeTopLevel()
    markup.close()
    return try markup.finish()
  }

  /// The SVG document of a timeline, as a string.
  /// - Throws: as `export(_:)` of a timeline.
  public func string(for timeline: Timeline) throws(ExportError) -> String {
    String(decoding: try export(timeline), as: UTF8.self)
  }
}
