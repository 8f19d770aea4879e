import Foundation
import MorphText
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// A package's Swift previews in `preview`'s player, in headless Chromium, as PreviewBrowserTests
/// drives a scene document's: play, scrub, overlays and a device's rotation; then a Swift source of the
/// package edited (the page reloads with the rebuilt executable's change) and broken (the compiler's
/// error shows over the last rendering), and mended again.
///
/// It needs the template package built (`MORPH_PREVIEW_PACKAGE`, a copy of examples/PreviewPackage that
/// it may edit): scripts/check-preview-package builds one and runs this suite on it.
@Suite(.serialized, .enabled(if: templatePackage != nil, "MORPH_PREVIEW_PACKAGE is not set"))
struct SwiftPreviewBrowserTests {
  @Test func theStageFollowsThePlayerRotatesAndReloadsAfterARebuild() async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let package = try #require(templatePackage)
    let executable = package.appendingPathComponent(".build/debug/NodePreviews")
    let catalog = package.appendingPathComponent("Sources/NodePreviews/Catalog.swift")
    let original = try String(contentsOf: catalog, encoding: .utf8)
    defer { try? original.write(to: catalog, atomically: true, encoding: .utf8) }
    let edits = FileManager.default.temporaryDirectory.appendingPathComponent(
      "morph-swift-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: edits, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: edits) }
    let editedText = original.replacingOccurrences(of: "title: \"Progress bar\"", with: "title: \"Progress bar v2\"")
    #expect(editedText != original)
    let brokenLine = "let brokenEdit: Int = \"not a number\"\n"
    try editedText.write(to: edits.appendingPathComponent("edited.swift"), atomically: true, encoding: .utf8)
    try (editedText + brokenLine).write(
      to: edits.appendingPathComponent("broken.swift"), atomically: true, encoding: .utf8)
    let errorLine = editedText.filter { $0 == "\n" }.count + 1
    let screenshot = edits.appendingPathComponent("preview.png")

    let server = try PreviewProcess(executable: executable, arguments: [])
    defer { server.interrupt() }
    #expect(server.banner.contains("2 Swift previews"), "\(server.banner)")
    let served = try await LoopbackHTTPClient(port: server.port).get("/scene/progress-bar/review.json").text
    try #require(
      served.contains("\"name\":\"Progress bar\""),
      "NodePreviews is not built from the package's sources: build it first")
    let times = [0.1, 0.25, 0.4]
    let output = try BrowserAnimationCheck.runScript(
      named: "preview_check.py",
      arguments: [
        "--url", server.url.appendingPathComponent("scene/progress-bar").absoluteString,
        "--times", times.map { "\($0)" }.joined(separator: ","), "--screenshot", screenshot.path,
        "--device", "iphone-15", "--edit", catalog.path, "--edited", edits.appendingPathComponent("edited.swift").path,
        "--broken", edits.appendingPathComponent("broken.swift").path, "--keep-time", "0.2",
        "--reload-timeout", "600",
      ])
    let report = try JSONDecoder().decode(PreviewBrowserTests.Report.self, from: output)

    report.play.expectPlaysAndPauses()

    // The scrubbed stage is the timeline at each time: the Swift preview's transition is the scene
    // document's (scripts/check-preview-package compares their exports byte for byte).
    let renderer = try PreviewRenderer(
      catalog: PreviewCatalog(path: PreviewFixture.examples.path), textMeasurer: FreeTypeTextMeasurer())
    let timeline = try #require(await renderer.render(PreviewRequest(scene: "progress-bar"))?.rendering?.timeline)
    #expect(report.scrub.samples.map(\.time) == times)
    let comparison = BrowserAnimationCheck.compare(report.scrub, with: timeline)
    #expect(comparison.passed, "\(comparison)")
    #expect(comparison.comparedCount >= times.count * 2)

    // The device's rotation runs the node's own animation (which, as on the device, leaves the root's
    // own frame to the rotation: it is the landscape width from the start): the stage at its start and
    // end is what the rotation's export shows there, and it moves.
    let rotation = try #require(report.rotation)
    #expect(
      rotation.subject
        == PreviewReview.Subject(kind: "rotation", name: nil, device: "iphone-15", orientation: "portrait"))
    #expect(rotation.samples.last?.elements["root"]?.width == 852)
    #expect(rotation.samples.first?.elements != rotation.samples.last?.elements)
    let exported = edits.appendingPathComponent("rotation.svg")
    try await LoopbackHTTPClient(port: server.port)
      .get("/scene/progress-bar/export.svg?rotate=1&device=iphone-15&orientation=portrait").body.write(to: exported)
    let expected = try BrowserAnimationCheck.sample(file: exported, kind: .svg, times: rotation.samples.map(\.time))
    for (shown, exported) in zip(rotation.samples, expected.samples) {
      #expect(Set(shown.elements.keys) == Set(exported.elements.keys))
      for (id, box) in exported.elements {
        let stage = try #require(shown.elements[id])
        #expect(
          abs(stage.x - box.x) <= 0.5 && abs(stage.y - box.y) <= 0.5 && abs(stage.width - box.width) <= 0.5
            && abs(stage.height - box.height) <= 0.5 && abs(stage.opacity - box.opacity) <= 0.01,
          "\(id) at \(shown.time): the stage shows \(stage), the export \(box)")
      }
    }

    // Saving a Swift source rebuilds the previews executable and the page reloads with the change, at
    // the same time; a broken source shows the compiler's error over the last stage.
    let reload = try #require(report.reload)
    #expect(
      [reload.nameBefore, reload.nameAfter, reload.title] == ["Progress bar", "Progress bar v2", "Progress bar v2"])
    #expect(reload.time == 0.2)
    let failure = try #require(report.error)
    #expect(failure.visible)
    #expect(failure.text.contains("Sources/NodePreviews/Catalog.swift:\(errorLine):"), "\(failure.text)")
    #expect(failure.text.contains(": error: "), "\(failure.text)")
    #expect(!failure.text.contains(package.path), "the overlay shows no path of the machine: \(failure.text)")
    #expect(failure.stageKept >= 2)

    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 10_000)
  }
}

/// The built copy of the template package the suite may edit.
private let templatePackage = ProcessInfo.processInfo.environment["MORPH_PREVIEW_PACKAGE"].map {
  URL(fileURLWithPath: $0)
}
