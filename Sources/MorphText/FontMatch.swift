/// The font file fontconfig chose for a family and weight.
struct FontMatch: Hashable, Sendable {
  /// The font file.
  var path: String
  /// The face inside the file.
  var index: Int
  /// Every family name the chosen face answers to, the preferred one first.
  var families: [String]

  /// Whether the face belongs to `family`, compared the way fontconfig compares family names
  /// (ignoring case and blanks).
  func belongs(to family: String) -> Bool {
    let wanted = Self.comparable(family)
    return families.contains { Self.comparable($0) == wanted }
  }

  private static func comparable(_ family: String) -> String {
    String(family.lowercased().filter { !$0.isWhitespace })
  }
}
