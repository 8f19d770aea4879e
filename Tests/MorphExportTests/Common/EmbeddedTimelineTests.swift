import Foundation
import MorphExport
import MorphTimeline
import Testing

/// An SVG or HTML export can carry the timeline it animates, read back equal whatever its texts hold;
/// by default it carries none.
@Suite struct EmbeddedTimelineTests {
  static func options(prefix: String = "") -> ExportOptions {
    ExportOptions(idPrefix: prefix, embedsTimeline: true)
  }

  @Test func anSVGCarriesItsTimelineReadBackEqual() throws {
    for timeline in [ExportCases.awkwardText(), ExportCases.restacked(), ExportCases.box(.easeInOut)] {
      let svg = try SVGExporter(options: Self.options()).export(timeline)
      #expect(try EmbeddedTimeline.timeline(in: svg) == timeline)
      #expect(String(decoding: svg, as: UTF8.self).contains("<metadata id=\"morph-timeline\">{"))
    }
  }

  @Test func anHTMLPageCarriesItsTimelineInItsHeadReadBackEqual() throws {
    // The text holds `</b>`, which written as it is could end the script: `<` is written `\u003c`.
    let timeline = ExportCases.awkwardText()
    let html = try HTMLExporter(options: Self.options()).export(timeline)
    #expect(try EmbeddedTimeline.timeline(in: html) == timeline)
    let page = String(decoding: html, as: UTF8.self)
    #expect(page.contains("<script type=\"application/json\" id=\"morph-timeline\">{"))
    #expect(page.contains("\\u003cb>Tom"))
    let head = try #require(page.range(of: "</head>"))
    #expect(page.range(of: "id=\"morph-timeline\"")!.lowerBound < head.lowerBound)
  }

  @Test func theElementTakesItsIdBeforeAnyElementOfTheTimeline() throws {
    let timeline = Fixture.timeline(
      duration: 0, [Fixture.element("morph-timeline", parent: "root", frame: CGRect(x: 0, y: 0, width: 5, height: 5))])
    for prefix in ["", "card.a-"] {
      let svg = try SVGExporter(options: Self.options(prefix: prefix)).export(timeline)
      #expect(try EmbeddedTimeline.timeline(in: svg, idPrefix: prefix) == timeline, "\(prefix)")
      let html = try HTMLExporter(options: Self.options(prefix: prefix)).export(timeline)
      #expect(try EmbeddedTimeline.timeline(in: html, idPrefix: prefix) == timeline, "\(prefix)")
    }
  }

  @Test func byDefaultAnExportCarriesNone() throws {
    let timeline = ExportCases.box(.linear)
    let svg = try SVGExporter().export(timeline)
    let html = try HTMLExporter().export(timeline)
    #expect(try EmbeddedTimeline.timeline(in: svg) == nil && EmbeddedTimeline.timeline(in: html) == nil)
    #expect(!String(decoding: svg, as: UTF8.self).contains("morph-timeline"))
  }
}
