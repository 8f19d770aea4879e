import Foundation

/// Hands out the `id` attributes of one document: XML names made from element ids, with the
/// options' prefix, unique within the document.
///
/// An id keeps ASCII letters, digits, `-`, `_` and `.`; any other character becomes `_`, and an id that
/// would not start with a letter or `_` gets a leading `_`. A name already handed out gets `-2`, `-3`…
struct SVGIdentifiers {
  private let prefix: String
  private var used = Set<String>()

  /// Ids that all start with `prefix`.
  init(prefix: String) {
    self.prefix = prefix
  }

  /// A fresh id for `name`.
  mutating func make(_ name: String) -> String {
    var base = Self.nameCharacters(prefix + name)
    let startsAsAName = base.unicodeScalars.first.map { $0 == "_" || ("a"..."z") ~= $0 || ("A"..."Z") ~= $0 } ?? false
    if !startsAsAName { base = "_" + base }
    var candidate = base
    var suffix = 2
    while !used.insert(candidate).inserted {
      candidate = "\(base)-\(suffix)"
      suffix += 1
    }
    return candidate
  }

  /// `text` with every character other than an ASCII letter, digit, `-`, `_` or `.` replaced by `_`.
  static func nameCharacters(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": scalar
      default: "_"
      }
    }))
  }
}
