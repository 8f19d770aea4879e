import CVideoCodecInterface
import Foundation
import MorphExport

/// Encodes frames, in order, into one file in memory with FFmpeg's libraries.
final class VideoEncoder {
  private let codec: morph_video_codec
  private let encoder: OpaquePointer
  private let format: VideoFormat
  /// The most bytes the file may have: `ExportFileWriter.maximumFileBytes`, which tests lower.
  var byteLimit = ExportFileWriter.maximumFileBytes

  /// An encoder for frames of a size.
  /// - Throws: ``VideoError/codecFailed(_:)`` when FFmpeg lacks the encoder or refuses the settings,
  ///   ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  init(format: VideoFormat, width: Int, height: Int, framesPerSecond: Int, loops: Bool) throws(VideoError) {
    let codec = try VideoCodecLibrary.loaded().functions
    var message = [CChar](repeating: 0, count: 512)
    guard
      let encoder = codec.encoder_open(
        format.codecFormat, Int32(width), Int32(height), Int32(framesPerSecond), loops ? 1 : 0,
        ExportFileWriter.videoMark, &message, message.count)
    else { throw .codec("cannot encode \(format.rawValue)", message: message) }
    self.codec = codec
    self.encoder = encoder
    self.format = format
  }

  deinit { codec.encoder_free(encoder) }

  /// How many times the frames are given, in order: 2 for a GIF (the first pass counts their colours
  /// for its one palette), else 1.
  var passes: Int { Int(codec.passes(format.codecFormat)) }

  /// Ends a GIF's first pass: the frames are then given again, from the first.
  /// - Throws: ``VideoError/codecFailed(_:)``.
  func startSecondPass() throws(VideoError) {
    var message = [CChar](repeating: 0, count: 512)
    guard codec.encoder_start_second_pass(encoder, &message, message.count) == 0 else {
      throw .codec("cannot encode \(format.rawValue)", message: message)
    }
  }

  /// Encodes the next frame.
  /// - Throws: ``VideoError/codecFailed(_:)``, or `ExportError.fileTooLarge(bytes:)` once the file
  ///   passes ``byteLimit``.
  func add(_ frame: EncoderFrame) throws(VideoError) {
    var message = [CChar](repeating: 0, count: 512)
    let status = frame.pixels.withUnsafeBytes { bytes in
      codec.encoder_add_frame(
        encoder, bytes.bindMemory(to: UInt8.self).baseAddress!, Int32(frame.stride), &message, message.count)
    }
    guard status == 0 else { throw .codec("cannot encode \(format.rawValue)", message: message) }
    let written = codec.encoder_written_bytes(encoder)
    guard written <= byteLimit else { throw .export(.fileTooLarge(bytes: written)) }
  }

  /// Finishes the file.
  /// - Returns: the file's bytes.
  /// - Throws: ``VideoError/codecFailed(_:)``.
  func finish() throws(VideoError) -> Data {
    var message = [CChar](repeating: 0, count: 512)
    var bytes: UnsafeMutablePointer<UInt8>?
    var size = 0
    guard codec.encoder_finish(encoder, &bytes, &size, &message, message.count) == 0 else {
      throw .codec("cannot encode \(format.rawValue)", message: message)
    }
    defer { codec.free_bytes(bytes) }
    return bytes.map { Data(bytes: $0, count: size) } ?? Data()
  }

  /// One APNG of the frames of APNGs encoded for consecutive runs of frames, in order.
  /// - Parameter files: the runs' files, at least one.
  /// - Throws: ``VideoError/codecFailed(_:)`` when a file is not such an APNG,
  ///   ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  static func joinAPNG(_ files: [Data]) throws(VideoError) -> Data {
    precondition(!files.isEmpty, "no APNG files to join")
    let codec = try VideoCodecLibrary.loaded().functions
    var message = [CChar](repeating: 0, count: 512)
    var bytes: UnsafeMutablePointer<UInt8>?
    var size = 0
    let copies = files.map { file in
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, file.count))
      _ = copy.initialize(from: file)
      return copy
    }
    defer {
      for copy in copies { copy.deallocate() }
    }
    let status = copies.map { UnsafePointer($0.baseAddress!) }.withUnsafeBufferPointer { pointers in
      files.map(\.count).withUnsafeBufferPointer { sizes in
        codec.join_apng(
          pointers.baseAddress!, sizes.baseAddress!, Int32(files.count), &bytes, &size, &message, message.count)
      }
    }
    guard status == 0 else { throw .codec("cannot encode apng", message: message) }
    defer { codec.free_bytes(bytes) }
    return bytes.map { Data(bytes: $0, count: size) } ?? Data()
  }
}
