/// What one image may cost to read and draw, checked when its file is read, before any other work:
/// an image past one of these is refused with ``ImageFileError/overBudget(_:)``, which names the
/// figure and the limit.
///
/// Exporters draw an image at the size its node shows it, but a browser, librsvg and Lottie players
/// decode it whole, for every frame drawn: a small file can stand for gigabytes of pixels or minutes
/// of work (a PNG of 20,000 × 20,000 pixels is 48 KB), so it is the decoded image that is bounded.
public enum ImageBudget {
  /// The most pixels an image may have on a side: 16,384.
  public static let maximumSide = 16_384
  /// The most pixels one frame of an image may have: 16,777,216 (4,096 × 4,096, 64 MiB decoded;
  /// a 12-megapixel photo is 12,192,768).
  public static let maximumPixels = 16_777_216
  /// The most frames an animated GIF, PNG or WebP may have: 1,000.
  public static let maximumFrames = 1_000
  /// The most pixels an animated image's frames may have together: 67,108,864 (256 MiB decoded).
  public static let maximumAnimationPixels = 67_108_864
  /// The most elements an SVG image may draw once each `<use>` is expanded into the elements it
  /// repeats: 100,000.
  public static let maximumSVGElements = 100_000

  /// Why an image of `width` × `height` pixels and `frames` frames is over the budget, or nil.
  static func problem(width: Double, height: Double, frames: Int) -> String? {
    let size = "\(NumberText.format(width)) × \(NumberText.format(height)) pixels"
    if !(width <= Double(maximumSide) && height <= Double(maximumSide)) {
      return "is \(size); an image is at most \(maximumSide) pixels a side"
    }
    if width * height > Double(maximumPixels) {
      return "is \(size); an image is at most \(maximumPixels) pixels (4096 × 4096)"
    }
    if frames > maximumFrames {
      return "has more than \(maximumFrames) frames; an animated image has at most \(maximumFrames)"
    }
    if Double(frames) * width * height > Double(maximumAnimationPixels) {
      return "has \(frames) frames of \(size); an animated image's frames hold at most \(maximumAnimationPixels) "
        + "pixels together"
    }
    return nil
  }
}

/// Numbers as messages show them: whole numbers without a fraction, others as Swift prints them.
enum NumberText {
  static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
