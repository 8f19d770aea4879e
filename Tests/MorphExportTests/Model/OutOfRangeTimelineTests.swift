import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import MorphXML
import Testing

@testable import MorphExport

/// Timelines holding numbers no exporter can write — not finite, or so large that sums of a few of them
/// overflow — are refused with an `ExportError` naming the problem, by every exporter. Each case is a
/// finding of the export fuzz target (Fuzz/).
@Suite struct OutOfRangeTimelineTests {
  static func text(
    width: CGFloat = 40, baseline: CGFloat = 12, ascent: CGFloat = 10, color: Color = .black
  ) -> ElementContent {
    let attributes = TextAttributes(color: color)
    return .text(
      TextContent(
        text: "Hi", attributes: attributes,
        layout: TextLayout(
          attributes: attributes, metrics: FontMetrics(ascent: ascent, descent: 3, lineGap: 0),
          lines: [TextLayout.Line(text: "Hi", width: width, baseline: baseline)], isTruncated: false)))
  }

  /// A text of two runs, the second with a run ascent of `runAscent`.
  static func textOfRuns(runAscent: CGFloat) -> ElementContent {
    let attributes = TextAttributes()
    let metrics = FontMetrics(ascent: 10, descent: 3, lineGap: 0)
    let runs = [
      TextLayout.Run(text: "H", style: attributes.characterStyle, x: 0, width: 10, metrics: metrics),
      TextLayout.Run(
        text: "i", style: CharacterStyle(font: attributes.font, color: .black, backgroundColor: .white), x: 10,
        width: 5, metrics: FontMetrics(ascent: runAscent, descent: 3, lineGap: 0)),
    ]
    return .text(
      TextContent(
        text: "Hi", attributes: attributes,
        layout: TextLayout(
          attributes: attributes, metrics: metrics,
          lines: [TextLayout.Line(text: "Hi", width: 15, baseline: 10, runs: runs, metrics: metrics, height: 13)],
          isTruncated: false)))
  }

  static func refusals(_ timeline: Timeline) -> [String?] {
    func message(_ export: () throws -> Data) -> String? {
      do {
        _ = try export()
        return nil
      } catch {
        return (error as? ExportError)?.description ?? "another error: \(error)"
      }
    }
    return [
      message { try SVGExporter().export(timeline) }, message { try SVGStoryboardExporter().export(timeline) },
      message { try HTMLExporter().export(timeline) },
    ]
  }

