import Foundation
import MorphExport
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphVideo

/// An APNG of many frames is encoded in runs on several cores and joined: the same frames at the same
/// times as one encoder writes, and the same bytes on any number of cores.
@Suite struct APNGRunsTests {
  @Test func runsAreAsEvenAsTheShortestRunAllows() {
    #expect(APNGRuns.ranges(ofFrames: 1) == [0..<1])
    #expect(APNGRuns.ranges(ofFrames: 47) == [0..<47])
    #expect(APNGRuns.ranges(ofFrames: 48) == [0..<24, 24..<48])
    #expect(APNGRuns.ranges(ofFrames: 61) == [0..<30, 30..<61])
    #expect(APNGRuns.ranges(ofFrames: 100) == [0..<25, 25..<50, 50..<75, 75..<100])
  }

  /// The moving box over a transparent root, so that its anti-aliased edges are partly transparent.
  static let timeline: Timeline = {
    var timeline = VideoCases.movingBox(duration: 1)
    timeline.elements[0].tracks = timeline.elements[0].tracks.map { track in
      track.property == .backgroundColor
        ? PropertyTrack(property: .backgroundColor, initialValue: .color(nil), segments: []) : track
    }
    return timeline
  }()

  /// Its 61 frames (two runs) at 60 frames a second and a scale of 1.3 (so edges fall between pixels),
  /// drawn and encoded by one encoder, or in runs.
  struct Frames {
    let exporter = VideoExporter(format: .apng, options: VideoOptions(framesPerSecond: 60, scale: 1.3))
    let stills: SVGStills
    let times: [Double]
    let size: (width: Int, height: Int)

    init() throws {
      stills = try SVGStillExporter().stills(of: APNGRunsTests.timeline)
      times = exporter.frameTimes(for: APNGRunsTests.timeline)
      size = exporter.rasterizer.pixelSize(of: stills.size)
    }

    func frame(at time: Double, rasterizer: SVGRasterizer? = nil) -> Result<EncoderFrame, VideoError> {
      do {
        let svg = try stills.still(at: time)
        return .success(
          try EncoderFrame((rasterizer ?? exporter.rasterizer).rasterize(svg, size: stills.size), format: .apng))
      } catch let error as ExportError {
        return .failure(.export(error))
      } catch {
        return .failure(error as! VideoError)
      }
    }

    func encoder() throws(VideoError) -> VideoEncoder {
      try VideoEncoder(format: .apng, width: size.width, height: size.height, framesPerSecond: 60, loops: false)
    }
  }

  @Test func theJoinedFileHasTheFramesOneEncoderWrites() throws {
    let frames = try Frames()
    #expect(frames.times.count == 61)
    let single = try frames.encoder()
    for time in frames.times { try single.add(try frames.frame(at: time).get()) }
    let reference = try DecodedVideo(try single.finish())
    var told: [Int] = []
    let joined = try APNGRuns.encode(
      frames.times, workers: 2, frame: { frames.frame(at: $0) }, makeEncoder: frames.encoder,
      progress: { done, total in
        #expect(total == 61)
        told.append(done)
      })
    #expect(told == Array(1...61))
    // APNG's rules for the joined chunks: acTL counts the frames; fcTL and fdAT are numbered 0, 1, 2, …;
    // IDAT (the first frame) only before the first fdAT; one IEND, last.
    let chunks = Self.chunks(of: joined)
    let numbered = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(numbered.map { Self.bigEndian($0.data.prefix(4)) } == Array(0..<UInt32(numbered.count)))
    let controls = chunks.filter { $0.type == "fcTL" }
    #expect(chunks.first { $0.type == "acTL" }.map { Self.bigEndian($0.data.prefix(4)) } == UInt32(controls.count))
    #expect(controls.count == 61)
    #expect(chunks.lastIndex { $0.type == "IDAT" }! < chunks.firstIndex { $0.type == "fdAT" }!)
    #expect(chunks.filter { $0.type == "IEND" }.count == 1 && chunks.last?.type == "IEND")
    let video = try DecodedVideo(joined)
    #expect(video.frames.count == reference.frames.count)
    #expect(video.duration == reference.duration)
    for (frame, expected) in zip(video.frames, reference.frames) {
      #expect(frame.time == expected.time)
      #expect(frame.rgba == expected.rgba, "frame at \(frame.time) s differs")
    }
    #expect(reference.frames.contains { $0.rgba.contains { $0 != 0 && $0 != 255 } }, "no partly transparent pixel")
  }

  /// A PNG file's chunks: type and data.
  static func chunks(of file: Data) -> [(type: String, data: Data)] {
    var chunks: [(type: String, data: Data)] = []
    var offset = file.startIndex + 8
    while offset + 12 <= file.endIndex {
      let length = Int(bigEndian(file[offset..<offset + 4]))
      let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
      chunks.append((type, Data(file[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return chunks
  }

  static func bigEndian(_ bytes: Data) -> UInt32 { bytes.reduce(0) { $0 << 8 | UInt32($1) } }

  @Test func theBytesDoNotDependOnTheNumberOfCores() throws {
    let frames = try Frames()
    let files = try [1, 3, 8].map { workers in
      try APNGRuns.encode(
        frames.times, workers: workers, frame: { frames.frame(at: $0) }, makeEncoder: frames.encoder,
        progress: { _, _ in })
    }
    #expect(files[0] == files[1])
    #expect(files[0] == files[2])
    #expect(try frames.exporter.export(Self.timeline) == files[0])
  }

  @Test func filesThatAreNoEncodersAPNGAreRefused() throws {
    let frames = try Frames()
    let encoder = try frames.encoder()
    try encoder.add(try frames.frame(at: 0).get())
    let file = try encoder.finish()
    let half = SVGRasterizer(scale: 0.65)
    let halfSize = half.pixelSize(of: frames.stills.size)
    let other = try VideoEncoder(
      format: .apng, width: halfSize.width, height: halfSize.height, framesPerSecond: 60, loops: false)
    try other.add(try frames.frame(at: 0, rasterizer: half).get())
    let small = try other.finish()
    let cases: [(files: [Data], message: String)] = [
      ([file, Data("GIF89a".utf8)], "file 1 is not a PNG file"),
      ([file, file.prefix(file.count - 6)], "file 1 is cut short"),
      ([file, small], "file 1 has another size or pixel format than file 0"),
    ]
    for (files, message) in cases {
      #expect(throws: VideoError.codecFailed("cannot encode apng: cannot join the APNG files: \(message)")) {
        try VideoEncoder.joinAPNG(files)
      }
    }
  }
}
