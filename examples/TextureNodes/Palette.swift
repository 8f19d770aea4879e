// Colors and fonts of the example app, declared as Texture apps declare them.
import MorphTextureCompat

extension UIColor {
  class func accentColor() -> UIColor {
    UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  }

  class func secondaryTextColor() -> UIColor {
    UIColor(white: 0.55, alpha: 1)
  }

  class func bubbleColor() -> UIColor {
    UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
  }
}

extension NSAttributedString {
  static func attributedString(
    string: String, fontSize size: CGFloat, color: UIColor, bold: Bool = false
  )
    -> NSAttributedString
  {
    let attributes = [
      NSAttributedString.Key.foregroundColor: color,
      NSAttributedString.Key.font: bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size),
    ]
    return NSAttributedString(string: string, attributes: attributes)
  }
}
