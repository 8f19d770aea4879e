import Foundation
import MorphLayout
import MorphTimeline

/// Writes the `<g>` of each element, nested as the hierarchy, with its box, content and animations,
/// in the structure ``SVGExporter`` documents (the browser contract).
///
/// A border is drawn as UIKit draws it, inside the box and above the children: a stroke twice the
/// border width on the box's outline, clipped to the box (the same clip path serves clipping to
/// bounds). The transform is UIKit's, about the box's centre:
/// `translate(centre) translate(t) rotate(r) scale(s) translate(−centre)`, animated as five
/// `<animateTransform>`s (the first replaces, the others add), all present when any part moves.
struct SVGElementWriter {
  let model: ExportModel
  let plan: StackingPlan
  let timing: SVGTiming
  let markup: SVGMarkup
  /// Put in front of every element id before it becomes an `id` (the storyboard's frame).
  let idStem: String
  var ids: DocumentIdentifiers

  private var format: SVGFormat { timing.format }

  /// Writes every top-level element and everything under it.
  mutating func writeTopLevel() {
    for slot in plan.slots(under: nil) {
      write(slot)
    }
  }

  private mutating func write(_ slot: StackingPlan.Slot) {
    let element = model.elements[slot.element]
    let format = format  // what the closures below capture, rather than a copy of the writer
    let frame = element.track(.frame)
    let name = idStem + element.id
    let id = ids.make(name)
    let position = ComponentChannel(frame) { Array($0.components.prefix(2)) }
    let opacity = ComponentChannel(element.track(.alpha)) { $0.components }
    markup.open("g")
    markup.attribute("id", id)
    markup.attribute("class", "morph-" + DocumentIdentifiers.nameCharacters(element.kind, keepingDots: true))
    markup.attribute("data-morph-id", element.id)
    markup.attribute("data-morph-spec", element.specPath)
    markup.attribute("transform", "translate(\(format.numbers(position.initial)))")
    markup.attribute("opacity", format.number(opacity.initial[0]))
    markup.attribute("display", timing.isShown(at: 0, slot.intervals) ? nil : "none")
    if let display = timing.displayAnimation(of: slot.intervals) {
      markup.animation(display, timing: timing)
    }
    animate(position, "transform", transformType: "translate", text: format.numbers)
    animate(opacity, "opacity") { format.number($0[0]) }

    let hasTransform = element.track(.transform).keyframes.contains { $0.value != .transform(.identity) }
    if hasTransform { openTransformGroup(of: element) }
    let border = borderChannels(of: element)
    let hasChildren = !plan.slots(under: element.id).isEmpty
    let clipsContent = element.clipsToBounds && (hasChildren || element.drawsContent)
    let boxID = clipsContent || border != nil ? ids.make(name + "-box") : nil
    writeBox(of: element, id: boxID)
    var clipID: String?
    if let boxID {
      let clip = ids.make(name + "-clip")
      markup.open("clipPath")
      markup.attribute("id", clip)
      markup.open("use")
      markup.attribute("href", "#" + boxID)
      markup.close()
      markup.close()
      clipID = clip
    }
    if clipsContent, let clipID {
      markup.open("g")
      markup.attribute("clip-path", "url(#\(clipID))")
    }
    writeContents(of: element)
    for child in plan.slots(under: element.id) {
      write(child)
    }
    if clipsContent { markup.close() }
    if let border, let clipID { writeBorder(of: element, channels: border, clipID: clipID) }
    if hasTransform { markup.close() }
    markup.close()
  }

  // MARK: - Box and border

  private func writeBox(of element: ExportElement, id: String?) {
    let format = format  // what the closures below capture, rather than a copy of the writer
    let (width, height) = sizeChannels(of: element)
    let radius = ComponentChannel(element.track(.cornerRadius)) { [max($0.components[0], 0)] }
    let fill = ComponentChannel.colorChannels(of: element.track(.backgroundColor))
    markup.open("rect")
    markup.attribute("id", id)
    markup.attribute("data-morph-box", element.id)
    markup.attribute("width", format.number(width.initial[0]))
    markup.attribute("height", format.number(height.initial[0]))
    markup.attribute("rx", Self.attributeValue(radius, omitting: "0") { format.number($0[0]) })
    markup.attribute("fill", fill.map { format.color($0.rgb.initial) } ?? "none")
    markup.attribute(
      "fill-opacity", fill.flatMap { Self.attributeValue($0.alpha, omitting: "1") { format.number($0[0]) } })
    animate(width, "width") { format.number($0[0]) }
    animate(height, "height") { format.number($0[0]) }
    animate(radius, "rx") { format.number($0[0]) }
    if let fill {
      animate(fill.rgb, "fill", text: format.color)
      animate(fill.alpha, "fill-opacity") { format.number($0[0]) }
    }
    markup.close()
  }

