import Foundation
import MorphExport
import MorphScene
import MorphText
import MorphTransition
import MorphVideo
import Testing
import _MorphTestSupport

/// Each format's decoded frames against headless Chromium's screenshots of the SVG export at the same
/// times, @2x: the mean absolute difference per channel and the PSNR over every pixel, text included.
///
/// Measured on signup-form's nameToAge (750 × 400 pixels, five times from 0 to 0.4 s): GIF and APNG
/// differ by 0.02–0.16 on average (PSNR 52.7–54.4 dB), MP4 and WebM by 0.48–0.69 (PSNR 39.5–40.0 dB),
/// mostly at the edges of text, which librsvg and Chromium anti-alias a little differently. The floors
/// keep a margin over those: MAD ≤ 0.5 and PSNR ≥ 48 dB lossless, MAD ≤ 1 and PSNR ≥ 37 dB lossy. The
/// frame of 0.2 s against the screenshot of 0 s differs by 1.68 (33.4 dB) lossless and 2.18 (32.5 dB)
/// lossy, outside them.
@Suite(.serialized) struct VideoBrowserComparisonTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: VideoFormat.allCases) func framesLookAsChromiumDrawsTheSVG(format: VideoFormat) async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let document = try SceneDecoder.decode(
      contentsOfFile: Self.repository.appendingPathComponent("examples/signup-form.yaml").path)
    let timeline = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: "nameToAge").timeline
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-video-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("export.svg")
    try SVGExporter().export(timeline).write(to: svg)
    let fps = 20
    let times = [0, 0.1, 0.2, 0.3, 0.4]
    _ = try BrowserAnimationCheck.runScript(
      named: "content_check.py",
      arguments: [
        "--file", svg.path, "--kind", "svg", "--times", times.map { "\($0)" }.joined(separator: ","),
        "--screenshots", folder.path, "--device-scale", "2",
      ])
    let video = try DecodedVideo(
      VideoExporter(format: format, options: VideoOptions(framesPerSecond: fps, scale: 2)).export(timeline))
    let screenshots = try times.map { time in
      try DecodedVideo(try Data(contentsOf: folder.appendingPathComponent("at-\(time.formatted()).png")))
    }
    #expect(screenshots.allSatisfy { ($0.width, $0.height) == (750, 400) })
    #expect((video.width, video.height) == (750, 400))
    let lossless = format == .gif || format == .apng
    for (time, screenshot) in zip(times, screenshots) {
      let frame = video.frames[Int((time * Double(fps)).rounded())]
      let difference = FrameDifference(
        frame.rgba, width: video.width, screenshot.frames[0].rgba, width: screenshot.width, height: screenshot.height)
      #expect(difference.meanAbsoluteDifference <= (lossless ? 0.5 : 1), "\(format) at \(time) s: \(difference)")
      #expect(difference.psnr >= (lossless ? 48 : 37), "\(format) at \(time) s: \(difference)")
    }
    // The comparison sees a frame of another time: the middle frame against the first screenshot.
    let middle = FrameDifference(
      video.frames[4].rgba, width: video.width, screenshots[0].frames[0].rgba, width: 750, height: 400)
    #expect(middle.meanAbsoluteDifference > 1.5 && middle.psnr < 35, "\(format), 0.2 s against 0 s: \(middle)")
  }

  /// Every (example, transition) pair of examples/.
  static let exampleCases: [(example: String, transition: String)] = {
    let folder = repository.appendingPathComponent("examples")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { file in
      let document = try? SceneDecoder.decode(contentsOfFile: folder.appendingPathComponent(file).path)
      return (document?.transitions ?? []).map { (file, $0.name) }
    }
  }()

  /// Every example's every transition, in every format, @2x at 10 frames a second: its start, middle
  /// and end frames against Chromium's screenshots of the SVG export at those times, text and emoji
  /// included. A scene that shows an image at a URL is left out: librsvg fetches nothing.
  ///
  /// Measured (worst frame of any example): APNG 3.69 (PSNR 20.9 dB), MP4 3.78, WebM 3.80, all on the
  /// multi-script scene, whose color emoji Chromium and librsvg draw differently; elsewhere at most 2.6
  /// lossless and 3.1 lossy (the feed post's paragraph). GIF at most 6.26: one palette for the whole
  /// progress bar's fade from gray to red holds (250, 10, 10) for its final red.
  static let everyExampleTolerance: [VideoFormat: (mad: Double, psnr: Double)] = [
    .gif: (7, 20), .apng: (4.5, 20), .mp4: (4.5, 20), .webm: (4.5, 20),
  ]

  @Test(arguments: exampleCases) func everyExampleLooksAsChromiumDrawsIt(
    example: String, transition: String
  ) async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let document = try SceneDecoder.decode(
      contentsOfFile: Self.repository.appendingPathComponent("examples/\(example)").path)
    let timeline = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: transition).timeline
    let showsImagesAtURLs = timeline.elements.contains { element in
      element.contents.contains { drawn in
        if case .image(let source?) = drawn.content { return !source.hasPrefix("data:") }
        return false
      }
    }
    guard !showsImagesAtURLs else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-video-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("export.svg")
    try SVGExporter().export(timeline).write(to: svg)
    let fps = 10
    let frames = Int((timeline.duration * Double(fps)).rounded(.up))
    let indexes = Array(Set([0, frames / 2, frames])).sorted()
    let times = indexes.map { min(Double($0) / Double(fps), timeline.duration) }
    _ = try BrowserAnimationCheck.runScript(
      named: "content_check.py",
      arguments: [
        "--file", svg.path, "--kind", "svg", "--times", times.map { "\($0)" }.joined(separator: ","),
        "--screenshots", folder.path, "--device-scale", "2",
      ])
    let screenshots = try times.map { time in
      try DecodedVideo(try Data(contentsOf: folder.appendingPathComponent("at-\(time.formatted()).png")))
    }
    for format in VideoFormat.allCases {
      let video = try DecodedVideo(
        VideoExporter(format: format, options: VideoOptions(framesPerSecond: fps, scale: 2)).export(timeline))
      let tolerance = Self.everyExampleTolerance[format]!
      for (index, screenshot) in zip(indexes, screenshots) {
        let difference = FrameDifference(
          video.frames[index].rgba, width: video.width, screenshot.frames[0].rgba,
          width: min(screenshot.width, video.width), height: min(screenshot.height, video.height))
        #expect(
          difference.meanAbsoluteDifference <= tolerance.mad && difference.psnr >= tolerance.psnr,
          "\(example) \(transition) as \(format), frame \(index): \(difference)")
      }
    }
  }
}
