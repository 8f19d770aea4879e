import Foundation
import MorphLayout
import MorphText
import MorphTimeline
import MorphTransition
import MorphXML
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Plays HTML exports in headless Chromium and compares every element's box and opacity with
/// ``Timeline/sample(at:)`` at many times, including just before and at each jump; checks that the
/// page runs the CSS animations the report counts, that reduced motion shows the end state and that
/// text lines sit where Morph broke them. Skipped without Chromium, except under CI, where it fails.
@MainActor
@Suite(.serialized) struct HTMLBrowserTests {
  private func export(
    _ timeline: Timeline, options: ExportOptions, template: HTMLTemplate, edit: (String) -> String = { $0 }
  ) throws -> (file: URL, report: HTMLExportReport) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("morph-html-\(UUID().uuidString).html")
    let (data, report) = try HTMLExporter(options: options, template: template).exportWithReport(timeline)
    try Data(edit(String(decoding: data, as: UTF8.self)).utf8).write(to: file)
    return (file, report)
  }

  @discardableResult
  private func expectChromiumMatches(
    _ timeline: Timeline, options: ExportOptions = ExportOptions(),
    template: HTMLTemplate = HTMLExporter.defaultTemplate, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BrowserComparison {
    try BrowserAnimationCheck.requireOrSkip(sourceLocation: sourceLocation)
    let (file, report) = try export(timeline, options: options, template: template)
    defer { try? FileManager.default.removeItem(at: file) }
    let comparison = try BrowserAnimationCheck.compare(
      file: file, kind: .html, timeline: timeline, times: SampleComparison.browserTimes(of: timeline))
    print("HTMLBrowserTests: \(comparison)")
    #expect(comparison.passed, "\(comparison)", sourceLocation: sourceLocation)
    #expect(comparison.comparedCount > 0, sourceLocation: sourceLocation)
    #expect(
      comparison.samples.animations.css == report.transitionCount + report.keyframeAnimationCount,
      "the page runs \(comparison.samples.animations.css) CSS animations; the report says\n\(report)",
      sourceLocation: sourceLocation)
    return comparison
  }

  @Test func everyCurvePlaysAsSampled() throws {
    for (_, curve) in ExportCases.curves {
      try expectChromiumMatches(ExportCases.box(curve))
    }
    try expectChromiumMatches(HTMLCases.unusualBezier())
  }

  @Test func cutShortCurvesJumpsAndColorsPlayAsSampled() throws {
    try expectChromiumMatches(ExportCases.chained())
    try expectChromiumMatches(HTMLCases.jumps())
  }

  @Test func plannedTransitionsPlayAsSampled() async throws {
    try expectChromiumMatches(try await Planned.reorderedRow())
    // Critically damped, so that opacity does not overshoot: Chromium clamps opacity to 0…1 (as UIKit
    // does), while the comparison takes the timeline's alpha as it is.
    try expectChromiumMatches(try await Planned.reorderedRow(animation: .spring(duration: 0.6, dampingRatio: 1)))
    try expectChromiumMatches(try await ExportCases.chainedByCompletion())
    try expectChromiumMatches(try await ExportCases.storyboard())
    try expectChromiumMatches(try await HTMLCases.interrupted())
    try expectChromiumMatches(try await HTMLCases.keyframed())
  }

  @Test func transformsBordersClipsAndContentPlayAsSampled() async throws {
    try expectChromiumMatches(try await CardNode.widening(title: "A title long enough to wrap onto three lines"))
    try expectChromiumMatches(HTMLCases.styled())
    try expectChromiumMatches(HTMLCases.wrappedText())
  }

  @Test func restackedAndReparentedSiblingsPlayAsSampled() throws {
    try expectChromiumMatches(ExportCases.restacked())
  }

  @Test func aPageWithOnlyTheMountPointPlaysAsSampled() throws {
    try expectChromiumMatches(
      ExportCases.chained(), template: HTMLTemplate(data: Data(HTMLCases.bareTemplate.utf8), location: "bare.html"))
  }

  @Test func aLoopPlaysAsSampledInItsFirstAndSecondRuns() async throws {
    let timeline = try await Planned.reorderedRow()
    let options = ExportOptions(loops: true, loopPause: 0.5)
    try expectChromiumMatches(timeline, options: options)
    // The second run, 0.9 s later, samples as the first.
    let (file, _) = try export(timeline, options: options, template: HTMLExporter.defaultTemplate)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = timeline.duration + options.loopPause
    let times = SampleComparison.browserTimes(of: timeline)
    let second = try BrowserAnimationCheck.sample(file: file, kind: .html, times: times.map { $0 + run })
    let shifted = BrowserSamples(
      times: times, animations: second.animations,
      samples: zip(times, second.samples).map { BrowserSample(time: $0, elements: $1.elements) })
    let comparison = BrowserAnimationCheck.compare(shifted, with: timeline)
    print("HTMLBrowserTests (second run): \(comparison)")
    #expect(comparison.passed, "\(comparison)")
    #expect(comparison.comparedCount > 0)
  }

  @Test func reducedMotionShowsTheEndStateAtOnce() async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let timeline = try await Planned.reorderedRow()
    for options in [ExportOptions(), ExportOptions(loops: true, loopPause: 0.5)] {
      // The page as a browser preferring reduced motion applies it.
      let (file, _) = try export(timeline, options: options, template: HTMLExporter.defaultTemplate) {
        $0.replacingOccurrences(of: "@media (prefers-reduced-motion: reduce)", with: "@media all")
      }
      defer { try? FileManager.default.removeItem(at: file) }
      let samples = try BrowserAnimationCheck.sample(file: file, kind: .html, times: [0, 0.1, 0.2, 0.3])
      // Whenever it is sampled, the page shows the timeline's end.
      let atEnd = BrowserSamples(
        times: samples.times, animations: samples.animations,
        samples: samples.samples.map { BrowserSample(time: timeline.duration, elements: $0.elements) })
      let comparison = BrowserAnimationCheck.compare(atEnd, with: timeline)
      #expect(comparison.passed, "\(comparison)")
      #expect(comparison.comparedCount == 4 * 4, "row, A, C and D at each time; B has left")
    }
  }

  /// One text line as the browser lays it out, relative to the stage.
  private struct TextLine: Decodable, Equatable, CustomStringConvertible {
    var id: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    /// How many line boxes the text takes (1 unless the browser wrapped it).
    var boxes: Int

    var description: String { "\(id) line at (\(x), \(y)) \(width) × \(height) in \(boxes) boxes" }
  }

  @Test func textLinesSitWhereMorphBrokeThem() throws {
    try BrowserAnimationCheck.requireOrSkip()
    let measurer = try FreeTypeTextMeasurer()
    let timeline = HTMLCases.wrappedText(measurer: measurer, family: Font.defaultFamily)
    let (file, _) = try export(timeline, options: ExportOptions(), template: HTMLExporter.defaultTemplate)
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = try PageProbe.evaluate(
      [TextLine].self, file: file,
      body: PageProbe.prelude + """
        seek(\(timeline.duration));
        return [...document.querySelectorAll('.morph-line')].map((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const box = range.getBoundingClientRect();
          return {
            id: line.closest('[data-morph-id]').getAttribute('data-morph-id'),
            x: box.left - stageLeft, y: box.top - stageTop, width: box.width, height: box.height,
            boxes: range.getClientRects().length,
          };
        });
        """)
    var expected: [TextLine] = []
    let end = timeline.sample(at: timeline.duration)
    for element in timeline.elements {
      let frame = try #require(end.state(of: element.id)).absoluteFrame
      let text: TextContent
      var inset = EdgeInsets.zero
      switch element.content {
      case .text(let content):
        text = content
      case .editableText(let field):
        text = field.shown
        inset = field.textContainerInset
      default:
        continue
      }
      let width = frame.width - inset.left - inset.right
      for line in text.layout.lines {
        expected.append(
          TextLine(
            id: element.id, x: Double(frame.minX + inset.left + text.layout.xOffset(of: line, containerWidth: width)),
            y: Double(frame.minY + inset.top + line.baseline - text.layout.metrics.ascent), width: Double(line.width),
            height: Double(text.layout.metrics.ascent + text.layout.metrics.descent), boxes: 1))
      }
    }
    try #require(lines.count == expected.count, "\(lines.count) lines in the page, \(expected.count) laid out")
    #expect(expected.count == 3 * 4 + 1, "the paragraph wraps onto four lines in each alignment; the field has one")
    var worst = 0.0
    for (got, want) in zip(lines, expected) {
      #expect(got.id == want.id && got.boxes == 1, "\(got) should be one line box of \(want.id)")
      let deviation = [got.x - want.x, got.y - want.y, got.width - want.width, got.height - want.height].map(abs).max()!
      worst = max(worst, deviation)
      #expect(deviation <= 0.5, "\(got) should be \(want)")
    }
    print("HTMLBrowserTests: \(lines.count) text lines, largest deviation \(worst) px")
  }

  @Test func siblingsStackAsTheTimelineOrdersThem() throws {
    try BrowserAnimationCheck.requireOrSkip()
    let timeline = ExportCases.restacked()
    let (file, _) = try export(timeline, options: ExportOptions(), template: HTMLExporter.defaultTemplate)
    defer { try? FileManager.default.removeItem(at: file) }
    // Where X and Y overlap, where W is inside Z, and where W is on its own.
    let points = [CGPoint(x: 70, y: 50), CGPoint(x: 108, y: 8), CGPoint(x: 8, y: 8)]
    let times = (0...19).map { Double($0) / 20 + 0.025 }
    let probes = times.flatMap { time in points.map { (time: time, point: $0) } }
    let calls = probes.map { "[\($0.time), \($0.point.x), \($0.point.y)]" }.joined(separator: ",")
    let fronts = try PageProbe.evaluate(
      [String?].self, file: file,
      body: PageProbe.prelude + """
        return [\(calls)].map(([time, x, y]) => {
          seek(time);
          const element = document.elementFromPoint(stageLeft + x, stageTop + y)?.closest('[data-morph-id]');
          return element ? element.getAttribute('data-morph-id') : null;
        });
        """)
    try #require(fronts.count == probes.count)
    for (probe, front) in zip(probes, fronts) {
      let expected = Self.frontElement(at: probe.point, in: timeline.sample(at: probe.time))
      #expect(front == expected, "at \(probe.time) s, (\(probe.point.x), \(probe.point.y)) shows \(front ?? "nothing")")
    }
    #expect(Set(fronts.compactMap { $0 }) == ["root", "X", "Y", "Z", "W"])
  }

  /// The present element drawn in front at a point of the root's space: the last one containing it in
  /// paint order (parents before children, siblings by index), transforms aside.
  private static func frontElement(at point: CGPoint, in sample: TimelineSample) -> String? {
    let present = sample.elements.filter(\.isPresent)
    func paintOrder(under parent: String?) -> [ElementState] {
      present.filter { $0.parentID == parent }.sorted { $0.index < $1.index }
        .flatMap { [$0] + paintOrder(under: $0.id) }
    }
    return paintOrder(under: nil).last { $0.absoluteFrame.contains(point) }?.id
  }
}
