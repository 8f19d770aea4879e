import Foundation
import MorphText
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// `morph preview`'s player in headless Chromium, driven by `Tests/BrowserChecks/preview_check.py`
/// as a reviewer drives it: play and pause with the keyboard, scrub, switch the device and rotate, edit
/// the document and break it.
@Suite(.serialized) struct PreviewBrowserTests {
  /// What preview_check.py reports.
  struct Report: Decodable {
    struct Play: Decodable {
      var before: Double
      var playing: Bool
      var afterPause: Double
      var later: Double

      /// At 0.25×, Space plays, Space again pauses, and a paused player stays put.
      func expectPlaysAndPauses(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(before == 0, sourceLocation: sourceLocation)
        #expect(playing, sourceLocation: sourceLocation)
        #expect(afterPause > 0 && afterPause < 0.15, sourceLocation: sourceLocation)
        #expect(later == afterPause, sourceLocation: sourceLocation)
      }
    }
    struct Rotation: Decodable {
      var subject: PreviewReview.Subject
      var size: [Double]
      var samples: [BrowserSample]
    }
    struct Reload: Decodable {
      var nameBefore: String
      var nameAfter: String
      var title: String
      var time: Double
    }
    struct Failure: Decodable {
      var visible: Bool
      var text: String
      var stageKept: Int
    }
    var play: Play
    var scrub: BrowserSamples
    var rotation: Rotation?
    var reload: Reload?
    var error: Failure?
  }

  /// Per example: where its first transition is scrubbed to, and where the player sits during edits.
  static let examples: [(scene: String, name: String, times: [Double], keepTime: Double)] = [
    ("animal-card", "Animal card", [0.05, 0.1, 0.15], 0.1),
    ("progress-bar", "Progress bar", [0.1, 0.25, 0.4], 0.2),
    ("signup-form", "Signup form", [0.05, 0.2, 0.35], 0.3),
  ]

  @Test(arguments: examples.map(\.scene))
  func theStageFollowsThePlayerRotatesAndReloads(scene: String) async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let example = try #require(Self.examples.first { $0.scene == scene })
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let original = try fixture.text(of: "\(scene).yaml")
    let edits = fixture.folder.appendingPathComponent("edits")
    try FileManager.default.createDirectory(at: edits, withIntermediateDirectories: true)
    let edited = edits.appendingPathComponent("edited.yaml")
    let broken = edits.appendingPathComponent("broken.yaml")
    let editedText = original.replacingOccurrences(of: "name: \(example.name)\n", with: "name: \(example.name) v2\n")
    #expect(editedText != original)
    try editedText.write(to: edited, atomically: true, encoding: .utf8)
    try (editedText + "bogus: [\n").write(to: broken, atomically: true, encoding: .utf8)
    // The unclosed `[` on the last line: YAML reports it at the end of the file, the line after it.
    let endLine = editedText.filter { $0 == "\n" }.count + 2
    let screenshot = edits.appendingPathComponent("preview.png")
    let url = fixture.server.url.appendingPathComponent("scene/\(scene)")

    let output = try BrowserAnimationCheck.runScript(
      named: "preview_check.py",
      arguments: [
        "--url", url.absoluteString, "--times", example.times.map { "\($0)" }.joined(separator: ","),
        "--screenshot", screenshot.path, "--device", "iphone-15",
        "--edit", fixture.folder.appendingPathComponent("\(scene).yaml").path,
        "--edited", edited.path, "--broken", broken.path, "--keep-time", "\(example.keepTime)",
      ])
    let report = try JSONDecoder().decode(Report.self, from: output)

    report.play.expectPlaysAndPauses()

    // The scrubbed stage is the timeline at each time.
    let renderer = try PreviewRenderer(
      catalog: PreviewCatalog(path: PreviewFixture.examples.path), textMeasurer: FreeTypeTextMeasurer())
    let timeline = try #require(await renderer.render(PreviewRequest(scene: scene))?.rendering?.timeline)
    #expect(report.scrub.samples.map(\.time) == example.times)
    let comparison = BrowserAnimationCheck.compare(report.scrub, with: timeline)
    #expect(comparison.passed, "\(comparison)")
    #expect(comparison.comparedCount >= example.times.count * 2)

    // The device's rotation: the stage at its start and end is the rotation timeline's.
    let rotation = try #require(report.rotation)
    #expect(
      rotation.subject
        == PreviewReview.Subject(kind: "rotation", name: nil, device: "iphone-15", orientation: "portrait"))
    let rotated = try #require(
      await renderer.render(
        PreviewRequest(scene: scene, subject: .rotation, device: DeviceSize.named("iphone-15")))?.rendering?.timeline)
    let rotationSamples = BrowserSamples(
      times: rotation.samples.map(\.time), animations: BrowserSamples.AnimationCount(smil: 0, css: 0),
      samples: rotation.samples)
    let rotationComparison = BrowserAnimationCheck.compare(rotationSamples, with: rotated)
    #expect(rotationComparison.passed, "\(rotationComparison)")
    #expect(rotation.samples.first?.elements["root"]?.width == 393)
    #expect(rotation.samples.last?.elements["root"]?.width == 852)

    // An edit reloads the page at the same time; a broken edit shows its error over the last stage.
    let reload = try #require(report.reload)
    #expect(
      [reload.nameBefore, reload.nameAfter, reload.title] == [example.name, "\(example.name) v2", "\(example.name) v2"])
    #expect(reload.time == example.keepTime)
    let failure = try #require(report.error)
    #expect(failure.visible)
    #expect(failure.text.contains("\(scene).yaml:\(endLine):1: error: invalid YAML"), "\(failure.text)")
    #expect(failure.stageKept >= 2)

    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 10_000)
  }
}
