import Foundation

extension TextLineBreaker {
  /// Whether a line may break between two adjacent characters (grapheme clusters, read by their first
  /// scalar), neither of them a breaking space: the break opportunities the Unicode line breaking
  /// algorithm (UAX #14) gives East Asian text, which has no spaces between words, as CoreText and
  /// browsers break it.
  ///
  /// A line may break before and after an ideograph — a Han character, kana, a Hangul syllable, a
  /// fullwidth letter or digit (UAX #14's classes ID, H2 and H3) — unless the character after it may not
  /// start a line (closing brackets and punctuation such as `、。」！？`, small kana, the prolonged sound
  /// mark `ー`, iteration marks, hyphens, a sign written after an amount such as `%`: classes CL, CP, EX,
  /// IS, NS, CJ, BA and PO) or the character before it may not end one (opening brackets, a currency
  /// sign written before an amount: OP and PR), and never beside a quotation mark or a no-break space or
  /// joiner (QU, GL, WJ). Other characters break only at spaces.
  static func allowsBreak(between before: Character, and after: Character) -> Bool {
    guard let first = before.unicodeScalars.first, let second = after.unicodeScalars.first,
      isIdeograph(first) || isIdeograph(second)
    else { return false }
    return !mayNotStartLine(second) && !mayNotEndLine(first)
  }

  /// Han ideographs (with the radicals), kana, Hangul syllables and fullwidth Latin letters and digits.
  private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E80...0x2FDF, 0x3006, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x2_0000...0x3_FFFD:
      return true  // Han
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x31F0...0x31FF, 0xFF66...0xFF9D, 0x1_B000...0x1_B16F:
      return true  // kana
    case 0xAC00...0xD7A3:
      return true  // Hangul syllables
    case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      return true  // fullwidth digits and Latin letters
    default:
      return false
    }
  }

  /// Characters a line may not start with: closing punctuation and brackets, marks that end a clause
  /// or a sentence, small kana, the prolonged sound and iteration marks, hyphens, signs written after
  /// an amount, quotation marks, and characters that join their neighbours.
  private static let lineStartForbidden = Set(
    Array(")]},.:;!?%\"'»›’”‐–〜‼⁇⁈⁉¢°‰′″℃、。〉》」』】〕〗〙〛〞〟々〻ゝゞ゠・ー".unicodeScalars)
      + Array("ヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ！％），．：；？］｝｠｡｣､･ｧｨｩｪｫｬｭｮｯｰﾞﾟ".unicodeScalars) + glue)

  /// Characters a line may not end with: opening brackets and quotation marks, currency signs written
  /// before an amount, and characters that join their neighbours.
  private static let lineEndForbidden = Set(Array("([{\"'«‹‘“¿¡$£¥€₩〈《「『【〔〖〘〚〝（［｛｟｢＄￡￥￦".unicodeScalars) + glue)

  /// No-break spaces, the word joiner and the zero width no-break space (UAX #14's GL and WJ).
  private static let glue: [Unicode.Scalar] = ["\u{00A0}", "\u{2007}", "\u{202F}", "\u{2060}", "\u{FEFF}"]

  private static func mayNotStartLine(_ scalar: Unicode.Scalar) -> Bool {
    (0x31F0...0x31FF).contains(scalar.value) || lineStartForbidden.contains(scalar)
  }

  private static func mayNotEndLine(_ scalar: Unicode.Scalar) -> Bool { lineEndForbidden.contains(scalar) }
}
