import Foundation
import MorphLayout

/// UIKit's `UIColor`: an immutable color object (a ``UIKitObject``), so that `class func`s in
/// extensions and attribute dictionaries mixing colors and fonts compile as they do there. Nodes take
/// it wherever they take a color; it draws as its sRGB ``color``.
open class UIColor: UIKitObject, ColorConvertible, @unchecked Sendable {
  /// The sRGB color drawn.
  public let color: Color

  /// A color with Morph's sRGB value.
  public init(_ color: Color) {
    self.color = color
    super.init()
  }

  /// UIKit's `UIColor()`: a color with no components, drawn as clear.
  public convenience override init() {
    self.init(.clear)
  }

  /// The initializer of `#colorLiteral(red:green:blue:alpha:)` (see `UIColor+Literals.swift`),
  /// components 0…1 in sRGB. Required, so that subclasses are literals too.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// UIKit's `init(red:green:blue:alpha:)`, components 0…1 in sRGB.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// UIKit's `init(displayP3Red:green:blue:alpha:)`; Morph draws in sRGB, so the components are taken
  /// as sRGB.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// UIKit's `init(white:alpha:)`: a gray.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// UIKit's `init(hue:saturation:brightness:alpha:)`, every component 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch Int(hue) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = brightness - chroma
    self.init(red: red + m, green: green + m, blue: blue + m, alpha: alpha)
  }

  /// UIKit's `init(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    self.init(cgColor.color)
  }

  /// UIKit's `init(patternImage:)`: Morph draws the pattern as mid gray.
  public convenience init(patternImage image: UIImage) {
    self.init(Color.gray)
  }

  /// The same color with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var color = color
    color.alpha = Double(alpha)
    return UIColor(color)
  }

  /// The color as Core Graphics' `CGColor`, which nodes also take (`borderColor`, `shadowColor`).
  public var cgColor: CGColor { CGColor.make(color) }

  /// UIKit's `getRed(_:green:blue:alpha:)`: the sRGB components; always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// UIKit's `set()`: makes the color the fill and stroke color of drawing code, which Morph draws as
  /// a placeholder (see `UIGraphicsBeginImageContext`).
  public func set() { DrawingContext.recordDrawing("UIColor.set()") }
  /// UIKit's `setFill()`; see ``set()``.
  public func setFill() { DrawingContext.recordDrawing("UIColor.setFill()") }
  /// UIKit's `setStroke()`; see ``set()``.
  public func setStroke() { DrawingContext.recordDrawing("UIColor.setStroke()") }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.color == color
  }

  open override var hash: Int { color.hashValue }

  open override var description: String { "UIColor(\(color.hex))" }

  // UIKit's fixed colors, with its components.
  open class var black: UIColor { UIColor(.black) }
  open class var darkGray: UIColor { UIColor(.darkGray) }
  open class var lightGray: UIColor { UIColor(.lightGray) }
  open class var white: UIColor { UIColor(.white) }
  open class var gray: UIColor { UIColor(.gray) }
  open class var red: UIColor { UIColor(.red) }
  open class var green: UIColor { UIColor(.green) }
  open class var blue: UIColor { UIColor(.blue) }
  open class var cyan: UIColor { UIColor(.cyan) }
  open class var yellow: UIColor { UIColor(.yellow) }
  open class var magenta: UIColor { UIColor(.magenta) }
  open class var orange: UIColor { UIColor(.orange) }
  open class var purple: UIColor { UIColor(.purple) }
  open class var brown: UIColor { UIColor(.brown) }
  open class var clear: UIColor { UIColor(.clear) }
  /// Text on light backgrounds: black.
  open class var darkText: UIColor { UIColor(.black) }
  /// Text on dark backgrounds: white at 60 %.
  open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

  // UIKit's semantic and system colors, with their light-appearance values.
  open class var label: UIColor { UIColor(.black) }
  open class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
  open class var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
  open class var placeholderText: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
  open class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
  open class var systemBackground: UIColor { UIColor(.white) }
  open class var secondarySystemBackground: UIColor {
    UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  }
  open class var groupTableViewBackground: UIColor {
    UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  }
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
  open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
  open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
  open class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
  open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
  open class var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
  open class var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
  open class var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
}
