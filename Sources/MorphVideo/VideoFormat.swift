import CVideoCodecInterface

/// The raster and video files a timeline is exported to, each written by FFmpeg's own encoder.
public enum VideoFormat: String, Sendable, CaseIterable {
  /// GIF, with one palette for the whole animation (libavfilter's `palettegen` and `paletteuse`),
  /// drawn over white.
  case gif
  /// Animated PNG, with the exports' transparency.
  case apng
  /// H.264 (libx264) in MP4, yuv420p, drawn over white.
  case mp4
  /// VP9 (libvpx) in WebM, yuv420p, drawn over white.
  case webm

  /// The file name extension (`gif`, `png`, `mp4`, `webm`).
  public var pathExtension: String {
    switch self {
    case .gif: "gif"
    case .apng: "png"
    case .mp4: "mp4"
    case .webm: "webm"
    }
  }

  /// The most frames a second the format shows faithfully: GIF's frame delays are whole hundredths of a
  /// second, and browsers slow delays under two hundredths down to a tenth, so a GIF plays at most 50.
  public var maximumFramesPerSecond: Int { self == .gif ? 50 : 120 }

  /// The frame rate used when none is given: 60, or a GIF's 50.
  public var defaultFramesPerSecond: Int { min(60, maximumFramesPerSecond) }

  /// Whether the file itself says to play again (GIF and APNG).
  var loops: Bool { self == .gif || self == .apng }

  /// Whether the frames are drawn over white (only APNG keeps transparency).
  var isOpaque: Bool { self != .apng }

  /// Whether the encoder takes straight-alpha RGBA bytes (an APNG's), not cairo's premultiplied words.
  var takesStraightAlpha: Bool { self == .apng }

  /// Whether the frames' width and height must be even (yuv420p halves them for colour).
  var needsEvenSize: Bool { self == .mp4 || self == .webm }

  /// The format as the C encoder names it.
  var codecFormat: morph_video_format {
    switch self {
    case .gif: MORPH_VIDEO_GIF
    case .apng: MORPH_VIDEO_APNG
    case .mp4: MORPH_VIDEO_MP4
    case .webm: MORPH_VIDEO_WEBM
    }
  }
}
