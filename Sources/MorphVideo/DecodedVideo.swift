import CVideoCodecInterface
import Foundation

/// The frames of a GIF, APNG, MP4 or WebM file, decoded by FFmpeg's libraries, to check an export
/// against what it should show.
///
/// ```swift
/// let video = try DecodedVideo(data)
/// print(video.frames.count, video.width, video.height, video.frames.last!.time)
/// ```
public struct DecodedVideo: Sendable {
  /// One decoded frame.
  public struct Frame: Sendable {
    /// When it is shown, in seconds.
    public let time: Double
    /// Its RGBA pixels with straight alpha, row after row, 4 bytes a pixel.
    public let rgba: Data
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The frames, in order.
  public let frames: [Frame]
  /// The duration the container states, in seconds; nil when it states none.
  public let duration: Double?

  /// Decodes every frame of a file.
  /// - Throws: ``VideoError/codecFailed(_:)`` when FFmpeg cannot read the file,
  ///   ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  public init(_ data: Data) throws(VideoError) {
    let codec = try VideoCodecLibrary.loaded().functions
    var video = morph_decoded_video()
    var message = [CChar](repeating: 0, count: 512)
    let status = data.withUnsafeBytes { bytes in
      codec.decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &video, &message, message.count)
    }
    guard status == 0 else { throw .codec("cannot decode the file", message: message) }
    defer { codec.decoded_video_free(&video) }
    width = Int(video.width)
    height = Int(video.height)
    duration = video.duration < 0 ? nil : video.duration
    let frameSize = width * height * 4
    guard video.frame_count > 0, let times = video.times, let pixels = video.pixels else {
      frames = []
      return
    }
    frames = (0..<Int(video.frame_count)).map { index in
      Frame(time: times[index], rgba: Data(bytes: pixels + index * frameSize, count: frameSize))
    }
  }
}
