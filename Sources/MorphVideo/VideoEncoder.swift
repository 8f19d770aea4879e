import CVideoCodec
import Foundation
import MorphExport

/// Encodes frames, in order, into one file in memory with FFmpeg's libraries.
final class VideoEncoder {
  private let encoder: OpaquePointer
  private let format: VideoFormat

  /// An encoder for frames of a size.
  /// - Throws: ``VideoError/codecFailed(_:)`` when FFmpeg lacks the encoder or refuses the settings.
  init(format: VideoFormat, width: Int, height: Int, framesPerSecond: Int, loops: Bool) throws(VideoError) {
    var message = [CChar](repeating: 0, count: 512)
    guard
      let encoder = morph_video_encoder_open(
        format.codecFormat, Int32(width), Int32(height), Int32(framesPerSecond), loops ? 1 : 0,
        ExportFileWriter.videoMark, &message, message.count)
    else { throw .codec("cannot encode \(format.rawValue)", message: message) }
    self.encoder = encoder
    self.format = format
  }

  deinit { morph_video_encoder_free(encoder) }

  /// How many times the frames are given, in order: 2 for a GIF (the first pass counts their colours
  /// for its one palette), else 1.
  var passes: Int { Int(morph_video_passes(format.codecFormat)) }

  /// Ends a GIF's first pass: the frames are then given again, from the first.
  /// - Throws: ``VideoError/codecFailed(_:)``.
  func startSecondPass() throws(VideoError) {
    var message = [CChar](repeating: 0, count: 512)
    guard morph_video_encoder_start_second_pass(encoder, &message, message.count) == 0 else {
      throw .codec("cannot encode \(format.rawValue)", message: message)
    }
  }

  /// Encodes the next frame.
  /// - Throws: ``VideoError/codecFailed(_:)``.
  func add(_ image: RasterImage) throws(VideoError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = image.pixels.withUnsafeBytes { bytes in
      morph_video_encoder_add_frame(
        encoder, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(image.stride), &message, message.count)
    }
    guard status == 0 else { throw .codec("cannot encode \(format.rawValue)", message: message) }
  }

  /// Finishes the file.
  /// - Returns: the file's bytes.
  /// - Throws: ``VideoError/codecFailed(_:)``.
  func finish() throws(VideoError) -> Data {
    var message = [CChar](repeating: 0, count: 512)
    var bytes: UnsafeMutablePointer<UInt8>?
    var size = 0
    guard morph_video_encoder_finish(encoder, &bytes, &size, &message, message.count) == 0 else {
      throw .codec("cannot encode \(format.rawValue)", message: message)
    }
    defer { morph_video_free(bytes) }
    return bytes.map { Data(bytes: $0, count: size) } ?? Data()
  }
}
