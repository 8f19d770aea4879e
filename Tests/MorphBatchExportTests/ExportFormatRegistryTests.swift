import Foundation
import MorphExport
import MorphLayout
import MorphScene
import MorphText
import MorphTimeline
import MorphVideo
import Testing

@testable import MorphBatchExport

/// A format written in a test: the timeline's markers, one `TIME LABEL` line each, and how many
/// exports shared one normalized timeline.
private struct MarkerListFormat: ExportFormat {
  var name: String { "markers" }
  var label: String { "Markers" }
  var pathExtension: String { "markers.txt" }
  var mediaType: String { "text/plain; charset=utf-8" }

  func problem(with settings: ExportSettings) -> ExportSettingsProblem? {
    settings.framesPerSecond == 7 ? .framesPerSecond(mustBe: "anything but 7") : nil
  }

  func render(
    _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
  ) throws
    -> RenderedFile
  {
    let lines = prepared.model.markers.map { "\(NumberFormat.text($0.time)) \($0.label)\n" }
    return RenderedFile(data: Data(("duration \(NumberFormat.text(prepared.model.duration))\n" + lines.joined()).utf8))
  }
}

/// The registry of export formats: Morph's, in order with their names, extensions and media types; a
/// format registered in-process, written by a batch export beside Morph's; and what it refuses.
@Suite struct ExportFormatRegistryTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples")

  @Test func theStandardFormatsAreMorphsInOrder() {
    let formats = ExportFormatRegistry.standard.formats
    #expect(formats.map(\.name) == ["svg", "frames", "html", "lottie", "gif", "apng", "mp4", "webm"])
    #expect(formats.map(\.pathExtension) == ["svg", "frames.svg", "html", "lottie.json", "gif", "png", "mp4", "webm"])
    #expect(formats.map(\.label) == ["SVG", "Storyboard SVG", "HTML", "Lottie", "GIF", "APNG", "MP4", "WebM"])
    #expect(
      formats.map(\.mediaType) == [
        "image/svg+xml", "image/svg+xml", "text/html; charset=utf-8", "application/json", "image/gif",
        "image/apng", "video/mp4", "video/webm",
      ])
    #expect(
      ExportFormatRegistry.standard.formats(named: ExportFormatRegistry.documentNames).map(\.name) == [
        "svg", "frames", "html",
      ])
  }

  @Test func aRegisteredFormatIsWrittenBesideMorphsFromTheSameTimeline() async throws {
    var registry = ExportFormatRegistry.standard
    try registry.register(MarkerListFormat())
    #expect(registry.format(named: "markers") is MarkerListFormat)
    #expect(registry.formats.last?.name == "markers", "a new format is offered after the others")

    let out = FileManager.default.temporaryDirectory.appendingPathComponent("morph-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let export = BatchExport(
      planner: ExportJobPlanner(outputFolder: out, storyboard: true),
      formats: registry.formats(named: ["svg", "markers"]))
    let failures = await export.run(
      [.document(Self.examples.appendingPathComponent("progress-bar.yaml").path)],
      textMeasurer: try FreeTypeTextMeasurer())
    #expect(failures.isEmpty)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["progress-bar.storyboard.markers.txt", "progress-bar.storyboard.svg"])
    let markers = try String(
      contentsOf: out.appendingPathComponent("progress-bar.storyboard.markers.txt"), encoding: .utf8)
    #expect(markers.hasPrefix("duration "))
    #expect(markers.split(separator: "\n").count > 1, "the storyboard's steps are its markers")
  }

  @Test func aNameOrExtensionAlreadyTakenIsRefused() {
    var registry = ExportFormatRegistry.standard
    #expect(throws: ExportFormatRegistryError.duplicateName("svg")) { try registry.register(SVGExportFormat()) }
    struct SecondLottie: ExportFormat {
      var name: String { "bodymovin" }
      var label: String { "Bodymovin" }
      var pathExtension: String { "lottie.json" }
      var mediaType: String { "application/json" }
      func render(
        _ prepared: PreparedTimeline, settings: ExportSettings, progress: (Int, Int) -> Void
      ) throws
        -> RenderedFile
      { RenderedFile(data: Data()) }
    }
    #expect(throws: ExportFormatRegistryError.duplicatePathExtension("lottie.json")) {
      try registry.register(SecondLottie())
    }
    #expect(registry.formats.count == ExportFormatRegistry.standard.formats.count)
    #expect(ExportFormatRegistryError.duplicateName("svg").description == "a format named 'svg' is already registered")
  }

  @Test func eachFormatSaysWhatSettingsItCannotWrite() {
    let lottie = LottieExportFormat()
    #expect(lottie.problem(with: ExportSettings(framesPerSecond: 240)) == nil)
    #expect(
      lottie.problem(with: ExportSettings(framesPerSecond: 241))
        == .framesPerSecond(mustBe: "1…240 frames per second for Lottie animations"))
    let gif = VideoExportFormat(.gif)
    #expect(gif.problem(with: ExportSettings(framesPerSecond: 50)) == nil)
    #expect(
      gif.problem(with: ExportSettings(framesPerSecond: 60))
        == .framesPerSecond(mustBe: "1 to 50 for a GIF (its frame delays are whole hundredths of a second)"))
    #expect(
      VideoExportFormat(.mp4).problem(with: ExportSettings(framesPerSecond: 121))
        == .framesPerSecond(mustBe: "1 to 120"))
    #expect(
      VideoExportFormat(.webm).problem(with: ExportSettings(pixelScale: 5))
        == .pixelScale(mustBe: "from 0.25 to 4 for gif, apng, mp4 and webm, such as 2 or 3"))
    #expect(SVGExportFormat().problem(with: ExportSettings(framesPerSecond: 1000, pixelScale: 100)) == nil)
    #expect(MarkerListFormat().problem(with: ExportSettings(framesPerSecond: 7)) != nil)
  }

  @Test func everyFormatOfATimelineSharesOneNormalizedTimeline() async throws {
    let planned = try await ExportJobPlanner(outputFolder: URL(fileURLWithPath: "/out"), storyboard: true).jobs(
      for: .document(Self.examples.appendingPathComponent("progress-bar.yaml").path),
      textMeasurer: try FreeTypeTextMeasurer())
    let timeline = try #require(planned.jobs.first).timeline
    let prepared = try PreparedTimeline(timeline)
    for format in ExportFormatRegistry.standard.formats(named: ["svg", "frames", "html", "lottie"]) {
      let shared = try format.render(prepared, settings: ExportSettings(), progress: { _, _ in }).data
      let alone = try format.render(timeline, settings: ExportSettings()).data
      #expect(shared == alone, "\(format.name): the shared model writes the same bytes")
    }
  }
}