  /// The stroke width (twice the border width) and stroke colors of an element's border; nil when it
  /// never has one.
  private func borderChannels(
    of element: ExportElement
  ) -> (width: ComponentChannel, rgb: ComponentChannel, alpha: ComponentChannel)? {
    let width = element.track(.borderWidth)
    guard width.keyframes.contains(where: { $0.value.components[0] > 0 }),
      let color = ComponentChannel.colorChannels(of: element.track(.borderColor))
    else { return nil }
    return (ComponentChannel(width) { [max($0.components[0], 0) * 2] }, color.rgb, color.alpha)
  }

  private func writeBorder(
    of element: ExportElement, channels: (width: ComponentChannel, rgb: ComponentChannel, alpha: ComponentChannel),
    clipID: String
  ) {
    let (width, height) = sizeChannels(of: element)
    let radius = ComponentChannel(element.track(.cornerRadius)) { [max($0.components[0], 0)] }
    markup.open("rect")
    markup.attribute("class", "morph-border")
    markup.attribute("width", format.number(width.initial[0]))
    markup.attribute("height", format.number(height.initial[0]))
    markup.attribute("rx", Self.attributeValue(radius, omitting: "0") { format.number($0[0]) })
    markup.attribute("fill", "none")
    markup.attribute("stroke", format.color(channels.rgb.initial))
    markup.attribute("stroke-opacity", Self.attributeValue(channels.alpha, omitting: "1") { format.number($0[0]) })
    markup.attribute("stroke-width", format.number(channels.width.initial[0]))
    markup.attribute("clip-path", "url(#\(clipID))")
    animate(width, "width") { format.number($0[0]) }
    animate(height, "height") { format.number($0[0]) }
    animate(radius, "rx") { format.number($0[0]) }
    animate(channels.rgb, "stroke", text: format.color)
    animate(channels.alpha, "stroke-opacity") { format.number($0[0]) }
    animate(channels.width, "stroke-width") { format.number($0[0]) }
    markup.close()
  }

  private func sizeChannels(of element: ExportElement) -> (width: ComponentChannel, height: ComponentChannel) {
    let frame = element.track(.frame)
    return (
      ComponentChannel(frame) { [max($0.components[2], 0)] }, ComponentChannel(frame) { [max($0.components[3], 0)] }
    )
  }

  // MARK: - Transform

  private func openTransformGroup(of element: ExportElement) {
    let frame = element.track(.frame)
    let transform = element.track(.transform)
    let parts: [(type: String, channel: ComponentChannel)] = [
      ("translate", ComponentChannel(frame) { [$0.components[2] / 2, $0.components[3] / 2] }),
      ("translate", ComponentChannel(transform) { [$0.components[0], $0.components[1]] }),
      ("rotate", ComponentChannel(transform) { [$0.components[4] * 180 / .pi] }),
      ("scale", ComponentChannel(transform) { [$0.components[2], $0.components[3]] }),
      ("translate", ComponentChannel(frame) { [-$0.components[2] / 2, -$0.components[3] / 2] }),
    ]
    let list = parts.map { "\($0.type)(\(format.numbers($0.channel.initial)))" }.joined(separator: " ")
    markup.open("g")
    markup.attribute("class", "morph-transform")
    markup.attribute("transform", list)
    animateTransform(parts)
  }

  // MARK: - Content

