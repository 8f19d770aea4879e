import Foundation

/// A value a node accepts as a color: Morph's ``Color``, and UIKit's `UIColor` and Core Graphics'
/// `CGColor` in `MorphTextureCompat`, so that `node.backgroundColor = .red` and
/// `node.borderColor = UIColor.red.cgColor` both compile, as they do against Texture.
public protocol ColorConvertible {
  /// The sRGB color drawn.
  var color: Color { get }
}

extension Color: ColorConvertible {
  public var color: Color { self }
}

// UIKit's fixed colors as implicit members of any color a node accepts (`node.backgroundColor = .red`).
extension ColorConvertible where Self == Color {
  public static var black: Color { Color.black }
  public static var darkGray: Color { Color.darkGray }
  public static var lightGray: Color { Color.lightGray }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var cyan: Color { Color.cyan }
  public static var yellow: Color { Color.yellow }
  public static var magenta: Color { Color.magenta }
  public static var orange: Color { Color.orange }
  public static var purple: Color { Color.purple }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
}
