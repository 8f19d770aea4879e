import Foundation

/// How far a decoded frame is from a reference image: the mean absolute difference per colour channel
/// (0–255) and the peak signal-to-noise ratio in decibels, over the reference's pixels, each composited
/// over white.
struct FrameDifference: CustomStringConvertible {
  let meanAbsoluteDifference: Double
  let psnr: Double

  /// Compares the top-left `width` × `height` pixels of two RGBA images (rows `frameWidth` and `width`
  /// pixels long).
  init(_ frame: Data, width frameWidth: Int, _ reference: Data, width: Int, height: Int) {
    var absolute = 0.0
    var squared = 0.0
    frame.withUnsafeBytes { frame in
      reference.withUnsafeBytes { reference in
        for y in 0..<height {
          for x in 0..<width {
            let a = (y * frameWidth + x) * 4
            let b = (y * width + x) * 4
            for channel in 0..<3 {
              let difference = Self.overWhite(frame, a, channel) - Self.overWhite(reference, b, channel)
              absolute += abs(difference)
              squared += difference * difference
            }
          }
        }
      }
    }
    let count = Double(width * height * 3)
    meanAbsoluteDifference = absolute / count
    psnr = squared == 0 ? .infinity : 10 * log10(255 * 255 / (squared / count))
  }

  /// A channel of a straight-alpha pixel composited over white.
  private static func overWhite(_ pixels: UnsafeRawBufferPointer, _ offset: Int, _ channel: Int) -> Double {
    let alpha = Double(pixels[offset + 3]) / 255
    return Double(pixels[offset + channel]) * alpha + 255 * (1 - alpha)
  }

  var description: String {
    "mean absolute difference \(String(format: "%.2f", meanAbsoluteDifference)), PSNR \(String(format: "%.1f", psnr)) dB"
  }
}
