import Foundation
import MorphLayout
import MorphText
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Loads exports of a text of several runs, measured with FreeType in DejaVu Sans, in headless Chromium
/// and checks that the browser draws each run's box — its advance from its x by its font's ascent and
/// descent around the baseline — where Morph measured it, within 0.5 px, in both formats. Skipped
/// without Chromium, except under CI, where it fails.
@MainActor
@Suite(.serialized) struct TextRunBrowserTests {
  /// One run's box, relative to the stage, in CSS pixels.
  struct RunBox: Decodable, CustomStringConvertible {
    var text: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var description: String { "\"\(text)\" at (\(x), \(y)) \(width) × \(height)" }
  }

  /// Where Morph measured every run at the end of the timeline, in document order.
  private func expectedBoxes(in timeline: Timeline) throws -> [RunBox] {
    let end = timeline.sample(at: timeline.duration)
    var boxes: [RunBox] = []
    for element in timeline.elements {
      guard case .text(let text) = element.content else { continue }
      let inset = text.textContainerInset
      let box = try #require(end.state(of: element.id)).absoluteFrame
      let frame = CGRect(
        x: box.minX + inset.left, y: box.minY + inset.top, width: box.width - inset.left - inset.right,
        height: box.height - inset.top - inset.bottom)
      for line in text.layout.lines {
        let start = frame.minX + text.layout.xOffset(of: line, containerWidth: frame.width)
        for run in line.runs {
          boxes.append(
            RunBox(
              text: run.text, x: Double(start + run.x), y: Double(frame.minY + line.baseline - run.metrics.ascent),
              width: Double(run.width), height: Double(run.metrics.ascent + run.metrics.descent)))
        }
      }
    }
    return boxes
  }

  private func compare(_ got: [RunBox], _ expected: [RunBox], format: String) throws {
    try #require(got.count == expected.count, "\(got.count) runs in the \(format), \(expected.count) laid out")
    var worst = 0.0
    for (got, want) in zip(got, expected) {
      #expect(got.text == want.text)
      let deviation = [got.x - want.x, got.y - want.y, got.width - want.width, got.height - want.height]
        .map(abs).max()!
      worst = max(worst, deviation)
      #expect(deviation <= 0.5, "\(format): \(got) should be \(want)")
    }
    print("TextRunBrowserTests: \(got.count) runs in the \(format), largest deviation \(worst) px")
  }

  private func write(_ data: Data, extension pathExtension: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("morph-runs-\(UUID().uuidString).\(pathExtension)")
    try data.write(to: file)
    return file
  }

  /// Texts without padding, and texts padded by their `textContainerInset`.
  nonisolated static let insets = [EdgeInsets.zero, EdgeInsets(top: 6, left: 10, bottom: 4, right: 8)]

  @Test(arguments: insets) func htmlRunsSitWhereMorphMeasuredThem(inset: EdgeInsets) throws {
    try BrowserAnimationCheck.requireOrSkip()
    let timeline = ExportCases.textRuns(measurer: try FreeTypeTextMeasurer(), family: Font.defaultFamily, inset: inset)
    let file = try write(try HTMLExporter().export(timeline), extension: "html")
    defer { try? FileManager.default.removeItem(at: file) }
    let runs = try PageProbe.evaluate(
      [RunBox].self, file: file,
      body: PageProbe.prelude + """
        seek(\(timeline.duration));
        return [...document.querySelectorAll('.morph-run')].map((run) => {
          const range = document.createRange();
          range.selectNodeContents(run);
          const box = range.getBoundingClientRect();
          return { text: run.textContent, x: box.left - stageLeft, y: box.top - stageTop, width: box.width,
                   height: box.height };
        });
        """)
    try compare(runs, try expectedBoxes(in: timeline), format: "HTML page")
  }

  @Test(arguments: insets) func svgRunsSitWhereMorphMeasuredThem(inset: EdgeInsets) throws {
    try BrowserAnimationCheck.requireOrSkip()
    let timeline = ExportCases.textRuns(measurer: try FreeTypeTextMeasurer(), family: Font.defaultFamily, inset: inset)
    let file = try write(try SVGExporter().export(timeline), extension: "svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let runs = try PageProbe.evaluate(
      [RunBox].self, file: file,
      body: """
        const svg = document.documentElement;
        svg.pauseAnimations();
        svg.setCurrentTime(\(timeline.duration));
        const stage = svg.getBoundingClientRect();
        return [...document.querySelectorAll('tspan')].map((run) => {
          const box = run.getBoundingClientRect();
          return { text: run.textContent, x: box.left - stage.left, y: box.top - stage.top, width: box.width,
                   height: box.height };
        });
        """)
    try compare(runs, try expectedBoxes(in: timeline), format: "SVG document")
  }
}
