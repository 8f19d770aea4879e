import Dispatch
import Foundation
import MorphExport
import MorphImage
import MorphTimeline

/// Exports a timeline as a GIF, an APNG, an MP4 or a WebM file: each frame is the still SVG of its
/// instant (`SVGStillExporter`), rasterized by librsvg and encoded by FFmpeg.
///
/// ```swift
/// let gif = try VideoExporter(format: .gif, options: VideoOptions(scale: 2, loops: true)).export(timeline)
/// ```
///
/// Frames are drawn at 0, 1/fps, 2/fps, … and a last one at the timeline's end, each shown for 1/fps.
/// They are rasterized in parallel on every core while the frames before them are encoded, in order;
/// a GIF's are drawn twice (its first pass counts their colours for its palette), so that no frame is
/// kept in memory. An APNG of 48 frames or more is drawn and encoded in runs (`APNGRuns`), each on a
/// core of its own, joined into one file.
/// Every file is the same bytes on every run: FFmpeg's bit-exact flags, one encoder thread, and libx264
/// without its macroblock tree, whose AVX-512 code reads memory the encoder has not written.
public struct VideoExporter: Sendable {
  /// The kind of file.
  public var format: VideoFormat
  /// Frame rate, pixel scale and looping.
  public var options: VideoOptions
  /// The still SVGs' options (precision, sampling tolerance).
  public var exportOptions: ExportOptions

  /// An exporter.
  public init(
    format: VideoFormat, options: VideoOptions = VideoOptions(), exportOptions: ExportOptions = ExportOptions()
  ) {
    self.format = format
    self.options = options
    self.exportOptions = exportOptions
  }

  /// Loads the MorphVideoCodec library, which draws and encodes the frames, if it is not loaded yet: a
  /// program calls this before exporting anything to report a missing library before writing a file.
  /// - Throws: ``VideoError/codecUnavailable(_:)`` saying where the library was looked for, or why it
  ///   could not be loaded.
  public static func loadCodecLibrary() throws(VideoError) {
    _ = try VideoCodecLibrary.loaded()
  }

  /// The times of the frames: 0, 1/fps, … up to the timeline's duration, whose frame is the last; a
  /// looping GIF or APNG then holds that frame for the loop pause.
  public func frameTimes(for timeline: Timeline) -> [Double] {
    let fps = Double(options.framesPerSecond(for: format))
    return (0..<frameCount(for: timeline)).map { min(Double($0) / fps, timeline.duration) }
  }

  /// How many frames ``frameTimes(for:)`` gives, counted without listing them.
  func frameCount(for timeline: Timeline) -> Int {
    let fps = Double(options.framesPerSecond(for: format))
    let last = max(0, Int((timeline.duration * fps - 1e-9).rounded(.up)))
    let pause = options.loops && format.loops ? Int((options.loopPause * fps).rounded()) : 0
    return last + pause + 1
  }

  /// The rasterizer of the frames: at the options' scale, over white unless the format keeps
  /// transparency, at even sizes where the format needs them.
  public var rasterizer: SVGRasterizer {
    SVGRasterizer(
      scale: options.scale, background: format.isOpaque ? (1, 1, 1) : nil, roundsUpToEvenSize: format.needsEvenSize)
  }

  /// The file of a timeline.
  /// - Parameters:
  ///   - timeline: the timeline to draw.
  ///   - progress: told after each frame is encoded: how many are, of how many (a GIF's frames count
  ///     twice, once per pass).
  /// - Returns: the file's bytes.
  /// - Throws: ``VideoError`` when the options are out of range, or a frame cannot be exported, drawn or
  ///   encoded.
  /// - Complexity: O(f × e) for f frames and e elements, plus the rasterizing and encoding of f frames.
  public func export(_ timeline: Timeline, progress: (Int, Int) -> Void = { _, _ in }) throws(VideoError) -> Data {
    try options.validate(for: format)
    let timeline = try DrawnSizeImages.redrawn(timeline, scale: options.scale)
    let stills: SVGStills
    do {
      stills = try SVGStillExporter(options: exportOptions).stills(of: timeline)
    } catch {
      throw .export(error)
    }
    return try encode(stills, of: timeline, progress: progress)
  }

  /// The file of a timeline already normalized: the same bytes as `export(_:progress:)`
  /// of its timeline, with the sampling tolerance it was prepared with.
  /// - Throws: as `export(_:progress:)`.
  public func export(
    _ prepared: PreparedTimeline, progress: (Int, Int) -> Void = { _, _ in }
  ) throws(VideoError)
    -> Data
  {
    try options.validate(for: format)
    let timeline = try DrawnSizeImages.redrawn(prepared.timeline, scale: options.scale)
    let stills: SVGStills
    do {
      // Prepared anew only when images were redrawn, which the model holds too.
      let redrawn =
        timeline == prepared.timeline
        ? prepared : try PreparedTimeline(timeline, samplingTolerance: prepared.model.samplingTolerance)
      stills = try SVGStillExporter(options: exportOptions).stills(of: redrawn)
    } catch {
      throw .export(error)
    }
    return try encode(stills, of: timeline, progress: progress)
  }

