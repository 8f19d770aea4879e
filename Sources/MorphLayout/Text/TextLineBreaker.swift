import Foundation

/// Breaks text into lines the way a browser or TextKit wraps words.
///
/// - Every newline (`\n`, `\r\n`, …) ends a paragraph; each paragraph starts a new line.
/// - Lines break after runs of spaces. Spaces at the end of a line hang past it: they are neither shown
///   nor counted in its width. Spaces at the start of a paragraph are kept.
/// - A word wider than the whole width is broken between characters (grapheme clusters); every line
///   holds at least one character, so a width of 0 gives one character per line.
/// - An infinite width gives one line per paragraph.
/// - With `maximumNumberOfLines`, text beyond the last allowed line is cut, and that line keeps the
///   longest run of its characters that fits with the truncation token appended (spaces before the
///   token are dropped).
public enum TextLineBreaker {
  /// Slack for rounding noise when a width is compared with the room available.
  private static let tolerance: CGFloat = 1e-6

  /// Lays `text` out in lines no wider than `width` (NaN counts as infinite).
  public static func layout(
    _ text: String, attributes: TextAttributes, width: CGFloat, measurer: some TextMeasuring
  ) -> TextLayout {
    let metrics = measurer.metrics(for: attributes.font)
    let room = width.isNaN ? .infinity : max(width, 0)
    let limit = attributes.maximumNumberOfLines
    let measure = { (text: Substring) in measurer.width(of: text, font: attributes.font) }

    var pieces: [Piece] = []
    var isTruncated = false
    if !text.isEmpty {
      paragraphs: for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        var start = paragraph.startIndex
        repeat {
          if limit > 0 && pieces.count == limit {
            isTruncated = true
            break paragraphs
          }
          let piece = nextPiece(of: paragraph[start...], room: room, measure: measure)
          pieces.append(piece)
          start = piece.next
        } while start < paragraph.endIndex
      }
    }

    var lines = pieces.map { (text: String($0.content), width: $0.width) }
    if isTruncated, let last = pieces.last {
      lines[lines.count - 1] = truncated(
        last.content, token: attributes.truncationToken, room: room, measure: measure)
    }
    let pitch = metrics.lineHeight + attributes.lineSpacing
    return TextLayout(
      attributes: attributes, metrics: metrics,
      lines: lines.enumerated().map { number, line in
        TextLayout.Line(text: line.text, width: line.width, baseline: CGFloat(number) * pitch + metrics.ascent)
      },
      isTruncated: isTruncated)
  }

  /// What a line shows, its width, and where the line after it starts.
  private typealias Piece = (content: Substring, width: CGFloat, next: String.Index)

  /// The next line from the start of `rest`, the rest of a paragraph: all of it when it fits, else the
  /// longest run of words that fits, or, when even the first word does not fit, as many of its characters
  /// as fit (at least one).
  private static func nextPiece(
    of rest: Substring, room: CGFloat, measure: (Substring) -> CGFloat
  ) -> Piece {
    let firstWordStart = skipSpaces(in: rest, from: rest.startIndex)
    guard firstWordStart < rest.endIndex else { return (rest[..<rest.startIndex], 0, rest.endIndex) }
    var end = rest.endIndex
    while isBreakingSpace(rest[rest.index(before: end)]) { end = rest.index(before: end) }
    let whole = rest[..<end]
    let wholeWidth = measure(whole)
    if wholeWidth <= room + tolerance { return (whole, wholeWidth, rest.endIndex) }

    var accepted: Piece?
    var wordStart = firstWordStart
    while wordStart < rest.endIndex {
      let wordEnd = skipWord(in: rest, from: wordStart)
      let candidate = rest[..<wordEnd]
      let width = measure(candidate)
      guard width <= room + tolerance else { break }
      let next = skipSpaces(in: rest, from: wordEnd)
      accepted = (candidate, width, next)
      wordStart = next
    }
    if let accepted { return accepted }

    let firstWord = rest[..<skipWord(in: rest, from: firstWordStart)]
    let ends = Array(firstWord.indices.dropFirst()) + [firstWord.endIndex]
    let count = largestFitting(in: 1...max(ends.count - 1, 1)) {
      measure(rest[..<ends[$0 - 1]]) <= room + tolerance
    }
    let content = rest[..<ends[count - 1]]
    return (content, measure(content), skipSpaces(in: rest, from: content.endIndex))
  }

  /// `line` cut at its tail until it fits with `token` appended (the token alone when nothing fits).
  private static func truncated(
    _ line: Substring, token: String, room: CGFloat, measure: (Substring) -> CGFloat
  ) -> (text: String, width: CGFloat) {
    let ends = Array(line.indices) + [line.endIndex]
    func candidate(keeping count: Int) -> Substring {
      var kept = line[..<ends[count]]
      while let last = kept.last, isBreakingSpace(last) { kept = kept.dropLast() }
      return Substring(String(kept) + token)
    }
    let count = largestFitting(in: 0...ends.count - 1) { measure(candidate(keeping: $0)) <= room + tolerance }
    let text = candidate(keeping: count)
    return (String(text), measure(text))
  }

  /// The largest value in `range` for which `fits` holds, trusting that it holds for the lower bound and
  /// that it holds for all values below any value it holds for.
  private static func largestFitting(in range: ClosedRange<Int>, fits: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  private static func skipSpaces(in text: Substring, from index: String.Index) -> String.Index {
    var index = index
    while index < text.endIndex && isBreakingSpace(text[index]) { index = text.index(after: index) }
    return index
  }

  private static func skipWord(in text: Substring, from index: String.Index) -> String.Index {
    var index = index
    while index < text.endIndex && !isBreakingSpace(text[index]) { index = text.index(after: index) }
    return index
  }

  /// A space a line may break after: tab, space and the other Unicode space separators except the
  /// no-break ones (U+00A0, U+2007, U+202F).
  private static func isBreakingSpace(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
    switch scalar {
    case "\t": return true
    case "\u{00A0}", "\u{2007}", "\u{202F}": return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }
}
