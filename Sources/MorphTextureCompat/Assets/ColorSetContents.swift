import Foundation
import MorphLayout

/// The `Contents.json` of a color set: its colors by device idiom and appearance. Morph draws the
/// light appearance: the universal (or iPhone) color that names no appearance.
struct ColorSetContents: Decodable {
  struct Entry: Decodable {
    struct Appearance: Decodable {}
    struct Value: Decodable {
      var components: [String: String]?
    }
    var idiom: String?
    var appearances: [Appearance]?
    var color: Value?
  }

  var colors: [Entry]

  /// Reads the set at `folder`; nil when it has no readable `Contents.json`.
  init?(folder: URL) {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let contents = try? JSONDecoder().decode(ColorSetContents.self, from: data)
    else { return nil }
    self = contents
  }

  /// The light appearance's color, from its `red`, `green`, `blue` (or `white`) and `alpha` components
  /// as Xcode writes them: `0.502` (0…1), `0x80` or `128` (0…255; `0` and `1` are 0…1). Nil when the
  /// set has none, or names a system color by reference.
  var color: Color? {
    let entries = colors.filter { $0.appearances == nil && ["universal", "iphone", nil].contains($0.idiom) }
    guard let components = entries.lazy.compactMap(\.color?.components).first else { return nil }
    func value(_ key: String) -> Double? { components[key].flatMap(Self.component) }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A component as Xcode writes it, 0…1.
  private static func component(_ text: String) -> Double? {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if text.contains(".") { return Double(text) }
    // A whole number is 0…255, except 0 and 1, which hand-written sets use for 0…1.
    return Int(text).map { $0 <= 1 ? Double($0) : Double($0) / 255 }
  }
}
