import Foundation

/// Hands out the ids of one exported document, built from element ids with the options' prefix and
/// unique within the document.
///
/// A name keeps ASCII letters, digits, `-` and `_` — and `.` where the format allows it (SVG ids; not
/// HTML ids that CSS selectors and `@keyframes` names read, where `.` would start a class); any other
/// character becomes `_`, and a name that would not start with a letter or `_` gets a leading `_`. A
/// name already handed out gets `-2`, `-3`…
struct DocumentIdentifiers {
  private let prefix: String
  private let keepsDots: Bool
  private var used = Set<String>()

  /// Ids that all start with `prefix` (itself made safe the same way); `keepsDots` keeps `.` in names.
  init(prefix: String, keepsDots: Bool) {
    self.prefix = prefix
    self.keepsDots = keepsDots
  }

  /// A fresh id for `name`.
  mutating func make(_ name: String) -> String {
    var base = Self.nameCharacters(prefix + name, keepingDots: keepsDots)
    // Every character of `base` is ASCII, so its first byte is its first character.
    let startsAsAName =
      base.utf8.first.map { byte in
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")) ~= byte
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")) ~= byte
      } ?? false
    if !startsAsAName { base = "_" + base }
    var candidate = base
    var suffix = 2
    while !used.insert(candidate).inserted {
      candidate = "\(base)-\(suffix)"
      suffix += 1
    }
    return candidate
  }

  /// `text` with every character other than an ASCII letter, digit, `-`, `_` (or `.` when kept)
  /// replaced by `_`.
  static func nameCharacters(_ text: String, keepingDots: Bool) -> String {
    var contiguous = text
    let keptAsTheyAre = contiguous.withUTF8 { bytes in
      bytes.allSatisfy { byte in isKept(byte, keepingDots: keepingDots) }
    }
    if keptAsTheyAre { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar {
          case "a"..."z", "A"..."Z", "0"..."9", "-", "_": scalar
          case "." where keepingDots: scalar
          default: "_"
          }
        }))
  }

  /// Whether a UTF-8 code unit is an ASCII letter, digit, `-`, `_` (or `.` when kept).
  private static func isKept(_ byte: UInt8, keepingDots: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    case UInt8(ascii: "."): keepingDots
    default: false
    }
  }
}
