/// Encodes rasterized frames in order on whichever thread a concurrent loop gives it, reporting progress
/// and keeping the first failure.
final class OrderedFrameEncoder: @unchecked Sendable {
  // Unchecked: ``encode(_:)`` runs on one thread at a time (one iteration of each concurrent loop),
  // and the exporter reads the state only between loops.
  private let encoder: VideoEncoder
  private let total: Int
  private let progress: (Int, Int) -> Void
  /// How many frames are encoded.
  private(set) var encoded = 0
  /// The first failure; once set, nothing more is encoded.
  private(set) var failure: VideoError?

  init(_ encoder: VideoEncoder, total: Int, progress: @escaping (Int, Int) -> Void) {
    self.encoder = encoder
    self.total = total
    self.progress = progress
  }

  /// Encodes frames after those encoded before, stopping at the first failure.
  func encode(_ frames: [Result<EncoderFrame, VideoError>]) {
    for frame in frames where failure == nil {
      do {
        try encoder.add(try frame.get())
        encoded += 1
        progress(encoded, total)
      } catch {
        failure = error
      }
    }
  }
}