  /// Each of the contents the element drew. Contents that show throughout at their drawn size are
  /// written as they are; others go in a `<g class="morph-content">` shown while they show and
  /// transformed from their drawn size to where the content mode lays them in the box.
  private func writeContents(of element: ExportElement) {
    for (index, shown) in element.contents.enumerated() where shown.drawn.content != .none {
      let interval = [shown.span]
      let isWrapped = element.contents.count > 1 || shown.drawn.start > 0 || shown.isPlacedAnew
      if isWrapped {
        markup.open("g")
        markup.attribute("class", "morph-content")
        markup.attribute("data-morph-content", String(index))
        markup.attribute("display", timing.isShown(at: 0, interval) ? nil : "none")
        let placement = shown.isPlacedAnew ? placementParts(of: shown) : []
        if !placement.isEmpty {
          markup.attribute(
            "transform", placement.map { "\($0.type)(\(format.numbers($0.channel.initial)))" }.joined(separator: " "))
        }
        if let display = timing.displayAnimation(of: interval) {
          markup.animation(display, timing: timing)
        }
        animateTransform(placement)
      }
      writeContent(shown.drawn, mode: element.contentMode)
      if isWrapped { markup.close() }
    }
  }

  /// The `translate(x y) scale(sx sy)` that takes contents drawn at the box's origin to where the content
  /// mode lays them.
  private func placementParts(of shown: ExportContent) -> [(type: String, channel: ComponentChannel)] {
    [
      ("translate", ComponentChannel(shown.placement) { Array(shown.transform(for: $0).prefix(2)) }),
      ("scale", ComponentChannel(shown.placement) { Array(shown.transform(for: $0).suffix(2)) }),
    ]
  }

  /// Animates a transform list as one `<animateTransform>` per part (the first replaces, the others
  /// add), all present when any part moves.
  private func animateTransform(_ parts: [(type: String, channel: ComponentChannel)]) {
    let animations = parts.enumerated().map { index, part in
      timing.animation(
        of: part.channel, attribute: "transform", transformType: part.type, isAdditive: index > 0,
        text: format.numbers)
    }
    guard animations.contains(where: { $0 != nil }) else { return }
    for (index, part) in parts.enumerated() {
      let animation =
        animations[index]
        ?? .constant(
          format.numbers(part.channel.initial), attribute: "transform", transformType: part.type, isAdditive: index > 0)
      markup.animation(animation, timing: timing)
    }
  }

  /// Contents as drawn for their size, at the box's origin: a text's lines aligned in the drawn width,
  /// or an image filling the drawn size as the content mode draws it.
  private func writeContent(_ drawn: DrawnContent, mode: ContentMode) {
    let width = Double(drawn.size.width)
    switch drawn.content {
    case .none:
      break
    case .text(let text):
      let inset = text.textContainerInset
      writeText(
        text, containerWidth: width - Double(inset.left) - Double(inset.right),
        inset: inset == .zero ? nil : inset, className: "morph-text-content")
    case .editableText(let field):
      let inset = field.textContainerInset
      writeText(
        field.shown, containerWidth: width - Double(inset.left) - Double(inset.right), inset: inset,
        className: field.isPlaceholder ? "morph-placeholder" : "morph-text-content")
    case .image(let source):
      guard let source else { return }
      markup.open("image")
      markup.attribute("href", source)
      markup.attribute("width", format.number(max(width, 0)))
      markup.attribute("height", format.number(max(Double(drawn.size.height), 0)))
      markup.attribute("preserveAspectRatio", Self.preserveAspectRatio(mode))
      markup.close()
    }
  }

  /// How an image fills the size its node draws it at: with its aspect ratio kept, covering or inside
  /// it, or stretched to it.
  static func preserveAspectRatio(_ mode: ContentMode) -> String {
    switch mode {
    case .scaleAspectFill: return "xMidYMid slice"
    case .scaleAspectFit: return "xMidYMid meet"
    default: return "none"
    }
  }

  /// The lines of a text as Morph broke them: one `<text>` per line at its baseline, offset for the
  /// alignment within `containerWidth`, in the measured font with ligatures off and kerning on (what
  /// FreeType's measurement matches in Chromium).
  private func writeText(_ text: TextContent, containerWidth: Double, inset: EdgeInsets?, className: String) {
    let layout = text.layout
    guard !layout.lines.isEmpty else { return }
    let font = text.attributes.font
    let color = text.attributes.color
    markup.open("g")
    markup.attribute("class", className)
    markup.attribute("transform", inset.map { "translate(\(format.numbers([Double($0.left), Double($0.top)])))" })
    markup.attribute("font-family", Self.fontFamily(font.family))
    markup.attribute("font-size", format.number(Double(font.size)))
    markup.attribute("font-weight", String(font.weight))
    markup.attribute("fill", format.color([color.red, color.green, color.blue]))
    markup.attribute("fill-opacity", color.alpha < 1 ? format.number(color.alpha) : nil)
    markup.attribute("style", "font-kerning:normal;font-variant-ligatures:none")
    if layout.isSingleStyle {
      for line in layout.lines {
        let x = layout.xOffset(of: line, containerWidth: CGFloat(max(containerWidth, 0)))
        markup.open("text")
        markup.attribute("x", format.number(Double(x)))
        markup.attribute("y", format.number(Double(line.baseline)))
        markup.attribute("xml:space", "preserve")
        markup.text(line.text)
        markup.close()
      }
    } else {
      writeRuns(of: layout, containerWidth: containerWidth)
    }
    markup.close()
  }

