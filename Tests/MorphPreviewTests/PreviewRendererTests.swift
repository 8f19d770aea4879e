import Foundation
import MorphExport
import MorphLayout
import MorphScene
import MorphText
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphPreview

@Suite(.serialized) struct PreviewRendererTests {
  private func renderer(_ path: String = PreviewFixture.examples.path) throws -> PreviewRenderer {
    PreviewRenderer(catalog: try PreviewCatalog(path: path), textMeasurer: try FreeTypeTextMeasurer())
  }

  @Test func aTransitionRendersAsMorphExportWritesIt() async throws {
    let renderer = try renderer()
    let outcome = try #require(
      await renderer.render(PreviewRequest(scene: "signup-form", subject: .transition("nameToAge"))))
    let rendering = try #require(outcome.rendering)
    #expect(outcome.error == nil)
    let document = try SceneDecoder.decode(
      contentsOfFile: PreviewFixture.examples.appendingPathComponent("signup-form.yaml").path)
    let planned = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: "nameToAge")
    #expect(rendering.timeline == planned.timeline)
    #expect(rendering.svg == (try SVGExporter().export(planned.timeline)))
    #expect(String(decoding: rendering.html, as: UTF8.self).contains("data-morph-root=\"root\""))
  }

  @Test func concurrentRequestsForOneRenderingRenderItOnce() async throws {
    let renderer = try renderer()
    let request = PreviewRequest(scene: "animal-card", subject: .storyboard)
    let outcomes = await withTaskGroup(of: PreviewOutcome?.self) { group in
      for _ in 0..<6 { group.addTask { await renderer.render(request) } }
      var outcomes: [PreviewOutcome?] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    #expect(outcomes.count == 6)
    #expect(outcomes.allSatisfy { $0?.rendering?.svg == outcomes[0]?.rendering?.svg && $0?.error == nil })
    #expect(await renderer.renderCount == 1)
    // Another request renders on its own, and the same one again comes from the cache.
    _ = await renderer.render(PreviewRequest(scene: "signup-form"))
    _ = await renderer.render(request)
    #expect(await renderer.renderCount == 2)
  }

  /// A scene whose planning is held up holds up no other scene's rendering: each rendering plans on
  /// nodes of its own, off the main actor. The held-up scene measures a text that waits at a gate
  /// until the other scene has rendered (or, were rendering serialised, until the gate's timeout).
  /// The wait blocks one of the cooperative pool's threads (two on a two-core machine), which the
  /// tests running beside it may hold for minutes: the timeout is long, so that only a rendering held
  /// up by the other, never a busy machine, fails the test.
  @Test func aSceneHeldUpInPlanningHoldsUpNoOtherScene() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: PreviewFixture.examples.appendingPathComponent("signup-form.yaml"),
      to: folder.appendingPathComponent("signup-form.yaml"))
    let slow = """
      morph: 1
      size: [375, 200]
      nodes:
        label: {type: text, text: \(GatedTextMeasurer.gatedText)}
        box: {backgroundColor: red, style: {height: 20}}
      states:
        a: {layout: {kind: stack, children: [label, box]}}
        b: {layout: {kind: stack, children: [box, label]}}
      transitions:
        go: {from: a, to: b}
      """
    try slow.write(to: folder.appendingPathComponent("slow.yaml"), atomically: true, encoding: .utf8)
    let measurer = GatedTextMeasurer(base: try FreeTypeTextMeasurer())
    let renderer = PreviewRenderer(catalog: try PreviewCatalog(path: folder.path), textMeasurer: measurer)
    let slowRendering = Task { await renderer.render(PreviewRequest(scene: "slow", subject: .transition("go"))) }
    while !measurer.wasReached { try await Task.sleep(for: .milliseconds(10)) }
    let fast = await renderer.render(PreviewRequest(scene: "signup-form"))
    #expect(fast?.rendering != nil && fast?.error == nil)
    #expect(!measurer.timedOut, "the other scene rendered only once the held-up one went on")
    measurer.open()
    #expect(await slowRendering.value?.rendering != nil)
  }

  @Test func theReviewDescribesTheTransitionForTheOverlays() async throws {
    let review = try #require(
      await renderer().render(PreviewRequest(scene: "signup-form", subject: .transition("nameToAge")))?.rendering?
        .review)
    #expect(
      review.subject
        == PreviewReview.Subject(kind: "transition", name: "nameToAge", device: nil, orientation: "portrait"))
    #expect(review.choices.transitions == ["nameToAge", "ageToName"])
    #expect(review.choices.storyboard)
    #expect(review.size == [375, 200])
    #expect(review.duration == 0.4)
    #expect(review.keyTimes == [0, 0.4])
    let transition = try #require(review.transitions.first)
    #expect(transition.inserted == ["ageField"])
    #expect(transition.removed == ["nameField"])
    #expect(transition.frames["ageField"] == PreviewReview.Frames(initial: nil, final: [15, 15, 345, 44]))
    #expect(transition.frames["nameField"] == PreviewReview.Frames(initial: [15, 15, 345, 44], final: nil))
    let before = try #require(transition.specsBefore.first)
    #expect(before.kind == "inset")
    #expect(before.nodes == ["nameField", "nextButton"])
    #expect(transition.specsAfter.first?.nodes == ["ageField", "nextButton"])
    let ageField = try #require(review.elements.first { $0.id == "ageField" })
    #expect(ageField.specPath == "inset/stack[0]")
    #expect(ageField.tracks.map(\.property) == ["frame", "alpha"])
    #expect(ageField.tracks[0].segments.last == PreviewReview.Segment(start: 0, end: 0.4, curve: "ease-in-out"))
    #expect(review.exports.svg == "/scene/signup-form/export.svg?transition=nameToAge")
  }

  @Test func aStoryboardHasItsMarkersAndTheLayoutsBetweenItsSteps() async throws {
    let review = try #require(
      await renderer().render(PreviewRequest(scene: "animal-card", subject: .storyboard))?.rendering?.review)
    #expect(review.markers.map(\.label) == ["landscape", "portrait"])
    #expect(review.transitions.count == 2)
    #expect(review.transitions[0].specsBefore.first?.frame[2] == 375)
    #expect(review.transitions[0].specsAfter.first?.frame[2] == 667)
    #expect(review.transitions[1].specsAfter.first?.frame[2] == 375)
    #expect(review.size[0] == 667)
  }

  @Test func aDeviceRotationRunsTheScenesSizeTransitionBetweenTheDevicesWidths() async throws {
    let device = try #require(DeviceSize.named("iphone-15"))
    let rendering = try #require(
      await renderer().render(PreviewRequest(scene: "animal-card", subject: .rotation, device: device))?.rendering)
    let timeline = try #require(rendering.timeline)
    let start = try #require(timeline.sample(at: 0).state(of: timeline.rootID))
    let end = try #require(timeline.sample(at: timeline.duration).state(of: timeline.rootID))
    #expect(start.frame.width == 393)
    #expect(end.frame.width == 852)
    #expect(rendering.review.subject.kind == "rotation")
    #expect(rendering.review.transitions.first?.specsAfter.first?.frame[2] == 852)
    let back = try #require(
      await renderer().render(
        PreviewRequest(scene: "animal-card", subject: .rotation, device: device, orientation: .landscape))?.rendering?
        .timeline)
    #expect(back.sample(at: back.duration).state(of: back.rootID)?.frame.width == 393)
  }

  @Test func aBrokenEditReportsItsLocationAndKeepsTheLastGoodRendering() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("signup-form.yaml")
    let good = try String(
      contentsOf: PreviewFixture.examples.appendingPathComponent("signup-form.yaml"), encoding: .utf8)
    try good.write(to: file, atomically: true, encoding: .utf8)
    let renderer = try renderer(folder.path)
    let request = PreviewRequest(scene: "signup-form")
    let first = try #require(await renderer.render(request)?.rendering)
    try good.replacingOccurrences(of: "duration: 0.4", with: "duration: fast").write(
      to: file, atomically: true, encoding: .utf8)
    let broken = try #require(await renderer.render(request))
    let location = try #require(good.range(of: "duration: 0.4"))
    let line = good[..<location.lowerBound].filter { $0 == "\n" }.count + 1
    #expect(
      broken.error?.hasPrefix("\(folder.appendingPathComponent("signup-form.yaml").path):\(line):21: error:") == true)
    #expect(broken.rendering?.svg == first.svg)
    #expect(await renderer.render(PreviewRequest(scene: "nope")) == nil)
  }

  /// A transition that never runs `complete` renders as Texture shows it, and the review lists the
  /// planner's diagnostic and the document's warning for the page.
  @Test func theReviewListsDiagnosticsAndWarnings() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try unfinishedTransitionDocument.write(
      to: folder.appendingPathComponent("unfinished.yaml"), atomically: true, encoding: .utf8)
    let outcome = try #require(await renderer(folder.path).render(PreviewRequest(scene: "unfinished")))
    #expect(outcome.error == nil)
    let review = try #require(outcome.rendering?.review)
    #expect(review.diagnostics.map(\.subject) == ["<display>", "\(folder.path)/unfinished.yaml:7:3"])
    #expect(review.diagnostics.map(\.time) == [0, nil])
    #expect(review.diagnostics.first?.message.hasPrefix("the layout transition never finished") == true)
    #expect(review.diagnostics.last?.message.hasPrefix("transition 'swap' never finished") == true)
    #expect(review.transitions.first?.completion == nil)
  }
}

