import Dispatch
import Foundation
import MorphExport

/// An APNG's frames in runs, each encoded by an encoder of its own on a core of its own, then joined into
/// one file (`VideoEncoder.joinAPNG`). FFmpeg's APNG encoder compares every frame with the one before in
/// six ways, on one thread: one encoder would hold the export to that thread's pace. Each run starts with
/// a whole frame instead of the changes since the frame before, a little larger; the decoded frames are
/// the same. The runs depend on the number of frames alone, so a file is the same bytes on any machine.
enum APNGRuns {
  /// The fewest frames a run has: an animation of fewer than twice as many is one run.
  static let shortestRun = 24

  /// The runs of `count` frames: as many as ``shortestRun`` allows, of nearly equal length, in order.
  static func ranges(ofFrames count: Int) -> [Range<Int>] {
    let runs = max(1, count / shortestRun)
    return (0..<runs).map { count * $0 / runs..<count * ($0 + 1) / runs }
  }

  /// Draws and encodes each run of `times` on as many threads as there are runs (at most `workers`), and
  /// joins the runs' files.
  /// - Parameters:
  ///   - frame: the frame at a time, drawn and prepared for the encoder.
  ///   - makeEncoder: an encoder for one run.
  ///   - progress: told after each frame is encoded, one call at a time.
  /// - Throws: the first failure, in the order of the frames.
  static func encode(
    _ times: [Double], workers: Int, frame: @escaping (Double) -> Result<EncoderFrame, VideoError>,
    makeEncoder: @escaping () throws(VideoError) -> VideoEncoder, progress: (Int, Int) -> Void
  ) throws(VideoError) -> Data {
    let runs = ranges(ofFrames: times.count)
    let files = WorkSlots<Data>(count: runs.count)
    withoutActuallyEscaping(progress) { progress in
      let work = RunWork(frame: frame, makeEncoder: makeEncoder, progress: progress, total: times.count)
      DispatchQueue.concurrentPerform(iterations: min(workers, runs.count)) { _ in
        while let run = files.claim() {
          files[run] = work.encode(runs[run].map { times[$0] })
        }
      }
    }
    let encoded = try files.results.map { result throws(VideoError) in try result.get() }
    let bytes = encoded.reduce(0) { $0 + $1.count }
    guard bytes <= ExportFileWriter.maximumFileBytes else { throw .export(.fileTooLarge(bytes: bytes)) }
    return try VideoEncoder.joinAPNG(encoded)
  }
}

/// What the threads encoding an APNG's runs share: how to draw a frame and make an encoder, and the
/// progress, told under a lock.
private final class RunWork: @unchecked Sendable {
  // Unchecked: `frame` and `makeEncoder` keep no state of their own (they draw a still and open an
  // encoder); `encoded` and `progress` are used under the lock.
  private let frame: (Double) -> Result<EncoderFrame, VideoError>
  private let makeEncoder: () throws(VideoError) -> VideoEncoder
  private let progress: (Int, Int) -> Void
  private let total: Int
  private let lock = NSLock()
  private var encoded = 0

  init(
    frame: @escaping (Double) -> Result<EncoderFrame, VideoError>,
    makeEncoder: @escaping () throws(VideoError) -> VideoEncoder, progress: @escaping (Int, Int) -> Void, total: Int
  ) {
    self.frame = frame
    self.makeEncoder = makeEncoder
    self.progress = progress
    self.total = total
  }

  /// The APNG of a run's frames.
  func encode(_ times: [Double]) -> Result<Data, VideoError> {
    do throws(VideoError) {
      let encoder = try makeEncoder()
      for time in times {
        try encoder.add(try frame(time).get())
        lock.withLock {
          encoded += 1
          progress(encoded, total)
        }
      }
      return .success(try encoder.finish())
    } catch {
      return .failure(error)
    }
  }
}
