import Foundation
import MorphTimeline
import MorphXML

/// Exports a timeline as an HTML page animated with CSS, which plays in any current browser and loads
/// nothing from elsewhere.
///
/// ```swift
/// let exporter = HTMLExporter(options: ExportOptions(loops: true, loopPause: 0.5))
/// let (html, report) = try exporter.exportWithReport(timeline)
/// print(report)   // the layout-triggering properties it had to animate, and why
/// ```
///
/// **The page.** The template (``defaultTemplate`` unless another is given) is parsed by libxml2 and
/// filled through its tree API. Its element `id="morph-stage"` (required) receives the stage, a
/// `<div data-morph-root="ROOT">` as large as the root's largest frame, whose top left corner is the
/// root's origin. Its `<head id="morph-head">` receives a `<meta name="morph-sampling-tolerance">`, the
/// `<style>` and the play `<script>` (without that slot they go into the mount point), and its
/// `<title id="morph-title">` the title.
///
/// **Elements.** Every element is a `<div data-morph-id data-morph-kind data-morph-spec>`, absolutely
/// positioned inside its parent's `<div>`, whose border box is the node's box and which carries the
/// node's opacity. Text is one absolutely placed line box per line of Morph's own layout
/// (`white-space: pre`, ligatures off, kerning on), so the browser never breaks lines again; images
/// from `data:` URIs are `<img>`, other images are left out (the report lists them); a border is the
/// `<div>`'s `::after`, inside the box and above the children, as UIKit draws it.
///
/// **Properties.** A frame's position is the `translate` property; its size is `width` and `height`, or a
/// `scale` where nothing in the box would be distorted by one; alpha is `opacity`; a node transform is
/// `transform: translate() rotate() scale()` about the box's centre; background color, corner radius and
/// border are `background-color`, `border-radius`, `border-width` and `border-color`. An element that
/// is not in the hierarchy is `visibility: hidden`; siblings that change order stack by `z-index`; an
/// element that changes parents has a `<div>` under each.
///
/// **Motion.** A property that makes one movement is a CSS transition, started by the `morph-play`
/// class on `<html>`; any other motion, and every motion of a looping export, is a `@keyframes`
/// animation over the whole run (a loop's pause is part of it, holding the end state). Each interval has
/// its own easing, as the export model has it: `linear`, `cubic-bezier()`, `steps(1, end)` for a hold, two
/// keyframes at one offset for a jump, and `linear()` for springs and for Béziers `cubic-bezier()` cannot
/// take, through points within ``ExportOptions/samplingTolerance`` of the exact curve (stated in a
/// comment and in the `<meta>`). Times are rounded down, so that no jump is written later than it
/// happens. Under `prefers-reduced-motion: reduce` the page shows the end state at once.
///
/// **Playing.** The page plays when loaded, when `window.morphPlay()` is called (its promise resolves once
/// every animation runs), or when class `morph-play` is put on `<html>`; elements marked
/// `data-morph-replay` play it again. The same timeline, options and template always give the same bytes.
public struct HTMLExporter: Sendable {
  /// The `id` of the template's element that receives the stage (required).
  public static let stageMountID = "morph-stage"
  /// The `id` of the template's `<head>`, which receives the style sheet and the script (optional).
  public static let headID = "morph-head"
  /// The `id` of the template's `<title>`, which receives the title (optional).
  public static let titleID = "morph-title"

  /// The options of every export.
  public var options: ExportOptions
  /// The page the exports fill.
  public var template: HTMLTemplate
  /// The page's title; nil for `Morph: ` and the root element's id.
  public var title: String?

  /// An exporter.
  /// - Parameters:
  ///   - options: looping, precision, id prefix and sampling tolerance.
  ///   - template: the page to fill; it needs an element with `id="morph-stage"`.
  ///   - title: the page's title; nil for `Morph: ` and the root element's id.
  public init(
    options: ExportOptions = ExportOptions(), template: HTMLTemplate = HTMLExporter.defaultTemplate,
    title: String? = nil
  ) {
    self.options = options
    self.template = template
    self.title = title
  }

  /// The HTML page of a timeline, as UTF-8.
  /// - Throws: ``ExportError`` when the options are out of range or the timeline is inconsistent;
  ///   `XMLError` when the template has no `morph-stage` element (naming the template and the id),
  ///   cannot be parsed, or libxml2 fails.
  /// - Complexity: O(e + k) for e elements and k keyframes, plus the samples of curves CSS cannot
  ///   express.
  public func export(_ timeline: Timeline) throws -> Data {
    try exportWithReport(timeline).data
  }

  /// The HTML page of a timeline, as a string.
  /// - Throws: as ``export(_:)``.
  public func string(for timeline: Timeline) throws -> String {
    String(decoding: try export(timeline), as: UTF8.self)
  }

