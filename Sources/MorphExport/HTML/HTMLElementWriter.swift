import Foundation
import MorphLayout
import MorphTimeline
import MorphXML

/// Appends each element's `<div>` to the page, nested as the hierarchy, with its content, and adds its
/// rules to the style sheet.
///
/// The structure of one element (the browser contract: the `<div>`'s border box is the node's box,
/// relative to its parent's box, and carries the node's opacity):
///
/// ```
/// <div id data-morph-id data-morph-kind data-morph-spec>
///   <div class="morph-text"><div class="morph-line">…</div>…</div>   text, one element per line
///                                               (holding a <span class="morph-run"> per run when the
///                                               text has several styles)
///   <img class="morph-image">                   an image from a data: URI, or, for any other source,
///   <div class="morph-image-omitted">           a hatched placeholder (the page loads nothing)
///   <div class="morph-content" data-morph-content="i">…</div>
///                                               contents that do not show throughout at their drawn
///                                               size: the i-th contents the node drew, as large as
///                                               drawn, shown (`visibility`) while they show and
///                                               transformed (`translate() scale()` from the top left)
///                                               to where the content mode lays them in the box
///   <div data-morph-id …>…</div>                the children, in document order
/// </div>
/// ```
///
/// A border is the `<div>`'s `::after`. Text lines are placed where Morph broke and aligned them: each
/// line box is as tall as the font's ascent and descent, so its baseline falls at Morph's baseline,
/// and `white-space: pre` keeps the browser from breaking it again.
struct HTMLElementWriter {
  let model: ExportModel
  let document: HTMLDocument
  let format: HTMLFormat
  /// The name of every id and `@keyframes` of the page.
  var ids: DocumentIdentifiers
  /// The rules written so far.
  var sheet: HTMLStyleSheet
  /// The layout-triggering properties animated, in timeline order of their elements.
  private(set) var layoutAnimations: [HTMLExportReport.LayoutAnimation] = []
  /// The images left out.
  private(set) var omittedImages: [HTMLExportReport.OmittedImage] = []

  private let styles: [HTMLElementStyle]
  private let builder: HTMLMotionBuilder
  /// The `@keyframes` names of each element's motions, made when its first `<div>` is written.
  private var motionNames: [Int: [String]] = [:]

  /// A writer for a model's elements.
  init(
    model: ExportModel, document: HTMLDocument, format: HTMLFormat, ids: DocumentIdentifiers, sheet: HTMLStyleSheet,
    builder: HTMLMotionBuilder
  ) {
    self.model = model
    self.document = document
    self.format = format
    self.ids = ids
    self.sheet = sheet
    self.builder = builder
    let parents = Set(model.elements.flatMap { $0.presence.compactMap(\.parentID) })
    styles = model.elements.map { element in
      HTMLElementStyle(element: element, hasChildren: parents.contains(element.id), builder: builder, format: format)
    }
  }

  /// Writes a `<div>` and everything under it into `parent`.
  mutating func write(_ copy: HTMLPlacement.Copy, into parent: HTMLElement) throws(XMLError) {
    let element = model.elements[copy.element]
    let style = styles[copy.element]
    let id = ids.make("m-" + element.id)
    let isFirstCopy = motionNames[copy.element] == nil
    if isFirstCopy {
      motionNames[copy.element] = (style.motions + (style.borderMotions ?? [])).map { ids.make(id + "-" + $0.name) }
      layoutAnimations += style.layoutAnimations
    }
    let names = motionNames[copy.element] ?? []
    let div: HTMLElement
    if let specPath = element.specPath {
      div = try document.appendElement(
        named: "div",
        attributes: [
          "id": id, "data-morph-id": element.id, "data-morph-kind": element.kind, "data-morph-spec": specPath,
        ],
        to: parent)
    } else {
      div = try document.appendElement(
        named: "div", attributes: ["id": id, "data-morph-id": element.id, "data-morph-kind": element.kind], to: parent)
    }
    var motions = Array(zip(names, style.motions))
    if let presence = presenceMotion(of: copy) {
      motions.append((ids.make(id + "-presence"), presence))
    }
    sheet.addRules("#" + id, declarations: style.declarations, motions: motions.map { (name: $0.0, motion: $0.1) })
    if let border = style.borderMotions {
      let overlay = [
        "content:\"\"", "position:absolute", "left:0", "top:0", "right:0", "bottom:0", "border-style:solid",
        "border-radius:inherit", "pointer-events:none",
      ]
      sheet.addRules(
        "#\(id)::after", declarations: overlay + (copy.zIndexAboveChildren.map { ["z-index:\($0)"] } ?? []),
        motions: zip(names.suffix(border.count), border).map { (name: $0, motion: $1) })
    }
    try writeContents(of: element, into: div, id: id, isFirstCopy: isFirstCopy)
    for child in copy.children {
      try write(child, into: div)
    }
  }

