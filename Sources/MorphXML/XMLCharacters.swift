import CLibXML2

/// The characters XML 1.0 allows in documents.
///
/// XML 1.0 (§2.2, production `Char`) forbids the C0 control characters other than tab, line feed and
/// carriage return, and the noncharacters U+FFFE and U+FFFF. (Surrogates cannot occur in a Swift string.)
enum XMLCharacters {
  /// `text` with every character XML 1.0 forbids removed, and how many were removed.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length of `text`.
  static func removingForbidden(from text: String) -> (text: String, removed: Int) {
    guard text.utf8.contains(where: mayStartForbidden) else { return (text, 0) }
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

  /// Whether `name` is an XML qualified name (`svg`, `viewBox`, `xlink:href`, `data-id`): a Name in the sense
  /// of XML 1.0 §2.3 with at most one colon, which separates a non-empty prefix from a non-empty local part.
  static func isQualifiedName(_ name: String) -> Bool {
    !name.isEmpty && !name.utf8.contains(0) && xmlValidateQName(name, 0) == 0
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