  /// The HTML page of a timeline, and the report of what it had to compromise on.
  /// - Throws: as ``export(_:)``.
  public func exportWithReport(_ timeline: Timeline) throws -> (data: Data, report: HTMLExportReport) {
    try options.validate()
    return try exportWithReport(PreparedTimeline(timeline, samplingTolerance: options.samplingTolerance))
  }

  /// The HTML page of a timeline already normalized, and the report of what it had to compromise on:
  /// the same as `exportWithReport(_:)` of its timeline, with the sampling tolerance it was
  /// prepared with.
  /// - Throws: as ``export(_:)``.
  public func exportWithReport(_ prepared: PreparedTimeline) throws -> (data: Data, report: HTMLExportReport) {
    try options.validate()
    let model = prepared.model
    let format = HTMLFormat(precision: options.precision)
    let document = try HTMLDocument(template: template)
    let mount = try document.element(withID: Self.stageMountID)
    let (style, script) = try fillHead(of: document, mount: mount, rootID: model.rootID, format: format)
    var ids = DocumentIdentifiers(prefix: options.idPrefix, keepsDots: false)
    if options.embedsTimeline {
      // Its id taken first, so that no element's id can be it.
      let holder = (try? document.element(withID: Self.headID)) ?? mount
      let archive = try document.appendElement(
        named: "script", attributes: ["type": "application/json", "id": ids.make(EmbeddedTimeline.elementID)],
        to: holder)
      try document.appendText(try EmbeddedTimeline.text(of: prepared.timeline), to: archive)
      try document.appendText("\n", to: holder)
    }
    let stageID = ids.make("morph")
    let stage = try appendStage(id: stageID, to: mount, of: document, model: model, format: format)
    var sheet = HTMLStyleSheet(
      format: format, run: model.duration + (options.loops ? options.loopPause : 0), loops: options.loops,
      samplingTolerance: options.samplingTolerance)
    let extent = model.rootExtent
    sheet.addRule(
      "#" + stageID,
      [
        "position:relative", "width:" + format.pixels(max(Double(extent.maxX), 0)),
        "height:" + format.pixels(max(Double(extent.maxY), 0)),
      ])
    var writer = HTMLElementWriter(
      model: model, document: document, format: format, ids: ids, sheet: sheet,
      builder: HTMLMotionBuilder(samplingTolerance: options.samplingTolerance))
    for root in HTMLPlacement(model).roots {
      try writer.write(root, into: stage)
    }
    try document.appendText(writer.sheet.text, to: style)
    try document.appendText(HTMLPlayScript.text, to: script)
    let report = HTMLExportReport(
      layoutAnimations: writer.layoutAnimations, omittedImages: writer.omittedImages,
      transitionCount: writer.sheet.transitionCount, keyframeAnimationCount: writer.sheet.keyframeAnimationCount)
    return (try document.serialized(), report)
  }

  /// Writes the title, then appends the sampling `<meta>` and an empty `<style>` and `<script>` to the
  /// head slot, one per line, or the style and script to the mount point when there is no head slot.
  private func fillHead(
    of document: HTMLDocument, mount: HTMLElement, rootID: String, format: HTMLFormat
  ) throws(XMLError) -> (style: HTMLElement, script: HTMLElement) {
    if let titleElement = try? document.element(withID: Self.titleID) {
      try document.appendText(title ?? "Morph: \(rootID)", to: titleElement)
    }
    guard let head = try? document.element(withID: Self.headID) else {
      return (
        try document.appendElement(named: "style", to: mount), try document.appendElement(named: "script", to: mount)
      )
    }
    try document.appendElement(
      named: "meta",
      attributes: ["name": "morph-sampling-tolerance", "content": format.fine(options.samplingTolerance)], to: head)
    try document.appendText("\n", to: head)
    let style = try document.appendElement(named: "style", to: head)
    try document.appendText("\n", to: head)
    let script = try document.appendElement(named: "script", to: head)
    try document.appendText("\n", to: head)
    return (style, script)
  }

  /// Appends the stage to the mount point: the root's coordinate space, named for the browser check.
  private func appendStage(
    id: String, to mount: HTMLElement, of document: HTMLDocument, model: ExportModel, format: HTMLFormat
  ) throws(XMLError) -> HTMLElement {
    let duration = format.fine(model.duration)
    guard options.loops else {
      return try document.appendElement(
        named: "div",
        attributes: [
          "id": id, "class": "morph-stage", "data-morph-root": model.rootID, "data-morph-duration": duration,
        ],
        to: mount)
    }
    return try document.appendElement(
      named: "div",
      attributes: [
        "id": id, "class": "morph-stage", "data-morph-root": model.rootID, "data-morph-duration": duration,
        "data-morph-loop-pause": format.fine(options.loopPause),
      ],
      to: mount)
  }
}
