import Foundation

/// Breaks text into lines the way a browser or TextKit wraps words.
///
/// - Every newline (`\n`, `\r\n`, …) ends a paragraph; each paragraph starts a new line.
/// - Lines break after runs of spaces. Spaces at the end of a line hang past it: they are neither shown
///   nor counted in its width. Spaces at the start of a paragraph are kept.
/// - A word wider than the whole width is broken between characters (grapheme clusters); every line
///   holds at least one character, so a width of 0 gives one character per line.
/// - An infinite width gives one line per paragraph.
/// - With `maximumNumberOfLines`, text beyond the last allowed line is cut, and that line is shortened
///   from its end, a character at a time, until it fits with the truncation token appended.
public enum TextLineBreaker {
  /// Slack for rounding noise when a width is compared with the room available.
  static let tolerance: CGFloat = 1e-6

  /// Lays `text` out in lines no wider than `width` (NaN counts as infinite).
  public static func layout(
    _ text: String, attributes: TextAttributes, width: CGFloat, measurer: some TextMeasuring
  ) -> TextLayout {
    let metrics = measurer.metrics(for: attributes.font)
    let room = width.isNaN ? .infinity : max(width, 0)
    let limit = attributes.maximumNumberOfLines
    func measure(_ text: Substring) -> CGFloat { measurer.width(of: text, font: attributes.font) }
    func fits(_ text: Substring) -> Bool { measure(text) <= room + tolerance }

    var shown: [Substring] = []
    var isTruncated = false
    if !text.isEmpty {
      paragraphs: for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        var start = paragraph.startIndex
        repeat {
          if limit > 0 && shown.count == limit {
            isTruncated = true
            break paragraphs
          }
          let line = room.isInfinite ? wholeLine(paragraph[start...]) : nextLine(paragraph[start...], fits: fits)
          shown.append(line.content)
          start = line.next
        } while start < paragraph.endIndex
      }
    }

    var texts = shown.map(String.init)
    if isTruncated, let last = shown.last {
      texts[texts.count - 1] = truncated(last, token: attributes.truncationToken, fits: fits)
    }
    let pitch = metrics.lineHeight + attributes.lineSpacing
    let lines = texts.enumerated().map { number, text in
      TextLayout.Line(
        text: text, width: measure(Substring(text)), baseline: CGFloat(number) * pitch + metrics.ascent)
    }
    return TextLayout(attributes: attributes, metrics: metrics, lines: lines, isTruncated: isTruncated)
  }

  /// The rest of a paragraph on one line, trailing spaces hanging.
  private static func wholeLine(_ rest: Substring) -> (content: Substring, next: String.Index) {
    var end = rest.endIndex
    while end > rest.startIndex && isBreakingSpace(rest[rest.index(before: end)]) {
      end = rest.index(before: end)
    }
    return (rest[..<end], rest.endIndex)
  }

  /// The longest run of words from the start of `rest` that fits, or, when even the first word does not
  /// fit, as many of its characters as fit (at least one). `next` is where the following line starts.
  private static func nextLine(
    _ rest: Substring, fits: (Substring) -> Bool
  ) -> (content: Substring, next: String.Index) {
    var accepted: (content: Substring, next: String.Index)?
    var cursor = rest.startIndex
    while cursor < rest.endIndex {
      var wordEnd = cursor
      if accepted == nil {
        wordEnd = skipSpaces(in: rest, from: wordEnd)
      }
      while wordEnd < rest.endIndex && !isBreakingSpace(rest[wordEnd]) {
        wordEnd = rest.index(after: wordEnd)
      }
      let spacesEnd = skipSpaces(in: rest, from: wordEnd)
      let candidate = rest[..<wordEnd]
      guard candidate.isEmpty || fits(candidate) else { break }
      accepted = (candidate, spacesEnd)
      cursor = spacesEnd
    }
    if let accepted { return accepted }

    let firstWord = rest[..<skipWord(in: rest, from: skipSpaces(in: rest, from: rest.startIndex))]
    let ends = Array(firstWord.indices.dropFirst()) + [firstWord.endIndex]
    let count = largestFitting(in: 1...ends.count - 1) { fits(rest[..<ends[$0 - 1]]) }
    let end = ends[count - 1]
    return (rest[..<end], end)
  }

  /// `line` cut at its tail until it fits with `token` appended (the token alone when nothing fits).
  private static func truncated(_ line: Substring, token: String, fits: (Substring) -> Bool) -> String {
    let characters = Array(line.indices) + [line.endIndex]
    func candidate(keeping count: Int) -> String {
      var kept = line[..<characters[count]]
      while let last = kept.last, isBreakingSpace(last) { kept = kept.dropLast() }
      return kept + token
    }
    let count = largestFitting(in: 0...characters.count - 1) { fits(Substring(candidate(keeping: $0))) }
    return candidate(keeping: count)
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
  static func isBreakingSpace(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
    switch scalar {
    case "\t": return true
    case "\u{00A0}", "\u{2007}", "\u{202F}": return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }
}
