import MorphExport

/// Why a timeline could not be drawn or encoded as a raster or video file.
public enum VideoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The still SVG of a frame could not be exported.
  case export(ExportError)
  /// An option is out of range.
  case invalidOptions(String)
  /// The frames would be larger than ``VideoBudget`` allows: ``VideoBudget/maximumFrameSide`` pixels
  /// on a side, ``VideoBudget/maximumFramePixels`` in all.
  case frameTooLarge(width: Int, height: Int)
  /// The video would have more frames, or draw more pixels, than ``VideoBudget`` allows:
  /// `frames` frames of `width` × `height` pixels, drawn `passes` times.
  case tooMuchToDraw(frames: Int, width: Int, height: Int, passes: Int)
  /// librsvg could not read or draw a frame's SVG.
  case rasterizingFailed(String)
  /// FFmpeg could not encode the frames or decode a file.
  case codecFailed(String)
  /// The MorphVideoCodec library, which draws and encodes the frames, could not be found or loaded.
  case codecUnavailable(String)

  /// The problem in words.
  public var description: String {
    switch self {
    case .export(let error): error.description
    case .invalidOptions(let message): message
    case .frameTooLarge(let width, let height):
      "frames of \(width) × \(height) pixels are too large; a video frame is at most \(VideoBudget.maximumFrameSide) "
        + "pixels on a side and \(VideoBudget.maximumFramePixels) (4096 × 4096) in all (lower --scale)"
    case .tooMuchToDraw(let frames, let width, let height, let passes) where frames > VideoBudget.maximumFrames:
      "the video would have \(frames) frames; a video has at most \(VideoBudget.maximumFrames) (10 minutes at 60 "
        + "frames a second): lower --fps or export a shorter transition (drawing \(width) × \(height) pixels "
        + "\(passes == 2 ? "twice" : "once") a frame)"
    case .tooMuchToDraw(let frames, let width, let height, let passes):
      "the video would draw \(frames) frames of \(width) × \(height) pixels\(passes == 2 ? " twice (a GIF's two passes)" : ""); "
        + "a video draws at most \(VideoBudget.maximumDrawnPixels) pixels (about 10 minutes of a phone's screen at @2x): "
        + "lower --fps or --scale, or export a shorter transition"
    case .rasterizingFailed(let message): "cannot draw a frame: \(message)"
    case .codecFailed(let message): message
    case .codecUnavailable(let message): message
    }
  }
}

extension VideoError {
  /// A codec failure: what failed, then the C encoder's or decoder's message from a NUL-terminated
  /// buffer.
  static func codec(_ what: String, message: [CChar]) -> VideoError {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return .codecFailed("\(what): \(String(decoding: bytes, as: UTF8.self))")
  }
}
