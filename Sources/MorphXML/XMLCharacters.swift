import CLibXML2

/// The characters XML 1.0 allows in documents.
///
/// XML 1.0 ([§2.2, production `Char`](https://www.w3.org/TR/xml/#NT-Char)) forbids the C0 control
/// characters other than tab, line feed and carriage return, and the noncharacters U+FFFE and U+FFFF.
/// (Surrogates cannot occur in a Swift string.)
enum XMLCharacters {
  /// `text` with every character XML 1.0 forbids removed, and how many were removed.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of `text`.
  static func removingForbidden(from text: String) -> (text: String, removed: Int) {
    var contiguous = text
    guard contiguous.withUTF8({ $0.contains(where: mayStartForbidden) }) else { return (text, 0) }
    var kept = String.UnicodeScalarView()
    var removed = 0
    for scalar in text.unicodeScalars {
      if isForbidden(scalar) {
        removed += 1
      } else {
        kept.append(scalar)
      }
    }
    return (String(kept), removed)
  }

  /// Appends the UTF-8 bytes of `text` to `bytes`, leaving out every character XML 1.0 forbids (as
  /// ``removingForbidden(from:)`` does, without making a string); returns how many were left out.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of `text`.
  static func appendPermitted(_ text: String, to bytes: inout [UInt8]) -> Int {
    var contiguous = text
    return contiguous.withUTF8 { utf8 in
      guard utf8.contains(where: mayStartForbidden) else {
        bytes.append(contentsOf: utf8)
        return 0
      }
      var removed = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF; EF only ever leads a character.
        if byte == 0xEF, index + 2 < utf8.count, utf8[index + 1] == 0xBF, utf8[index + 2] >= 0xBE {
          removed += 1
          index += 3
          continue
        }
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          removed += 1
        } else {
          bytes.append(byte)
        }
        index += 1
      }
      return removed
    }
  }

  /// Whether `name` is an XML qualified name (`svg`, `viewBox`, `xlink:href`, `data-id`): a Name in the sense
  /// of [XML 1.0 §2.3](https://www.w3.org/TR/xml/#NT-Name) with at most one colon, which separates a
  /// non-empty prefix from a non-empty local part.
  ///
  /// Names of ASCII letters, digits, `-`, `.` and `_` are checked here; libxml2 decides the others.
  static func isQualifiedName(_ name: String) -> Bool {
    var contiguous = name
    if contiguous.withUTF8(isPlainASCIIQualifiedName) { return true }
    return !name.isEmpty && !name.utf8.contains(0) && xmlValidateQName(name, 0) == 0
  }

  /// Whether `bytes` are an ASCII qualified name: one or two parts separated by a colon, each a letter or
  /// `_` followed by letters, digits, `-`, `.` and `_`.
  private static func isPlainASCIIQualifiedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var startsPart = true
    var colons = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        startsPart = false
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        guard !startsPart else { return false }
      case UInt8(ascii: ":"):
        guard !startsPart, colons == 0 else { return false }
        colons += 1
        startsPart = true
      default:
        return false
      }
    }
    return !startsPart
  }

  /// Whether a UTF-8 code unit may begin a forbidden character: a C0 control other than tab, LF and CR,
  /// or 0xEF, the lead byte of U+FFFE and U+FFFF (and of many allowed characters).
  private static func mayStartForbidden(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xEF
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case ..<0x20, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
