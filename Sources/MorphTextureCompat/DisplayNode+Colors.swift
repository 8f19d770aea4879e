import Foundation
import MorphLayout

// A node's colors with Texture's types: `backgroundColor` is a `UIColor?` and `borderColor` a `CGColor?`,
// so that an app's own `extension UIColor { static let brand = … }` is written
// `node.backgroundColor = .brand` and `let color: UIColor? = node.backgroundColor` compiles. Morph's
// own properties of the same names (any `ColorConvertible`, such as `Color`) are disfavored, so they are
// chosen only for values only they accept (`node.backgroundColor = Color(…)`).
//
// Declared on ``TextureTypedNodeProperties`` (see there why).

extension TextureTypedNodeProperties where Self: DisplayNode {
  /// Texture's `backgroundColor`: the fill behind the node's content, drawn in every export; nil is
  /// transparent. Reads return the `UIColor` that was set (a Morph `Color` set through Morph's own
  /// property reads as a `UIColor` of that color).
  public var backgroundColor: UIColor? {
    get { fillColor.map(UIColor.wrapping) }
    set { fillColor = newValue }
  }

  /// Texture's `borderColor` (Core Animation's `CGColor`): the color of the border drawn inside the
  /// node's bounds, `borderWidth` wide; nil draws none.
  public var borderColor: CGColor? {
    get { strokeColor.map(CGColor.wrapping) }
    set { strokeColor = newValue }
  }
}

extension UIColor {
  /// `color` itself if it is a `UIColor`, else a `UIColor` of its sRGB value.
  static func wrapping(_ color: any ColorConvertible) -> UIColor {
    color as? UIColor ?? UIColor(color.color)
  }
}

extension CGColor {
  /// `color` itself if it is a `CGColor`, else a `CGColor` of its sRGB value (always a new one where
  /// Core Graphics' colors are Core Foundation objects, which Swift cannot cast to).
  static func wrapping(_ color: any ColorConvertible) -> CGColor {
    #if canImport(CoreGraphics)
      CGColor.make(color.color)
    #else
      color as? CGColor ?? CGColor.make(color.color)
    #endif
  }
}