/// Measures text as its base measurer does, except that measuring ``gatedText`` waits until ``open()``
/// is called, or for at most 60 seconds.
private final class GatedTextMeasurer: TextMeasuring, @unchecked Sendable {
  static let gatedText = "gated"
  private let base: any TextMeasuring
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var isOpen = false
  private var reached = false
  private var waitedUntilTimeout = false

  init(base: any TextMeasuring) { self.base = base }

  /// Whether a measurement of the gated text has started waiting.
  var wasReached: Bool { condition.withLock { reached } }
  /// Whether a measurement went on after the timeout, the gate still closed.
  var timedOut: Bool { condition.withLock { waitedUntilTimeout } }

  func open() {
    condition.withLock {
      isOpen = true
      condition.broadcast()
    }
  }

  func metrics(for font: Font) -> FontMetrics { base.metrics(for: font) }

  func width(of text: Substring, font: Font) -> CGFloat {
    if text == Self.gatedText {
      condition.withLock {
        reached = true
        let deadline = Date(timeIntervalSinceNow: 600)
        while !isOpen {
          if !condition.wait(until: deadline) {
            waitedUntilTimeout = true
            isOpen = true
          }
        }
      }
    }
    return base.width(of: text, font: font)
  }

  func segments(of text: Substring, font: Font) -> [FontSegment] {
    guard text == Self.gatedText else { return base.segments(of: text, font: font) }
    return [FontSegment(range: text.startIndex..<text.endIndex, width: width(of: text, font: font))]
  }

  var layoutCache: TextLayoutCache? { nil }
}
