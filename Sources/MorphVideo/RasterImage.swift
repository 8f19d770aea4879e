import Foundation

/// Pixels drawn by ``SVGRasterizer``: cairo's ARGB32 words (premultiplied alpha, in the machine's byte
/// order), row after row.
public struct RasterImage: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next.
  public let stride: Int
  /// The pixels, `stride × height` bytes.
  public let pixels: Data

  /// A pixel's red, green, blue and alpha, with straight (not premultiplied) alpha.
  /// - Precondition: the pixel lies in the image.
  public func rgba(x: Int, y: Int) -> [UInt8] {
    precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel \(x), \(y) outside the image")
    let word = pixels.withUnsafeBytes { bytes in bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    let alpha = word >> 24
    let channels = [(word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff].map { channel in
      alpha == 0 || alpha == 255 ? channel : (channel * 255 + alpha / 2) / alpha
    }
    return (channels + [alpha]).map { UInt8($0) }
  }
}
