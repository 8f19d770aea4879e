import Foundation
import MorphExport
import MorphScene
import MorphText
import MorphTransition
import Testing
import _MorphTestSupport

/// Every bundled example's every transition, exported as SVG and as HTML, played in Chromium and
/// compared with its timeline at 11 times across the transition (≤ 0.5 px, ≤ 0.01 opacity).
@MainActor
@Suite struct ExampleExportBrowserTests {
  nonisolated static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every (example, transition) pair of examples/.
  nonisolated static let cases: [(example: String, transition: String)] = {
    let folder = repository.appendingPathComponent("examples")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { file in
      let document = try? SceneDecoder.decode(contentsOfFile: folder.appendingPathComponent(file).path)
      return (document?.transitions ?? []).map { (file, $0.name) }
    }
  }()

  @Test(arguments: cases)
  func playsAsItsTimelineSays(example: String, transition: String) async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let document = try SceneDecoder.decode(
      contentsOfFile: Self.repository.appendingPathComponent("examples/\(example)").path)
    let planned = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: transition)
    let timeline = planned.timeline
    let times = (0...10).map { timeline.duration * Double($0) / 10 }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (kind, data) in [
      (BrowserAnimationCheck.Kind.svg, try SVGExporter().export(timeline)),
      (.html, try HTMLExporter().export(timeline)),
    ] {
      let file = folder.appendingPathComponent("export.\(kind == .svg ? "svg" : "html")")
      try data.write(to: file)
      let comparison = try BrowserAnimationCheck.compare(file: file, kind: kind, timeline: timeline, times: times)
      #expect(comparison.passed, "\(example) \(transition) as \(kind): \(comparison)")
      #expect(comparison.comparedCount >= times.count * 2, "\(comparison.comparedCount) boxes compared")
    }
  }
}
