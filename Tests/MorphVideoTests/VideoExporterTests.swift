import Foundation
import MorphExport
import MorphTimeline
import MorphTransition
@testable import MorphVideo
import Testing

@Suite struct VideoExporterTests {
  @Test func framesRunFromTheStartToTheEndAtTheFrameRate() {
    let exporter = VideoExporter(format: .mp4, options: VideoOptions(framesPerSecond: 10))
    #expect(exporter.frameTimes(for: VideoCases.movingBox(duration: 0.3)) == [0, 0.1, 0.2, 0.3])
    #expect(exporter.frameTimes(for: VideoCases.movingBox(duration: 0.25)) == [0, 0.1, 0.2, 0.25])
    #expect(exporter.frameTimes(for: VideoCases.movingBox(duration: 0)) == [0])
  }

  @Test func aLoopingGIFOrAPNGHoldsItsLastFrameForTheLoopPause() {
    let timeline = VideoCases.movingBox(duration: 0.3)
    for format in VideoFormat.allCases {
      let looping = VideoExporter(
        format: format, options: VideoOptions(framesPerSecond: 10, loops: true, loopPause: 0.2))
      let held: [Double] = format == .gif || format == .apng ? [0.3, 0.3] : []
      #expect(looping.frameTimes(for: timeline) == [0, 0.1, 0.2, 0.3] + held, "\(format)")
    }
  }

  /// Each format decoded back: the frame count, size and times, and the box where the timeline puts it.
  @Test(arguments: VideoFormat.allCases) func decodedFramesShowTheTimeline(format: VideoFormat) throws {
    let exporter = VideoExporter(format: format, options: VideoOptions(framesPerSecond: 10, scale: 2))
    var reported: [Int] = []
    // A GIF's frames are given twice: once to count their colours, once to encode them.
    let total = format == .gif ? 22 : 11
    let data = try exporter.export(VideoCases.movingBox()) { done, frames in
      #expect(frames == total)
      reported.append(done)
    }
    #expect(reported == Array(1...total))
    let video = try DecodedVideo(data)
    #expect((video.width, video.height) == (80, 60))
    #expect(video.frames.count == 11)
    // Lossy formats blur colours a little, and chroma subsampling most at the box's edges.
    let tolerance = format == .mp4 || format == .webm ? 24 : 8
    for (index, frame) in video.frames.enumerated() {
      let time = Double(index) / 10
      #expect(abs(frame.time - time) < 0.001, "frame \(index) at \(frame.time) s")
      let left = VideoCases.boxLeft(at: time)
      let outside = left < 20 ? left + 20 : left - 10
      #expect(pixel(frame, video, x: Int((left + 5) * 2), y: 30).isClose(to: [255, 0, 0, 255], within: tolerance))
      #expect(pixel(frame, video, x: Int(outside * 2) + 1, y: 30).isClose(to: [255, 255, 255, 255], within: tolerance))
      #expect(pixel(frame, video, x: Int((left + 5) * 2), y: 50).isClose(to: [255, 255, 255, 255], within: tolerance))
    }
  }

  @Test(arguments: VideoFormat.allCases) func theSameTimelineGivesTheSameBytes(format: VideoFormat) throws {
    let exporter = VideoExporter(format: format, options: VideoOptions(framesPerSecond: 10, scale: 1))
    #expect(try exporter.export(VideoCases.movingBox()) == exporter.export(VideoCases.movingBox()))
  }

  @Test func gifAndAPNGLoopForeverOnlyWhenAsked() throws {
    func export(_ format: VideoFormat, loops: Bool) throws -> Data {
      try VideoExporter(format: format, options: VideoOptions(framesPerSecond: 10, scale: 1, loops: loops))
        .export(VideoCases.movingBox(duration: 0.2))
    }
    let netscape = Data("NETSCAPE2.0".utf8)
    #expect(try export(.gif, loops: true).range(of: netscape) != nil)
    #expect(try export(.gif, loops: false).range(of: netscape) == nil)
    /// The APNG's `num_plays`, after `acTL` and `num_frames`.
    func plays(_ data: Data) -> UInt32? {
      guard let chunk = data.range(of: Data("acTL".utf8)) else { return nil }
      return data[(chunk.upperBound + 4)..<(chunk.upperBound + 8)].reduce(0) { $0 << 8 | UInt32($1) }
    }
    #expect(plays(try export(.apng, loops: true)) == 0)
    #expect(plays(try export(.apng, loops: false)) == 1)
  }

  @Test func apngKeepsTransparency() throws {
    var timeline = VideoCases.movingBox(duration: 0.2)
    timeline.elements[0].tracks = timeline.elements[0].tracks.map { track in
      track.property == .backgroundColor
        ? PropertyTrack(property: .backgroundColor, initialValue: .color(nil), segments: []) : track
    }
    let video = try DecodedVideo(
      VideoExporter(format: .apng, options: VideoOptions(framesPerSecond: 10, scale: 1)).export(timeline))
    #expect(pixel(video.frames[0], video, x: 30, y: 25) == [0, 0, 0, 0])
    #expect(pixel(video.frames[0], video, x: 5, y: 15) == [255, 0, 0, 255])
  }