  @Test(arguments: [
    text(width: .nan), text(baseline: .infinity), text(ascent: -.infinity),
    text(color: Color(red: .nan, green: 0, blue: 0)), textOfRuns(runAscent: .nan),
    .editableText(
      EditableTextContent(
        shown: TextContent(
          text: "", attributes: TextAttributes(),
          layout: TextLayout(
            attributes: TextAttributes(), metrics: FontMetrics(ascent: 10, descent: 3, lineGap: 0), lines: [],
            isTruncated: false)),
        isPlaceholder: true, textContainerInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))),
  ])
  func textThatIsNotFiniteIsRefused(content: ElementContent) {
    let timeline = Fixture.timeline(
      duration: 1,
      [Fixture.element("label", parent: "root", frame: CGRect(x: 0, y: 0, width: 40, height: 16), content: content)])
    #expect(
      Self.refusals(timeline)
        == Array(
          repeating:
            "invalid timeline: element label has text whose lines, metrics, color or insets are not numbers within ±1e9",
          count: 3))
  }

  @Test func hugeFramesAreRefusedBeforeTheStoryboardOverflows() {
    let timeline = Fixture.timeline(width: .greatestFiniteMagnitude, duration: 1, [])
    #expect(
      Self.refusals(timeline).allSatisfy {
        $0?.hasPrefix("invalid timeline: element root has a frame value beyond ±1e9") == true
      })
  }

  @Test func refusedValuesAreListedAsNumbersNotAsSwiftDebugDumps() {
    let timeline = Fixture.timeline(width: .greatestFiniteMagnitude, duration: 1, [])
    #expect(
      Self.refusals(timeline).allSatisfy {
        $0?.contains("a frame value beyond ±1e9: [0, 0, 1.7976931348623157e+308, ") == true
      })
  }

  @Test func markersAndPresenceOutsideAnyTimeAreRefused() {
    let marker = Fixture.timeline(duration: 1, markers: [TimelineMarker(time: .nan, label: "go")], [])
    #expect(
      Self.refusals(marker).allSatisfy {
        $0 == "invalid timeline: the marker go is at nan, not a time within ±1e9 seconds"
      })
    let presence = Fixture.timeline(
      duration: 1,
      [
        Fixture.element(
          "late", parent: "root", frame: .zero, presence: [Presence(start: 1e12, end: nil, parentID: "root", index: 0)])
      ])
    #expect(
      Self.refusals(presence).allSatisfy {
        $0 == "invalid timeline: element late has a presence interval with a time beyond ±1e9 seconds"
      })
  }

  @Test func aColorThatIsNotANumberIsDescribedWithoutTrapping() {
    let color = Color(red: .nan, green: 1, blue: 0, alpha: .nan)
    #expect(color.hex == "#00ff00")
    let timeline = Fixture.timeline(duration: 1, rootInitial: [.backgroundColor: .color(color)], [])
    #expect(
      Self.refusals(timeline).allSatisfy {
        $0?.hasPrefix("invalid timeline: element root has a backgroundColor value beyond ±1e9") == true
      })
  }

  @Test func aBezierThatIsNotAFunctionOfTimeIsSampledInBoundedTime() throws {
    let curve = TimingCurve.cubicBezier(x1: -0.5, y1: 2.7, x2: 1.5, y2: -1.9)
    let sampler = CurveSampler(tolerance: 0.001, maximumPieceLength: 0.25)
    let fractions = sampler.fractions(of: { curve.progress(at: $0, duration: 1) }, from: 0, to: 1)
    #expect(fractions.count <= CurveSampler.defaultMaximumSampleCount + 4)
    #expect(fractions.first == 0 && fractions.last == 1)
    let move = TrackSegment(
      start: 0, duration: 1, from: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
      to: .rect(CGRect(x: 100, y: 0, width: 10, height: 10)), curve: curve)
    let timeline = Fixture.timeline(
      duration: 1, [Fixture.element("box", parent: "root", frame: .zero, segments: [.frame: [move]])])
    #expect(Self.refusals(timeline) == [nil, nil, nil])
  }

  @Test func aSpringThatSwingsThousandsOfTimesIsSampledInBoundedTimeAndSize() throws {
    let spring = Spring(dampingRatio: 1e-7, initialVelocity: 0, duration: 0.02)
    let sampler = CurveSampler(tolerance: 0.001, maximumPieceLength: 1e-9)
    let fractions = sampler.fractions(of: { spring.progress(atTime: $0 * 0.02) }, from: 0, to: 1)
    #expect(fractions.count <= 2 * CurveSampler.defaultMaximumSampleCount + CurveSampler.maximumDepth + 1)
    #expect(fractions.first == 0 && fractions.last == 1)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 })
    let move = TrackSegment(
      start: 0.5, duration: 0.02, from: .color(Color(red: 1, green: 0, blue: 0, alpha: 1)),
      to: .color(Color(red: 0, green: 0, blue: 1, alpha: 1)), curve: .spring(spring))
    let timeline = Fixture.timeline(
      duration: 1, [Fixture.element("box", parent: "root", frame: .zero, segments: [.backgroundColor: [move]])])
    #expect(Self.refusals(timeline) == [nil, nil, nil])
    let html = try HTMLExporter(options: ExportOptions()).export(timeline)
    #expect(html.count < 2_000_000, "the style sheet holds at most about 20,000 keyframes")
  }

  /// A color moving in both hue and opacity along a Bézier that is not a function of time: sampled into
  /// thousands of keyframes, each of which the HTML exporter once refined again, into a 64 MB style sheet.
  @Test func aChaoticColorMovementStaysBoundedInHTML() throws {
    let move = TrackSegment(
      start: 0.75, duration: 1, from: .color(Color(red: 0.99, green: 0.82, blue: 0.79, alpha: 0.87)),
      to: .color(Color(red: 0.7, green: 0.85, blue: 0.05, alpha: 0.36)),
      curve: .cubicBezier(x1: -0.18, y1: -1.91, x2: 0.0007, y2: 0.48))
    let timeline = Fixture.timeline(
      duration: 1, [Fixture.element("box", parent: "root", frame: .zero, segments: [.backgroundColor: [move]])])
    let html = try HTMLExporter(options: ExportOptions()).export(timeline)
    let keyframes = String(decoding: html, as: UTF8.self).components(separatedBy: "%{").count - 1
    #expect(keyframes <= 3 * CurveSampler.defaultMaximumSampleCount + 100, "\(keyframes) keyframes")
    try XMLWellFormedness.checkHTML(html)
  }
}
