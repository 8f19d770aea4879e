import Foundation
import MorphLayout
import MorphTimeline

extension LottieCompositionBuilder {
  /// Text as Morph broke it into lines: a text layer per line (per run when runs differ in style) with
  /// its origin on the baseline where Morph placed it, left justified, in the measured font, which the
  /// animation's font list names for the player to find; or, given ``textOutlines``, a shape layer of
  /// each run's glyph outlines there. Run backgrounds and underlines are rectangles of a shape layer
  /// behind the text. Front to back.
  ///
  /// An underline is 0.044 em thick with its top 0.063 em under the baseline (DejaVu Sans's
  /// underline, which Morph's default font draws).
  mutating func textLayers(
    _ text: TextContent, containerWidth: Double, inset: EdgeInsets, name: String, origin: [Double]
  ) -> [LottieLayer] {
    let layout = text.layout
    let width = CGFloat(max(containerWidth, 0))
    let left = origin[0] + Double(inset.left)
    let top = origin[1] + Double(inset.top)
    var layers: [LottieLayer] = []
    var rectangles: [LottieShape] = []
    for line in layout.lines {
      let start = Double(layout.xOffset(of: line, containerWidth: width))
      let baseline = top + Double(line.baseline)
      let runs =
        layout.isSingleStyle
        ? [TextLayout.Run(text: line.text, style: layout.attributes.characterStyle, x: 0, width: line.width)]
        : line.runs
      for run in runs {
        let x = left + start + Double(run.x)
        let style = run.style
        let size = Double(style.font.size)
        if let background = style.backgroundColor {
          let ascent = Double(run.metrics.ascent)
          let height = ascent + Double(run.metrics.descent)
          rectangles.append(
            rectangle(
              "background", x: x, y: baseline - ascent, width: Double(run.width), height: height, color: background))
        }
        if style.underline {
          rectangles.append(
            rectangle(
              "underline", x: x, y: baseline + size * 0.063, width: Double(run.width), height: size * 0.044,
              color: style.color))
        }
        let family = run.fallbackFamily ?? style.font.family
        if let outlines = textOutlines {
          guard outlineSegments <= outlineSegmentBudget else { continue }
          let font = Font(family: family, size: style.font.size, weight: style.font.weight)
          let outline = outlines.outline(of: Substring(run.text), font: font)
          outlineSegments += outline.contours.reduce(0) { $0 + 1 + $1.segments.count }
          layers.append(glyphLayer(outline, color: style.color, at: [x, baseline], name: name))
          continue
        }
        let font = LottieFont(
          fName: Self.fontName(family: family, weight: style.font.weight), fFamily: family,
          fStyle: Self.styleName(weight: style.font.weight), fWeight: String(style.font.weight),
          ascent: format.value(size > 0 ? Double(line.metrics.ascent) / size * 100 : 0))
        if !fonts.contains(where: { $0.fName == font.fName }) { fonts.append(font) }
        let color = style.color
        let document = LottieText.Style(
          s: format.value(size), f: font.fName, t: run.text,
          tr: format.value(size > 0 ? Double(style.kern) / size * 1000 : 0), lh: format.value(Double(line.height)),
          fc: [color.red, color.green, color.blue].map(format.value))
        var layer = LottieLayer(
          ind: 0, ty: .text, nm: name + " text", ks: .at([x, baseline].map(format.value)), ip: 0, op: endFrame)
        layer.ks.o = .fixed([format.value(color.alpha * 100)])
        layer.t = LottieText(style: document)
        layers.append(layer)
      }
    }
    if !rectangles.isEmpty {
      layers.append(shapeLayer(named: name + " text decoration", shapes: rectangles.reversed(), at: [0, 0]))
    }
    return layers
  }

  /// A shape layer of a run's glyph outlines, filled with its color, its origin on the baseline.
  private func glyphLayer(_ outline: TextOutline, color: Color, at point: [Double], name: String) -> LottieLayer {
    let paths = outline.contours.map { LottieShape.path(.fixedPath(LottieBezierPath($0).rounded(by: format))) }
    let fill = LottieShape.fill(
      color: .fixed([color.red, color.green, color.blue].map(format.value)),
      opacity: .fixed([format.value(color.alpha * 100)]))
    var layer = shapeLayer(
      named: name + " glyphs", shapes: [group("glyphs", paths + [fill])], at: point.map(format.value))
    layer.ks.o = .fixed([100])
    return layer
  }

  /// A filled rectangle with its top left corner at a point.
  private func rectangle(
    _ name: String, x: Double, y: Double, width: Double, height: Double, color: Color
  ) -> LottieShape {
    group(
      name,
      [
        .rectangle(
          position: .fixed([x + width / 2, y + height / 2].map(format.value)),
          size: .fixed([width, height].map(format.value)), roundness: .fixed([0])),
        .fill(
          color: .fixed([color.red, color.green, color.blue].map(format.value)),
          opacity: .fixed([format.value(color.alpha * 100)])),
      ])
  }

  /// The name a font list gives a family at a weight: `DejaVuSans-Bold`.
  static func fontName(family: String, weight: Int) -> String {
    family.filter { $0 != " " } + "-" + styleName(weight: weight).filter { $0 != " " }
  }

  /// The style a weight is named by, as font files name it.
  static func styleName(weight: Int) -> String {
    switch weight {
    case ..<150: "Thin"
    case ..<250: "ExtraLight"
    case ..<350: "Light"
    case ..<450: "Regular"
    case ..<550: "Medium"
    case ..<650: "SemiBold"
    case ..<750: "Bold"
    case ..<850: "ExtraBold"
    default: "Black"
    }
  }
}