  /// When a copy is shown (`visibility`), unless it is shown exactly when its parent is, and, when its
  /// parent stacks its children by `z-index`, its `z-index`; nil when it needs neither.
  private func presenceMotion(of copy: HTMLPlacement.Copy) -> HTMLMotion? {
    let inheritsVisibility = copy.isShownWithParent
    guard !inheritsVisibility || copy.zIndices != nil else { return nil }
    var times = Set([0.0])
    for interval in copy.shown {
      times.insert(interval.start)
      if let end = interval.end { times.insert(end) }
    }
    for change in copy.zIndices ?? [] { times.insert(change.time) }
    let duration = model.duration  // what the filter captures, rather than a copy of the writer
    let changes = times.filter { $0 <= duration }.sorted().map { time -> (time: Double, values: [String]) in
      var values: [String] = []
      if !inheritsVisibility { values.append(copy.shown.contains { $0.contains(time) } ? "visible" : "hidden") }
      if let zIndices = copy.zIndices {
        // The last change by `time`: the changes are in time order (the placement's sorted cuts).
        var low = 0
        var high = zIndices.count
        while low < high {
          let middle = (low + high) / 2
          if zIndices[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        values.append(String(low > 0 ? zIndices[low - 1].index : zIndices[0].index))
      }
      return (time, values)
    }
    let properties = (inheritsVisibility ? [] : ["visibility"]) + (copy.zIndices == nil ? [] : ["z-index"])
    return HTMLMotionBuilder.holding(name: "presence", properties: properties, changes: changes)
  }

  // MARK: - Content

  /// Writes each of the contents the element drew: as they are when they show throughout at their
  /// drawn size, else in a `morph-content` box of their drawn size, shown while they show and
  /// transformed to where the content mode lays them.
  private mutating func writeContents(
    of element: ExportElement, into div: HTMLElement, id: String, isFirstCopy: Bool
  ) throws(XMLError) {
    for (index, shown) in element.contents.enumerated() where shown.drawn.content != .none {
      guard element.contents.count > 1 || shown.drawn.start > 0 || shown.isPlacedAnew else {
        try writeContent(shown.drawn, of: element, into: div, selector: "#" + id, isFirstCopy: isFirstCopy)
        continue
      }
      let boxID = ids.make(id + "-content\(index)")
      let box = try document.appendElement(
        named: "div", attributes: ["id": boxID, "class": "morph-content", "data-morph-content": String(index)],
        to: div)
      var motions: [(name: String, motion: HTMLMotion)] = []
      if shown.isPlacedAnew {
        let placement = builder.motion(
          name: "placement", properties: ["transform"], track: shown.placement,
          values: { value in
            let parts = shown.transform(for: value)
            return [
              "translate(\(format.pixels(parts[0])),\(format.pixels(parts[1]))) "
                + "scale(\(format.fine(parts[2])),\(format.fine(parts[3])))"
            ]
          },
          components: { shown.transform(for: $0) })
        motions.append((ids.make(boxID + "-placement"), placement))
      }
      let changes = [0, shown.drawn.start] + (shown.end.map { [$0] } ?? [])
      let shownMotion = HTMLMotionBuilder.holding(
        name: "shown", properties: ["visibility"],
        changes: changes.filter { $0 <= model.duration }.map { time in
          (time, [shown.span.contains(time) ? "visible" : "hidden"])
        })
      if shownMotion.isAnimated || shownMotion.initialValues != ["visible"] {
        motions.append((ids.make(boxID + "-shown"), shownMotion))
      }
      sheet.addRules(
        "#" + boxID,
        declarations: [
          "position:absolute", "left:0", "top:0", "width:" + format.pixels(max(Double(shown.drawn.size.width), 0)),
          "height:" + format.pixels(max(Double(shown.drawn.size.height), 0)), "transform-origin:0 0",
        ],
        motions: motions)
      try writeContent(shown.drawn, of: element, into: box, selector: "#" + boxID, isFirstCopy: isFirstCopy)
    }
  }

  /// Writes contents as drawn for their size, at the top left of `div`: a text's lines aligned in the
  /// drawn width, or an image filling `div` as the content mode draws it.
  private mutating func writeContent(
    _ drawn: DrawnContent, of element: ExportElement, into div: HTMLElement, selector: String, isFirstCopy: Bool
  ) throws(XMLError) {
    let width = max(Double(drawn.size.width), 0)
    switch drawn.content {
    case .none:
      break
    case .text(let text):
      let inset = text.textContainerInset
      try writeText(
        text, left: Double(inset.left), top: Double(inset.top),
        containerWidth: width - Double(inset.left) - Double(inset.right), className: "morph-text", into: div,
        selector: selector)
    case .editableText(let field):
      let inset = field.textContainerInset
      try writeText(
        field.shown, left: Double(inset.left), top: Double(inset.top),
        containerWidth: width - Double(inset.left) - Double(inset.right),
        className: field.isPlaceholder ? "morph-text morph-placeholder" : "morph-text", into: div, selector: selector)
    case .image(let source):
      guard let source else { return }
      if source.lowercased().hasPrefix("data:") {
        try document.appendElement(
          named: "img", attributes: ["class": "morph-image", "src": source, "alt": ""], to: div)
        if let fit = Self.objectFit(element.contentMode) {
          sheet.addRule(selector + ">.morph-image", ["object-fit:" + fit])
        }
      } else {
        try document.appendElement(named: "div", attributes: ["class": "morph-image-omitted"], to: div)
        let omitted = HTMLExportReport.OmittedImage(elementID: element.id, source: source)
        if isFirstCopy && !omittedImages.contains(omitted) { omittedImages.append(omitted) }
      }
    }
  }

  /// How an image fills the size its node draws it at, when not `cover` (the shared rule's): inside it
  /// with its aspect ratio kept, or stretched to it.
  private static func objectFit(_ mode: ContentMode) -> String? {
    switch mode {
    case .scaleAspectFill: return nil
    case .scaleAspectFit: return "contain"
    default: return "fill"
    }
  }

  /// Writes the lines of a text as Morph broke them, in a container at (`left`, `top`) of the box,
  /// each aligned within `containerWidth`.
  private mutating func writeText(
    _ text: TextContent, left: Double, top: Double, containerWidth: Double, className: String,
    into div: HTMLElement, selector: String
  ) throws(XMLError) {
    let layout = text.layout
    guard !layout.lines.isEmpty else { return }
    let font = text.attributes.font
    let lineHeight = Double(layout.metrics.ascent + layout.metrics.descent)
    let container = try document.appendElement(named: "div", attributes: ["class": className], to: div)
    sheet.addRule(
      selector + ">.morph-text",
      [
        "left:" + format.pixels(left), "top:" + format.pixels(top), "font-family:" + HTMLFormat.string(font.family),
        "font-size:" + format.pixels(Double(font.size)), "font-weight:\(font.weight)",
        "line-height:" + format.pixels(lineHeight), "color:" + format.color(text.attributes.color),
      ])
    guard layout.isSingleStyle else {
      try writeRuns(of: layout, containerWidth: containerWidth, into: container, selector: selector)
      return
    }
    for (index, line) in layout.lines.enumerated() {
      let lineDiv = try document.appendElement(named: "div", attributes: ["class": "morph-line"], to: container)
      try document.appendText(line.text, to: lineDiv)
      let x = layout.xOffset(of: line, containerWidth: CGFloat(max(containerWidth, 0)))
      sheet.addRule(
        selector + ">.morph-text>:nth-child(\(index + 1))",
        [
          "left:" + format.pixels(Double(x)), "top:" + format.pixels(Double(line.baseline - layout.metrics.ascent)),
          "width:" + format.pixels(Double(line.width)), "height:" + format.pixels(lineHeight),
        ])
    }
  }

  /// Writes the lines of a text of several styles: each line's box as Morph stacked it, holding one
  /// `<span class="morph-run">` per run at the x where Morph placed it, as tall as its font's ascent
  /// and descent (so that its baseline falls on the line's), in its own font (followed by the fallback
  /// family that drew it, if any), color, letter spacing, underline and background.
  private mutating func writeRuns(
    of layout: TextLayout, containerWidth: Double, into container: HTMLElement, selector: String
  ) throws(XMLError) {
    for (index, line) in layout.lines.enumerated() {
      let lineDiv = try document.appendElement(named: "div", attributes: ["class": "morph-line"], to: container)
      let x = layout.xOffset(of: line, containerWidth: CGFloat(max(containerWidth, 0)))
      let lineSelector = selector + ">.morph-text>:nth-child(\(index + 1))"
      sheet.addRule(
        lineSelector,
        [
          "left:" + format.pixels(Double(x)), "top:" + format.pixels(Double(line.top)),
          "width:" + format.pixels(Double(line.width)), "height:" + format.pixels(Double(line.height)),
        ])
      for (runIndex, run) in line.runs.enumerated() {
        let span = try document.appendElement(named: "span", attributes: ["class": "morph-run"], to: lineDiv)
        try document.appendText(run.text, to: span)
        let style = run.style
        let height = Double(run.metrics.ascent + run.metrics.descent)
        var declarations = [
          "position:absolute", "left:" + format.pixels(Double(run.x)),
          "top:" + format.pixels(Double(line.baseline - line.top - run.metrics.ascent)),
          "width:" + format.pixels(Double(run.width)), "height:" + format.pixels(height),
          "line-height:" + format.pixels(height),
          "font-family:" + run.fontFamilies.map(HTMLFormat.string).joined(separator: ","),
          "font-size:" + format.pixels(Double(style.font.size)), "font-weight:\(style.font.weight)",
          "color:" + format.color(style.color),
        ]
        if style.kern != 0 { declarations.append("letter-spacing:" + format.pixels(Double(style.kern))) }
        if style.underline { declarations.append("text-decoration:underline") }
        if let background = style.backgroundColor {
          declarations.append("background-color:" + format.color(background))
        }
        sheet.addRule(lineSelector + ">:nth-child(\(runIndex + 1))", declarations)
      }
    }
  }
}
