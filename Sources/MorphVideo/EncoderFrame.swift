import Foundation

/// A rasterized frame in the pixels its format's encoder takes: cairo's ARGB32 words, or for an APNG
/// straight-alpha RGBA bytes, converted on the thread that drew it.
struct EncoderFrame: Sendable {
  /// Bytes from one row to the next.
  let stride: Int
  /// The pixels, `stride × height` bytes.
  let pixels: Data

  /// The frame of a rasterized image for a format's encoder.
  /// - Throws: ``VideoError/codecUnavailable(_:)`` when the MorphVideoCodec library cannot be loaded.
  init(_ image: RasterImage, format: VideoFormat) throws(VideoError) {
    stride = image.stride
    guard format.takesStraightAlpha else {
      pixels = image.pixels
      return
    }
    let codec = try VideoCodecLibrary.loaded().functions
    var rgba = Data(count: image.pixels.count)
    rgba.withUnsafeMutableBytes { target in
      image.pixels.withUnsafeBytes { source in
        codec.unpremultiply(
          source.bindMemory(to: UInt8.self).baseAddress!, target.bindMemory(to: UInt8.self).baseAddress!,
          Int32(image.width), Int32(image.height), Int32(image.stride))
      }
    }
    pixels = rgba
  }
}
