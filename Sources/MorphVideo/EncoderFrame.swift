import Foundation

/// A rasterized frame in the pixels its format's encoder takes: cairo's ARGB32 words, or for an APNG
/// straight-alpha RGBA bytes, converted on the thread that drew it.
struct EncoderFrame: Sendable {
  /// Bytes from one row to the next.
  let stride: Int
  /// The pixels, `stride × height` bytes.
  let pixels: Data

  /// The frame of a rasterized image for a format's encoder.
  /// - Parameter buffers: where an APNG's straight-alpha pixels are written, when the image's buffer
  ///   came from a pool too; nil allocates them afresh.
  /// - Throws: ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  init(_ image: RasterImage, format: VideoFormat, buffers: FrameBufferPool? = nil) throws(VideoError) {
    stride = image.stride
    guard format.takesStraightAlpha else {
      pixels = image.pixels
      return
    }
    let codec = try VideoCodecLibrary.loaded().functions
    let unpremultiply = { (target: UnsafeMutableRawBufferPointer) in
      image.pixels.withUnsafeBytes { source in
        codec.unpremultiply(
          source.bindMemory(to: UInt8.self).baseAddress!, target.bindMemory(to: UInt8.self).baseAddress!,
          Int32(image.width), Int32(image.height), Int32(image.stride))
      }
    }
    if let buffers, buffers.byteCount == image.pixels.count {
      (pixels, _) = try buffers.take { target throws(VideoError) in unpremultiply(target) }
    } else {
      var rgba = Data(count: image.pixels.count)
      rgba.withUnsafeMutableBytes(unpremultiply)
      pixels = rgba
    }
  }
}
