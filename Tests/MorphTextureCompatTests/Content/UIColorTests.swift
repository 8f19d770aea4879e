import MorphTextureCompat
import Testing

extension UIColor {
  /// A brand color declared as app code declares them: a `class func` in an extension.
  class func brandColor() -> UIColor {
    UIColor(red: 18 / 255, green: 86 / 255, blue: 136 / 255, alpha: 1)
  }
}

/// UIKit's `UIColor` as a class nodes take wherever they take a color.
@Suite struct UIColorTests {
  @Test func initializersGiveUIKitsComponents() {
    #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).color == Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(UIColor(white: 0.5, alpha: 1).color == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).color == Color.red)
    #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).color.hex == "#00ff00")
    #expect(UIColor(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8, alpha: 1).color.hex == "#6666cc")
    #expect(UIColor.darkText.color == .black)
    #expect(UIColor.lightText.color == Color(red: 1, green: 1, blue: 1, alpha: 0.6))
    #expect(UIColor.brandColor().color.hex == "#125688")
  }

  @Test func withAlphaComponentAndCGColorKeepTheColor() {
    let color = UIColor.red.withAlphaComponent(0.5)
    #expect(color.color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(color.cgColor.color == color.color)
    #expect(UIColor(cgColor: color.cgColor) == color)
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 1 && alpha == 0.5)
  }

  @Test func colorsAreEqualObjectsByValue() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red != UIColor.blue)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
  }

  @Test func attributeLiteralsMixingColorsAndFontsNeedNoAnnotation() {
    let attributes = [NSAttributedString.Key.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 12)]
    #expect(type(of: attributes) == [NSAttributedString.Key: UIKitObject].self)
  }

  @Test func nodesTakeUIColorsCGColorsAndMorphColors() {
    let node = ASDisplayNode()
    node.backgroundColor = UIColor.brandColor()
    #expect(node.backgroundColor?.color.hex == "#125688")
    node.backgroundColor = .white
    #expect(node.backgroundColor?.color == .white)
    node.borderColor = UIColor.red.cgColor
    #expect(node.borderColor?.color == .red)
    node.layer.borderColor = UIColor.blue.cgColor
    #expect(node.borderColor?.color == .blue)
  }
}
