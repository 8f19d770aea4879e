import Foundation
import MorphExport
import MorphLayout
import MorphScene
import MorphText
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// The card-expand example in Chromium: while the card springs open, its text nodes show the contents
/// they drew for the collapsed state, laid into their animating frames by their content modes, and the
/// seven lines appear only when the transition completes. And the examples' images from files, drawn
/// where the timeline lays them.
@MainActor
@Suite struct ContentModeBrowserTests {
  /// One sample of `content_check.py`.
  struct ContentSample: Decodable {
    struct Box: Decodable {
      var x, y, width, height: Double
      var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }
    struct Ink: Decodable {
      var x, y, width, height: Double
      var count: Int
      var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }
    struct Image: Decodable {
      var x, y, width, height: Double
      var decoded: Bool
      var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }
    var time: Double
    var text: [String: Box]
    var images: [String: Image]
    var ink: Ink?
  }

  struct ContentReport: Decodable {
    var samples: [ContentSample]
  }

  /// The body's color in examples/card-expand.yaml.
  static let bodyInk = "#0b6e4f"

  /// The timeline of the example's expand transition.
  private func expandTimeline() async throws -> Timeline {
    let document = try SceneDecoder.decode(
      contentsOfFile: ExampleExportBrowserTests.repository.appendingPathComponent("examples/card-expand.yaml").path)
    return try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: "expand").timeline
  }

  /// Where the timeline says an element's shown text lies at a time, in root space: the lines of the
  /// contents showing then, as drawn for their size, laid into the frame by the content mode.
  private func expectedTextBox(of element: TimelineElement, in sample: TimelineSample) -> CGRect? {
    guard let state = sample.state(of: element.id), state.isPresent, let index = state.contentIndex,
      let placed = state.contentFrame
    else { return nil }
    let drawn = element.contents[index]
    guard case .text(let text) = drawn.content, !text.layout.lines.isEmpty else { return nil }
    let inset = text.textContainerInset
    let layout = text.layout
    let container = max(drawn.size.width - inset.left - inset.right, 0)
    let lines = layout.lines.map { line in
      let top = layout.isSingleStyle ? line.baseline - layout.metrics.ascent : line.top
      let height = layout.isSingleStyle ? layout.metrics.ascent + layout.metrics.descent : line.height
      return CGRect(
        x: inset.left + layout.xOffset(of: line, containerWidth: container), y: inset.top + top, width: line.width,
        height: height)
    }
    let union = lines.dropFirst().reduce(lines[0]) { $0.union($1) }
    let scaleX = drawn.size.width > 0 ? placed.width / drawn.size.width : 1
    let scaleY = drawn.size.height > 0 ? placed.height / drawn.size.height : 1
    return CGRect(
      x: state.absoluteFrame.minX + placed.minX + union.minX * scaleX,
      y: state.absoluteFrame.minY + placed.minY + union.minY * scaleY, width: union.width * scaleX,
      height: union.height * scaleY)
  }

  private func check(_ kind: BrowserAnimationCheck.Kind, timeline: Timeline, data: Data) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-contents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("export.\(kind.rawValue)")
    try data.write(to: file)
    let times = [0, timeline.duration / 2, timeline.duration]
    let output = try BrowserAnimationCheck.runScript(
      named: "content_check.py",
      arguments: [
        "--file", file.path, "--kind", kind.rawValue, "--times", times.map { String($0) }.joined(separator: ","),
        "--ink", Self.bodyInk, "--screenshots", folder.appendingPathComponent("shots").path,
      ])
    let report = try JSONDecoder().decode(ContentReport.self, from: output)
    #expect(report.samples.count == 3)
    let body = try #require(timeline.element(id: "body"))
    for measured in report.samples {
      let sample = timeline.sample(at: measured.time)
      let card = try #require(sample.state(of: "card")).absoluteFrame
      let bodyFrame = try #require(sample.state(of: "body")).absoluteFrame
      // Every drawn text box is where the timeline's contents, content mode and frame put it.
      for element in timeline.elements {
        guard let expected = expectedTextBox(of: element, in: sample) else { continue }
        let got = try #require(measured.text[element.id], "\(kind) at \(measured.time): no text of \(element.id)")
        let tolerance = max(2, 0.06 * expected.height)
        let differences = [
          got.x - expected.minX, got.y - expected.minY, got.width - expected.width, got.height - expected.height,
        ]
        #expect(
          differences.allSatisfy { abs($0) <= tolerance },
          "\(kind) at \(measured.time): \(element.id)'s text is \(got.rect), the timeline says \(expected)")
      }
      // The body's ink stays inside its frame, and so inside the card.
      let ink = try #require(measured.ink, "\(kind) at \(measured.time): no body text drawn")
      #expect(
        Self.encloses(bodyFrame.insetBy(dx: -1, dy: -1), ink.rect),
        "\(kind) at \(measured.time): ink \(ink.rect) outside the body \(bodyFrame)")
      #expect(Self.encloses(card, ink.rect), "\(kind) at \(measured.time): ink \(ink.rect) outside the card \(card)")
    }
    // At the start the body shows its two collapsed lines; at the end all of its lines.
    let shownLines = report.samples.map { measured -> Int in
      let state = timeline.sample(at: measured.time).state(of: "body")!
      guard case .text(let text) = body.contents[state.contentIndex!].content else { return 0 }
      return text.layout.lines.count
    }
    #expect(shownLines.first == 2)
    #expect(shownLines.last ?? 0 > 2)
    let first = try #require(report.samples.first?.ink)
    #expect(first.height <= 40, "\(kind) at 0: the body's ink is \(first.height) tall, more than two lines")
  }

  /// Every example that draws images from files, in SVG and in HTML at its transitions' start, middle
  /// and end: each image the timeline shows is drawn, its data decodes, and its box is where the
  /// element's frame and content mode put its contents (within 0.5 px).
  @Test(arguments: ["feed-post.yaml", "product-card.yaml"])
  func imagesFromFilesAreDrawnAtTheirFrames(example: String) async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let document = try SceneDecoder.decode(
      contentsOfFile: ExampleExportBrowserTests.repository.appendingPathComponent("examples/\(example)").path)
    let planner = ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
    for transition in document.transitions {
      let timeline = try await planner.timeline(forTransition: transition.name).timeline
      for (kind, data) in [
        (BrowserAnimationCheck.Kind.svg, try SVGExporter().export(timeline)),
        (.html, try HTMLExporter().export(timeline)),
      ] {
        let report = try Self.contents(of: data, kind: kind, times: [0, timeline.duration / 2, timeline.duration])
        var compared = 0
        for measured in report.samples {
          let sample = timeline.sample(at: measured.time)
          for element in timeline.elements {
            guard let state = sample.state(of: element.id), state.isPresent, let index = state.contentIndex,
              case .image(let source?) = element.contents[index].content, source.hasPrefix("data:"),
              let placed = state.contentFrame
            else { continue }
            let expected = placed.offsetBy(dx: state.absoluteFrame.minX, dy: state.absoluteFrame.minY)
            let label = "\(example) \(transition.name) as \(kind) at \(measured.time): \(element.id)"
            let image = try #require(measured.images[element.id], "\(label): no image drawn")
            #expect(image.decoded, "\(label): the image's data does not decode")
            let differences = [
              image.x - expected.minX, image.y - expected.minY, image.width - expected.width,
              image.height - expected.height,
            ]
            #expect(
              differences.allSatisfy { abs($0) <= 0.5 },
              "\(label): drawn at \(image.rect), the timeline says \(expected)")
            compared += 1
          }
        }
        #expect(compared >= 3, "\(example) \(transition.name) as \(kind): \(compared) images compared")
      }
    }
  }

  /// What `content_check.py` measures of an export at some times.
  private static func contents(of data: Data, kind: BrowserAnimationCheck.Kind, times: [Double]) throws -> ContentReport
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("export.\(kind.rawValue)")
    try data.write(to: file)
    let output = try BrowserAnimationCheck.runScript(
      named: "content_check.py",
      arguments: [
        "--file", file.path, "--kind", kind.rawValue, "--times", times.map { String($0) }.joined(separator: ","),
      ])
    return try JSONDecoder().decode(ContentReport.self, from: output)
  }

  /// Whether `outer` holds `inner` (edges included).
  static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
  }

  @Test func cardExpandShowsOldContentsUntilTheTransitionCompletes() async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let timeline = try await expandTimeline()
    try check(.svg, timeline: timeline, data: try SVGExporter().export(timeline))
    try check(.html, timeline: timeline, data: try HTMLExporter().export(timeline))
  }
}