  /// The lines of a text of several styles: first a `<rect>` behind each run with a background, then
  /// one `<text>` per line with a `<tspan>` per run at the x where Morph placed it, giving the font,
  /// fill, letter spacing and underline that differ from the text's `<g>`. A run drawn by a fallback
  /// font names its family after the run's own (`'DejaVu Sans','Noto Color Emoji'`).
  private func writeRuns(of layout: TextLayout, containerWidth: Double) {
    let lineStarts = layout.lines.map { layout.xOffset(of: $0, containerWidth: CGFloat(max(containerWidth, 0))) }
    for (line, start) in zip(layout.lines, lineStarts) {
      for run in line.runs {
        guard let background = run.style.backgroundColor else { continue }
        markup.open("rect")
        markup.attribute("class", "morph-text-background")
        markup.attribute("x", format.number(Double(start + run.x)))
        markup.attribute("y", format.number(Double(line.baseline - run.metrics.ascent)))
        markup.attribute("width", format.number(Double(run.width)))
        markup.attribute("height", format.number(Double(run.metrics.ascent + run.metrics.descent)))
        markup.attribute("fill", format.color([background.red, background.green, background.blue]))
        markup.attribute("fill-opacity", background.alpha < 1 ? format.number(background.alpha) : nil)
        markup.close()
      }
    }
    let base = layout.attributes.characterStyle
    for (line, start) in zip(layout.lines, lineStarts) {
      markup.open("text")
      markup.attribute("y", format.number(Double(line.baseline)))
      markup.attribute("xml:space", "preserve")
      for run in line.runs {
        let style = run.style
        markup.open("tspan")
        markup.attribute("x", format.number(Double(start + run.x)))
        let families = run.fontFamilies
        markup.attribute("font-family", families == [base.font.family] ? nil : Self.fontFamilies(families))
        markup.attribute("font-size", style.font.size == base.font.size ? nil : format.number(Double(style.font.size)))
        markup.attribute("font-weight", style.font.weight == base.font.weight ? nil : String(style.font.weight))
        if style.color != base.color {
          markup.attribute("fill", format.color([style.color.red, style.color.green, style.color.blue]))
          markup.attribute("fill-opacity", format.number(style.color.alpha))
        }
        markup.attribute("letter-spacing", style.kern == 0 ? nil : format.number(Double(style.kern)))
        markup.attribute("text-decoration", style.underline ? "underline" : nil)
        markup.text(run.text)
        markup.close()
      }
      markup.close()
    }
  }

  /// A family name as a CSS string.
  static func fontFamily(_ family: String) -> String {
    "'" + family.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  /// Family names as a CSS family list, the preferred one first.
  static func fontFamilies(_ families: [String]) -> String {
    families.map(fontFamily).joined(separator: ",")
  }

  // MARK: - Helpers

  /// Writes a channel's animation of an attribute, if it has one.
  private func animate(
    _ channel: ComponentChannel, _ attribute: String, transformType: String? = nil, text: ([Double]) -> String
  ) {
    if let animation = timing.animation(of: channel, attribute: attribute, transformType: transformType, text: text) {
      markup.animation(animation, timing: timing)
    }
  }

  /// A channel's value at time 0, or nil when that is `omitted` and the channel never changes.
  private static func attributeValue(
    _ channel: ComponentChannel, omitting omitted: String, text: ([Double]) -> String
  ) -> String? {
    let value = text(channel.initial)
    guard value == omitted else { return value }
    return channel.keys.contains { text($0.components) != omitted } ? value : nil
  }
}
