import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

/// A run drawn by a fallback font names that family after its own in both formats, so that the browser
/// draws it in the font Morph measured; runs of the font itself name nothing new.
@Suite struct FallbackFamilyExportTests {
  /// "Hi 👍" in DejaVu Sans at 17 pt, the emoji laid out in `Noto Color Emoji`.
  static func timeline() -> Timeline {
    let attributes = TextAttributes(font: Font(size: 17))
    let style = attributes.characterStyle
    let metrics = FontMetrics(ascent: 16, descent: 4, lineGap: 0)
    let runs = [
      TextLayout.Run(text: "Hi ", style: style, x: 0, width: 22.91, metrics: metrics),
      TextLayout.Run(
        text: "👍", style: style, x: 22.91, width: 21, metrics: metrics, fallbackFamily: "Noto Color Emoji"),
    ]
    let layout = TextLayout(
      attributes: attributes, metrics: metrics,
      lines: [TextLayout.Line(text: "Hi 👍", width: 43.91, baseline: 16, runs: runs, metrics: metrics)],
      isTruncated: false)
    let text = Fixture.element(
      "text", parent: "root", frame: CGRect(x: 10, y: 10, width: 100, height: 20), kind: "text",
      content: .text(TextContent(text: "Hi 👍", attributes: attributes, layout: layout)))
    return Fixture.timeline(duration: 0, [text])
  }

  @Test func svgTspansNameTheFallbackFamilyAfterTheRunsFamily() throws {
    let svg = String(decoding: try SVGExporter().export(Self.timeline()), as: UTF8.self)
    #expect(svg.contains(#"<tspan x="0">Hi </tspan>"#))
    #expect(svg.contains(#"<tspan x="22.91" font-family="'DejaVu Sans','Noto Color Emoji'">👍</tspan>"#))
  }

  @Test func htmlRunsNameTheFallbackFamilyAfterTheRunsFamily() throws {
    let html = String(decoding: try HTMLExporter().export(Self.timeline()), as: UTF8.self)
    #expect(html.contains("font-family:'DejaVu Sans','Noto Color Emoji';"))
    #expect(html.components(separatedBy: "font-family:'DejaVu Sans';").count == 3)
  }
}
