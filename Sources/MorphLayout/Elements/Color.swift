import Foundation

/// An sRGB color with alpha, each component 0…1.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.dropFirst())
    guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    func byte(_ text: String) -> Double { Double(UInt8(text, radix: 16)!) / 255 }
    let pairs: [String] =
      digits.count == 3
      ? digits.map { String([$0, $0]) }
      : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0..<$0 + 2]) }
    self.init(
      red: byte(pairs[0]), green: byte(pairs[1]), blue: byte(pairs[2]),
      alpha: pairs.count == 4 ? byte(pairs[3]) : 1)
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque; components are clamped to 0…1, and NaN counts as 0.
  public var hex: String {
    func pair(_ component: Double) -> String {
      let value = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
      return String(value, radix: 16).leftPadded(to: 2)
    }
    return "#" + pair(red) + pair(green) + pair(blue) + (alpha < 1 ? pair(alpha) : "")
  }

  public var description: String { hex }

  // UIKit's fixed colors (`UIColor.black` and so on), in UIKit's order and with its components.
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
  public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