  /// Draws and encodes the frames of a timeline's stills.
  private func encode(
    _ stills: SVGStills, of timeline: Timeline, progress: (Int, Int) -> Void
  ) throws(VideoError)
    -> Data
  {
    let rasterizer = rasterizer
    let (width, height) = rasterizer.pixelSize(of: stills.size)
    guard VideoBudget.allows(width: width, height: height) else { throw .frameTooLarge(width: width, height: height) }
    let frames = frameCount(for: timeline)
    let passes = format == .gif ? 2 : 1
    guard VideoBudget.allows(frames: frames, width: width, height: height, passes: passes) else {
      throw .tooMuchToDraw(frames: frames, width: width, height: height, passes: passes)
    }
    let makeEncoder = { [format, options] () throws(VideoError) in
      try VideoEncoder(
        format: format, width: width, height: height, framesPerSecond: options.framesPerSecond(for: format),
        loops: options.loops)
    }
    let times = frameTimes(for: timeline)
    // One pool for the export: its buffers outlive an encoder's passes and an APNG's runs.
    let buffers = FrameBufferPool(byteCount: width * 4 * height)
    let workers = VideoBudget.drawingThreads(
      imagePixels: Self.imagePixels(of: timeline), wanted: max(1, ProcessInfo.processInfo.activeProcessorCount))
    if format == .apng, APNGRuns.ranges(ofFrames: times.count).count > 1 {
      // Each run's thread holds its frame and the encoder's previous one.
      return try APNGRuns.encode(
        times, workers: VideoBudget.batchSize(width: width, height: height, wanted: workers),
        frame: { Self.frame(of: stills, at: $0, rasterizer: rasterizer, format: .apng, buffers: buffers) },
        makeEncoder: makeEncoder, progress: progress)
    }
    let encoder = try makeEncoder()
    try withoutActuallyEscaping(progress) { progress throws(VideoError) in
      let ordered = OrderedFrameEncoder(encoder, total: times.count * encoder.passes, progress: progress)
      for pass in 1...encoder.passes {
        if pass > 1 { try encoder.startSecondPass() }
        try Self.encode(
          times, of: stills, rasterizer: rasterizer, format: format, buffers: buffers, into: ordered,
          workers: workers, batch: VideoBudget.batchSize(width: width, height: height, wanted: workers * 2))
      }
    }
    return try encoder.finish()
  }

  /// Rasterizes the frames of `times` in batches of `batch` on `workers` threads, one of which first
  /// encodes the batch before: the encoder (an APNG's, which compares every pixel with the previous
  /// frame's, is the slowest stage) has a core of its own, and helps draw once it is done.
  /// - Throws: the first failure.
  private static func encode(
    _ times: [Double], of stills: SVGStills, rasterizer: SVGRasterizer, format: VideoFormat,
    buffers: FrameBufferPool, into ordered: OrderedFrameEncoder,
    workers: Int, batch: Int
  ) throws(VideoError) {
    var pending: [Result<EncoderFrame, VideoError>] = []
    for start in stride(from: 0, to: times.count, by: batch) {
      let chunk = Array(times[start..<min(start + batch, times.count)])
      let drawn = WorkSlots<EncoderFrame>(count: chunk.count)
      let previous = pending
      DispatchQueue.concurrentPerform(iterations: workers) { iteration in
        if iteration == 0 { ordered.encode(previous) }
        while let index = drawn.claim() {
          drawn[index] = frame(
            of: stills, at: chunk[index], rasterizer: rasterizer, format: format, buffers: buffers)
        }
      }
      if let failure = ordered.failure { throw failure }
      pending = drawn.results
    }
    ordered.encode(pending)
    if let failure = ordered.failure { throw failure }
  }

  /// The pixels of the distinct images a timeline's elements show, as librsvg decodes them to draw a
  /// frame (an animated image's every frame counted); `data:` URIs that hold no image count nothing.
  static func imagePixels(of timeline: Timeline) -> Double {
    var sources = Set<String>()
    for element in timeline.elements {
      for drawn in element.contents {
        if case .image(let source?) = drawn.content { sources.insert(source) }
      }
    }
    return sources.reduce(0) { total, source in
      do {
        return total + (try ImageFile(dataURI: source)?.decodedPixels ?? 0)
      } catch {
        // Past the budget: refused when a document is read, but a timeline built through the library
        // may hold one. It counts as the most a still image may have.
        return total + Double(ImageBudget.maximumPixels)
      }
    }
  }

  /// One frame: the still at a time, rasterized into a buffer of `buffers` and prepared for the
  /// format's encoder.
  private static func frame(
    of stills: SVGStills, at time: Double, rasterizer: SVGRasterizer, format: VideoFormat,
    buffers: FrameBufferPool
  )
    -> Result<EncoderFrame, VideoError>
  {
    do {
      let svg = try stills.still(at: time)
      let image = try rasterizer.rasterize(svg, size: stills.size, into: buffers)
      return .success(try EncoderFrame(image, format: format, buffers: buffers))
    } catch let error as ExportError {
      return .failure(.export(error))
    } catch let error as VideoError {
      return .failure(error)
    } catch {
      return .failure(.rasterizingFailed("\(error)"))
    }
  }
}
