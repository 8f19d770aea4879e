import Foundation
import MorphExport
import MorphLayout
import MorphText
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// Text that falls back to the emoji and CJK fonts `scripts/install-dependencies` installs, exported as
/// HTML and SVG and drawn by Chromium: every run must be drawn as wide as Morph measured it (≤ 0.5 px),
/// in the fallback family the export names.
@Suite struct FallbackTextBrowserTests {
  static let texts = ["Hi 👍 你好 — café", "東京 🚀🎉 Tokyo, naïve", "I ❤️ 👍🏽 🇯🇵 👨‍👩‍👧 1️⃣ ❤ 😀"]
  static let sizes: [CGFloat] = [12, 17, 24.5, 32]
  static let weights = [400, 700]

  /// One run as the browser draws it: its characters and advance width.
  struct DrawnRun: Decodable, Equatable {
    var text: String
    var width: CGFloat
  }

  /// Widths of each `.morph-run` span's characters (a range around them: the span itself is as wide
  /// as Morph said) and of each SVG `<tspan>`.
  static let measuringScript = """
    [...document.querySelectorAll('.morph-run, .morph-text-content tspan')].map(node => {
      if (node.getComputedTextLength) return { text: node.textContent, width: node.getComputedTextLength() };
      const range = document.createRange();
      range.selectNodeContents(node);
      return { text: node.textContent, width: range.getBoundingClientRect().width };
    })
    """

  @Test func exportedRunsAreDrawnAsWideAsMeasured() throws {
    try BrowserAnimationCheck.requireOrSkip()
    let measurer = try FreeTypeTextMeasurer()
    let fonts = Self.weights.flatMap { weight in Self.sizes.map { Font(size: $0, weight: weight) } }
    let layouts = fonts.flatMap { font in
      Self.texts.map { text in
        let attributes = TextAttributes(font: font)
        return (text, attributes, measurer.textLayout(of: text, attributes: attributes, width: .infinity))
      }
    }
    let expected = layouts.flatMap { $0.2.lines.flatMap(\.runs) }
    #expect(expected.contains { $0.fallbackFamily != nil }, "no fallback font: run scripts/install-dependencies")
    let timeline = Self.timeline(showing: layouts)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-fallback-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var largest: CGFloat = 0
    for (name, data) in [
      ("export.html", try HTMLExporter().export(timeline)), ("export.svg", try SVGExporter().export(timeline)),
    ] {
      let file = folder.appendingPathComponent(name)
      try data.write(to: file)
      let output = try BrowserAnimationCheck.runScript(
        named: "cdp.py", arguments: ["--file", file.path, "--eval", Self.measuringScript])
      let drawn = try JSONDecoder().decode([DrawnRun].self, from: output)
      try #require(drawn.map(\.text) == expected.map(\.text), "\(name): the runs drawn are not the runs laid out")
      for (run, browser) in zip(expected, drawn) {
        let difference = abs(run.width - browser.width)
        largest = max(largest, difference)
        #expect(
          difference <= 0.5,
          "\(name): '\(run.text)' in \(run.fontFamilies) \(run.style.font): Chromium \(browser.width), Morph \(run.width)"
        )
      }
    }
    print("FallbackTextBrowserTests: \(expected.count) runs × 2 exports, largest width difference \(largest) px")
  }

  /// A timeline showing each layout in a text element of its own, one under the other, that does not move.
  static func timeline(showing layouts: [(String, TextAttributes, TextLayout)]) -> Timeline {
    let pitch: CGFloat = 48
    var elements = [
      Fixtures.element(
        "root", parent: nil, frame: CGRect(x: 0, y: 0, width: 480, height: pitch * CGFloat(layouts.count)))
    ]
    for (index, (text, attributes, layout)) in layouts.enumerated() {
      var element = Fixtures.element(
        "text\(index)", frame: CGRect(x: 8, y: pitch * CGFloat(index), width: 460, height: layout.height), index: index)
      element.kind = "text"
      element.contents = [
        DrawnContent(
          start: 0, size: CGSize(width: 460, height: layout.height),
          content: .text(TextContent(text: text, attributes: attributes, layout: layout)))
      ]
      elements.append(element)
    }
    return Timeline(rootID: "root", elements: elements, duration: 1)
  }
}
