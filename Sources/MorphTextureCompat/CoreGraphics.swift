import Foundation
import MorphLayout

#if canImport(CoreGraphics)
  import CoreGraphics

  extension CGColor: ColorConvertible {
    /// The color's sRGB components (gray colors expanded to RGB).
    public var color: Color {
      let components =
        converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)?
        .components ?? [0, 0, 0, 1]
      return Color(
        red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
        alpha: Double(components[3]))
    }

    /// A Core Graphics color with Morph's sRGB value.
    static func make(_ color: Color) -> CGColor {
      CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
  }
#else
  /// Core Graphics' `CGColor`, where the platform has no Core Graphics: an immutable sRGB color, which
  /// nodes take wherever they take a color (`borderColor`, `shadowColor`).
  public final class CGColor: ColorConvertible, Sendable {
    /// The sRGB color drawn.
    public let color: Color

    init(_ color: Color) { self.color = color }

    /// Core Graphics' `init(red:green:blue:alpha:)` and `init(srgbRed:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Core Graphics' `init(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Core Graphics' `init(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The opacity.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    static func make(_ color: Color) -> CGColor { CGColor(color) }
  }

  /// Core Graphics' drawing context, where the platform has none. Morph never draws into it: code that
  /// receives one (`willDisplayNodeContentWithRenderingContext`) runs only on a device.
  public final class CGContext {
    /// The context's bounds.
    public let boundingBoxOfClipPath: CGRect

    init(bounds: CGRect) { boundingBoxOfClipPath = bounds }
  }

  extension CGSize {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
  }

  extension CGPoint {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
  }

  extension CGRect {
    /// Core Graphics' `equalTo(_:)`.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
  }
#endif
