import CVideoCodecInterface
import Foundation

/// A rasterized frame in the pixel layout its format's encoder takes: cairo's ARGB32 words, or for an
/// APNG straight-alpha RGBA bytes, converted on the thread that drew it.
struct EncoderFrame: Sendable {
  /// Bytes from one row to the next.
  let stride: Int
  /// The pixels, `stride × height` bytes.
  let pixels: Data

  /// The frame of a rasterized image for a format's encoder.
  /// - Throws: ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  init(_ image: RasterImage, format: VideoFormat) throws(VideoError) {
    let codec = try VideoCodecLibrary.loaded().functions
    var pixels = image.pixels
    pixels.withUnsafeMutableBytes { bytes in
      codec.prepare_frame(
        format.codecFormat, bytes.bindMemory(to: UInt8.self).baseAddress!, Int32(image.width), Int32(image.height),
        Int32(image.stride))
    }
    self.stride = image.stride
    self.pixels = pixels
  }
}