  @Test func optionsOutOfRangeAreRefused() {
    #expect(
      throws: VideoError.invalidOptions(
        "a GIF shows at most 50 frames a second (its delays are whole hundredths), not 60")
    ) {
      try VideoExporter(format: .gif, options: VideoOptions(framesPerSecond: 60)).export(VideoCases.movingBox())
    }
    #expect(
      throws: VideoError.invalidOptions(
        "the scale must be from 0.25 to 4 pixels a point, such as 2 or 3, not 8.0")
    ) {
      try VideoExporter(format: .mp4, options: VideoOptions(scale: 8)).export(VideoCases.movingBox())
    }
  }

  /// A frame past the budget is refused before anything is drawn; one at the budget's side encodes
  /// in every format.
  @Test func framesPastTheBudgetAreRefusedBeforeAnyIsDrawn() throws {
    let wide = VideoCases.movingBox(duration: 0, rootSize: CGSize(width: 5000, height: 1000))
    var drawn = 0
    #expect(throws: VideoError.frameTooLarge(width: 10000, height: 2000)) {
      try VideoExporter(format: .mp4).export(wide) { done, _ in drawn = done }
    }
    #expect(drawn == 0)
    #expect(
      VideoError.frameTooLarge(width: 10000, height: 2000).description
        == "frames of 10000 × 2000 pixels are too large; a video frame is at most 8192 pixels on a side and "
        + "16777216 (4096 × 4096) in all (lower --scale)")
    #expect(throws: VideoError.frameTooLarge(width: 5000, height: 5000)) {
      try VideoExporter(format: .gif, options: VideoOptions(scale: 1))
        .export(VideoCases.movingBox(duration: 0, rootSize: CGSize(width: 5000, height: 5000)))
    }
    let side = VideoCases.movingBox(duration: 0, rootSize: CGSize(width: 4096, height: 8))
    for format in VideoFormat.allCases {
      #expect(try !VideoExporter(format: format, options: VideoOptions(scale: 2)).export(side).isEmpty, "\(format)")
    }
  }

  /// A day-long transition, or one whose frames together are too many pixels, is refused at once.
  @Test func videosPastTheDrawingBudgetAreRefusedAtOnce() throws {
    let day = VideoCases.movingBox(duration: 86_400)
    #expect(throws: VideoError.tooMuchToDraw(frames: 5_184_001, width: 80, height: 60, passes: 1)) {
      try VideoExporter(format: .mp4).export(day)
    }
    #expect(
      VideoError.tooMuchToDraw(frames: 5_184_001, width: 80, height: 60, passes: 1).description
        == "the video would have 5184001 frames; a video has at most 36000 (10 minutes at 60 frames a second): "
        + "lower --fps or export a shorter transition (drawing 80 × 60 pixels once a frame)")
    let wide = VideoCases.movingBox(duration: 500, rootSize: CGSize(width: 2048, height: 1024))
    #expect(throws: VideoError.tooMuchToDraw(frames: 25_001, width: 4096, height: 2048, passes: 2)) {
      try VideoExporter(format: .gif).export(wide)
    }
    #expect(
      VideoError.tooMuchToDraw(frames: 25_001, width: 4096, height: 2048, passes: 2).description
        == "the video would draw 25001 frames of 4096 × 2048 pixels twice (a GIF's two passes); a video draws at "
        + "most 40000000000 pixels (about 10 minutes of a phone's screen at @2x): lower --fps or --scale, or export "
        + "a shorter transition")
  }

  /// The frames drawn at once hold at most 256 MiB, however many cores draw them.
  @Test func framesInFlightAreBoundedWhateverTheCores() {
    #expect(VideoBudget.batchSize(width: 750, height: 1334, wanted: 4) == 4)
    #expect(VideoBudget.batchSize(width: 4096, height: 4096, wanted: 64) == 2)
    #expect(VideoBudget.batchSize(width: 8192, height: 2048, wanted: 64) == 2)
    #expect(VideoBudget.batchSize(width: 750, height: 1334, wanted: 256) == 33)
  }

  private func pixel(_ frame: DecodedVideo.Frame, _ video: DecodedVideo, x: Int, y: Int) -> [UInt8] {
    let offset = (y * video.width + x) * 4
    return Array(frame.rgba[offset..<(offset + 4)])
  }
}

extension [UInt8] {
  /// Whether every channel lies within `tolerance` of another pixel's.
  func isClose(to other: [UInt8], within tolerance: Int) -> Bool {
    zip(self, other).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }
}
