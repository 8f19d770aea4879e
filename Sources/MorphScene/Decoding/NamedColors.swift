import MorphLayout

/// UIKit's fixed colors by name (`UIColor.lightGray` and so on), usable wherever a color is expected.
enum NamedColors {
  /// The names with their colors, in UIKit's order.
  static let table: [(name: String, color: Color)] = [
    ("black", Color(red: 0, green: 0, blue: 0)),
    ("darkGray", Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)),
    ("lightGray", Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)),
    ("white", Color(red: 1, green: 1, blue: 1)),
    ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
    ("red", Color(red: 1, green: 0, blue: 0)),
    ("green", Color(red: 0, green: 1, blue: 0)),
    ("blue", Color(red: 0, green: 0, blue: 1)),
    ("cyan", Color(red: 0, green: 1, blue: 1)),
    ("yellow", Color(red: 1, green: 1, blue: 0)),
    ("magenta", Color(red: 1, green: 0, blue: 1)),
    ("orange", Color(red: 1, green: 0.5, blue: 0)),
    ("purple", Color(red: 0.5, green: 0, blue: 0.5)),
    ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
  ]

  /// Every name, in UIKit's order.
  static var names: [String] { table.map(\.name) }

  /// The color with a name, if UIKit has one.
  static func color(named name: String) -> Color? {
    table.first { $0.name == name }?.color
  }
}
