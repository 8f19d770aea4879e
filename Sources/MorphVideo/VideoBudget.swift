/// What drawing a video may hold at once, checked before the first frame is drawn.
///
/// A frame is drawn into memory whole (4 bytes a pixel) and several are drawn at once, one a core
/// and the batch before them waiting for the encoder, so a frame's size bounds the memory: the frames
/// in flight are cut to ``framesInFlightBytes`` whatever the number of cores.
public enum VideoBudget {
  /// The most pixels a video frame may have on a side: 8,192, which every encoder Morph uses takes.
  public static let maximumFrameSide = 8_192
  /// The most pixels a video frame may have: 16,777,216 (4,096 × 4,096, 64 MiB drawn).
  public static let maximumFramePixels = 16_777_216
  /// The most bytes the frames drawn at once may hold: 256 MiB.
  public static let framesInFlightBytes = 256 << 20
  /// The most frames a video may have: 36,000 (10 minutes at 60 frames a second).
  public static let maximumFrames = 36_000
  /// The most pixels a video's frames may have together, counting a GIF's frames twice (it draws
  /// them once per pass): 40,000,000,000, about 10 minutes of a phone's screen at @2x and 60 frames
  /// a second.
  public static let maximumDrawnPixels = 40_000_000_000

  /// Whether frames of `width` × `height` pixels are within the budget.
  static func allows(width: Int, height: Int) -> Bool {
    width <= maximumFrameSide && height <= maximumFrameSide && width * height <= maximumFramePixels
  }

  /// Whether `frames` frames of `width` × `height` pixels, each drawn `passes` times, are within the
  /// budget.
  static func allows(frames: Int, width: Int, height: Int, passes: Int) -> Bool {
    frames <= maximumFrames && Double(frames * passes) * Double(width * height) <= Double(maximumDrawnPixels)
  }

  /// How many frames of `width` × `height` pixels to draw in one batch, of at most `wanted`: a batch
  /// and the one before it, waiting for the encoder, hold at most ``framesInFlightBytes``.
  static func batchSize(width: Int, height: Int, wanted: Int) -> Int {
    max(1, min(wanted, framesInFlightBytes / max(1, 2 * width * height * 4)))
  }
}
