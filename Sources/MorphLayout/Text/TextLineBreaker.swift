import Foundation

/// Breaks text into lines the way a browser or TextKit wraps words.
///
/// - The text is a list of runs (``TextRun``), each measured in its own font with its kern after each
///   character; lines break across runs as if they were one string. Adjacent characters of one style
///   are measured together, so a font's pair kerning applies within a run but not across a change of style.
///   The measurer cuts each run where a fallback font draws characters its font lacks
///   (``TextMeasuring/segments(of:font:)``): such a piece is a run of its own, with the fallback family
///   and metrics.
/// - Every newline (`\n`, `\r\n`, …) ends a paragraph; each paragraph starts a new line.
/// - With ``TextAttributes/LineBreakMode/wordWrap``, lines break after runs of spaces, and before and
///   after ideographs (Han, kana, Hangul), as UAX #14 and CoreText break East Asian text, except before
///   closing punctuation such as `。` or `」` and after opening brackets. Spaces at the end
///   of a line hang past it: they are neither shown nor counted in its width. Spaces at the start of a
///   paragraph are kept. A word wider than the whole width is broken between characters (grapheme
///   clusters); with ``TextAttributes/LineBreakMode/charWrap`` every line is broken so, wherever the
///   next character does not fit. Every line holds at least one character, so a width of 0 gives one
///   character per line.
/// - An infinite width gives one line per paragraph.
/// - The time taken grows linearly with the text for a given width: a line is found by measuring
///   only the start of the rest of its paragraph, never all of it.
/// - With `maximumNumberOfLines`, text beyond the last allowed line is cut, and the last line shows
///   the truncation token (`truncationRuns`, or `truncationToken` in the style of the characters next
///   to it) as `truncationMode` says: `tail` keeps the longest start of that line that fits with the
///   token appended (spaces before the token are dropped); `head` keeps the longest end of its
///   paragraph that fits after the token; `middle` keeps as many characters of the paragraph's start
///   and end, the start taking one more when they are odd; `clip` shows the line as it was broken.
/// - A line box is as tall as the largest ascent + descent + line gap of its fonts, fallback fonts
///   included (TextKit's line fragment), clamped to the minimum and maximum line heights; a clamp adds
///   or takes room above the glyphs. Lines follow each other `lineSpacing` apart, plus `paragraphSpacing` after a paragraph.
public enum TextLineBreaker {
  /// Slack for rounding noise when a width is compared with the room available.
  private static let tolerance: CGFloat = 1e-6

  /// Lays `text` out in lines no wider than `width` (NaN counts as infinite), in `attributes.font`
  /// and `attributes.color`.
  public static func layout(
    _ text: String, attributes: TextAttributes, width: CGFloat, measurer: some TextMeasuring
  ) -> TextLayout {
    layout([attributes.run(text)], attributes: attributes, width: width, measurer: measurer)
  }

  /// Lays `runs` out in lines no wider than `width` (NaN counts as infinite).
  public static func layout(
    _ runs: [TextRun], attributes: TextAttributes, width: CGFloat, measurer: some TextMeasuring
  ) -> TextLayout {
    let metrics = measurer.metrics(for: attributes.font)
    let styled = StyledText(runs)
    let text = styled.string
    let room = width.isNaN ? .infinity : max(width, 0)
    let limit = attributes.maximumNumberOfLines
    var measured: [Range<String.Index>: [TextLayout.Run]] = [:]
    func runsMeasured(of text: Substring) -> [TextLayout.Run] {
      let range = text.startIndex..<text.endIndex
      if let known = measured[range] { return known }
      let runs = StyledLine(styled.pieces(of: text)).measured(by: measurer)
      measured[range] = runs
      return runs
    }
    let measure = { (text: Substring) in runsMeasured(of: text).reduce(0) { $0 + $1.width } }
    let charWrap = attributes.lineBreakMode == .charWrap

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
          let rest = paragraph[start...]
          let piece =
            charWrap
            ? nextCharacterPiece(of: rest, room: room, measure: measure)
            : nextPiece(of: rest, room: room, measure: measure)
          pieces.append(piece)
          start = piece.next
        } while start < paragraph.endIndex
      }
    }

    var lines = pieces.map { runsMeasured(of: $0.content) }
    if isTruncated, let last = pieces.last {
      lines[lines.count - 1] = truncated(
        last, of: styled, attributes: attributes, room: room, measurer: measurer
      ).measured(by: measurer)
    }
    return placed(
      lines, pieces: pieces, of: styled, attributes: attributes, metrics: metrics, measurer: measurer,
      isTruncated: isTruncated)
  }

  /// What a line shows, its width, where the line after it starts, and the rest of its paragraph from
  /// its start.
  private typealias Piece = (content: Substring, width: CGFloat, next: String.Index, rest: Substring)

  /// The lines measured and stacked from the top.
  private static func placed(
    _ lines: [[TextLayout.Run]], pieces: [Piece], of styled: StyledText, attributes: TextAttributes,
    metrics: FontMetrics, measurer: some TextMeasuring, isTruncated: Bool
  ) -> TextLayout {
    var fontMetrics: [Font: FontMetrics] = [attributes.font: metrics]
    func fontMetricsOf(_ font: Font) -> FontMetrics {
      if let known = fontMetrics[font] { return known }
      let measured = measurer.metrics(for: font)
      fontMetrics[font] = measured
      return measured
    }
    let measuredRuns = lines.map { line in
      line.map { run in
        var run = run
        if run.fallbackFamily == nil { run.metrics = fontMetricsOf(run.style.font) }
        return run
      }
    }
    let lineMetrics = measuredRuns.enumerated().map { index, runs -> FontMetrics in
      let all =
        runs.isEmpty
        ? [
          fontMetricsOf(
            styled.runIndex(at: pieces[index].content.startIndex).map { styled.styles[$0].font } ?? attributes.font)
        ]
        : runs.map(\.metrics)
      return FontMetrics(
        ascent: all.map(\.ascent).max() ?? 0, descent: all.map(\.descent).max() ?? 0,
        lineGap: all.map(\.lineGap).max() ?? 0)
    }
    let spacing = attributes.lineSpacing
    let isUniform =
      attributes.minimumLineHeight == 0 && attributes.maximumLineHeight == 0
      && attributes.paragraphSpacing == 0 && Set(lineMetrics).count <= 1
    var placedLines: [TextLayout.Line] = []
    var height: CGFloat = 0
    if isUniform, let common = lineMetrics.first {
      let pitch = common.lineHeight + spacing
      let count = CGFloat(lines.count)
      for (number, runs) in measuredRuns.enumerated() {
        placedLines.append(
          TextLayout.Line(
            text: runs.map(\.text).joined(), width: runs.reduce(0) { $0 + $1.width },
            baseline: CGFloat(number) * pitch + common.ascent, runs: runs, metrics: common))
      }
      height = count * common.lineHeight + (count - 1) * spacing
    } else {
      var top: CGFloat = 0
      for (number, runs) in measuredRuns.enumerated() {
        let natural = lineMetrics[number]
        var lineHeight = natural.lineHeight
        if attributes.minimumLineHeight > 0 { lineHeight = max(lineHeight, attributes.minimumLineHeight) }
        if attributes.maximumLineHeight > 0 { lineHeight = min(lineHeight, attributes.maximumLineHeight) }
        placedLines.append(
          TextLayout.Line(
            text: runs.map(\.text).joined(), width: runs.reduce(0) { $0 + $1.width },
            baseline: top + natural.ascent + (lineHeight - natural.lineHeight), runs: runs, metrics: natural,
            height: lineHeight))
        height = top + lineHeight
        let endsParagraph = pieces[number].next == pieces[number].rest.endIndex
        top = height + spacing + (endsParagraph ? attributes.paragraphSpacing : 0)
      }
    }
    return TextLayout(
      attributes: attributes, metrics: metrics, lines: placedLines, isTruncated: isTruncated, height: height)
  }

  /// All of `rest` without the spaces it ends with, when it is measured whole and fits in `room`; an
  /// empty piece when it holds only spaces; nil when it must break, or when it is too long to measure
  /// whole for every line (more than `shortStretch` characters in a bounded room) and the line is
  /// searched for from its start instead.
  private static func wholePiece(
    of rest: Substring, room: CGFloat, measure: (Substring) -> CGFloat
  ) -> Piece? {
    guard skipSpaces(in: rest, from: rest.startIndex) < rest.endIndex else {
      return (rest[..<rest.startIndex], 0, rest.endIndex, rest)
    }
    guard room == .infinity || rest.dropFirst(shortStretch).isEmpty else { return nil }
    let whole = trimmingTrailingSpaces(rest)
    let wholeWidth = measure(whole)
    return wholeWidth <= room + tolerance ? (whole, wholeWidth, rest.endIndex, rest) : nil
  }

  /// The next line from the start of `rest`, the rest of a paragraph: all of it when it fits, else the
  /// longest run of words that fits, or, when even the first word does not fit, as many of its characters
  /// as fit (at least one). A word ends at a space or where a line may break inside it, beside an
  /// ideograph (`allowsBreak(between:and:)`).
  ///
  /// Only the start of `rest` is read and measured: the line's length is found by measuring prefixes
  /// growing exponentially, then bisecting (`largestFitting(from:of:firstTrying:fits:)`), so a line of
  /// k characters costs O(k log k) and a paragraph of n characters broken into lines of a bounded width
  /// costs O(n log k), however long its words.
  private static func nextPiece(
    of rest: Substring, room: CGFloat, measure: (Substring) -> CGFloat
  ) -> Piece {
    if let piece = wholePiece(of: rest, room: room, measure: measure) { return piece }
    func fits(_ end: String.Index) -> Bool { measure(rest[..<end]) <= room + tolerance }

    // The characters of the first word, from the start of `rest` (spaces before the word included):
    // a word that does not fit is broken between them.
    let firstWordStart = skipSpaces(in: rest, from: rest.startIndex)
    var characters = LazyEnds { last in
      let start = last ?? rest.startIndex
      guard start < rest.endIndex, start <= firstWordStart || !isWordEnd(start, in: rest) else { return nil }
      return rest.index(after: start)
    }
    let isShortWord = characters.end(shortStretch + 1) == nil
    let fittingCharacters = largestFitting(
      from: 1, of: &characters, firstTrying: isShortWord ? characters.count : nil, fits: fits)
    if fittingCharacters < characters.count || !characters.isComplete {
      let content = rest[..<characters.ends[fittingCharacters - 1]]
      return (content, measure(content), skipSpaces(in: rest, from: content.endIndex), rest)
    }

    var words = LazyEnds { last in
      let start = skipSpaces(in: rest, from: last ?? rest.startIndex)
      return start < rest.endIndex ? skipWord(in: rest, from: start) : nil
    }
    let fittingWords = largestFitting(from: 1, of: &words, fits: fits)
    let content = rest[..<words.ends[fittingWords - 1]]
    return (content, measure(content), skipSpaces(in: rest, from: content.endIndex), rest)
  }

  /// The next line from the start of `rest` when lines break between characters: all of it when it
  /// fits, else the most characters that fit (at least one), without the spaces it ends with. Like
  /// `nextPiece(of:room:measure:)`, it reads and measures only the start of `rest`.
  private static func nextCharacterPiece(
    of rest: Substring, room: CGFloat, measure: (Substring) -> CGFloat
  ) -> Piece {
    if let piece = wholePiece(of: rest, room: room, measure: measure) { return piece }
    var characters = LazyEnds { last in
      let start = last ?? rest.startIndex
      return start < rest.endIndex ? rest.index(after: start) : nil
    }
    let count = largestFitting(from: 1, of: &characters) {
      measure(trimmingTrailingSpaces(rest[..<$0])) <= room + tolerance
    }
    let end = characters.ends[count - 1]
    let content = trimmingTrailingSpaces(rest[..<end])
    return (content, measure(content), skipSpaces(in: rest, from: end), rest)
  }

  /// The last visible line of a cut text with the truncation token, as the truncation mode says.
  private static func truncated(
    _ piece: Piece, of styled: StyledText, attributes: TextAttributes, room: CGFloat, measurer: some TextMeasuring
  ) -> StyledLine {
    func style(at index: String.Index) -> CharacterStyle {
      styled.runIndex(at: index).map { styled.styles[$0] } ?? attributes.characterStyle
    }
    func appendToken(to line: inout StyledLine, near index: String.Index) {
      guard let runs = attributes.truncationRuns else {
        line.append(attributes.truncationToken, style(at: index))
        return
      }
      for run in runs { line.append(run.text, run.style) }
    }
    func appendPieces(of text: Substring, to line: inout StyledLine) {
      for piece in styled.pieces(of: text) { line.append(String(piece.text), piece.style) }
    }
    func fits(_ line: StyledLine) -> Bool { line.width(measuredBy: measurer) <= room + tolerance }

    switch attributes.truncationMode {
    case .clip:
      return StyledLine(styled.pieces(of: piece.content))
    case .tail:
      let line = piece.content
      let ends = Array(line.indices) + [line.endIndex]
      func candidate(keeping count: Int) -> StyledLine {
        let kept = trimmingTrailingSpaces(line[..<ends[count]])
        var result = StyledLine(styled.pieces(of: kept))
        appendToken(to: &result, near: kept.isEmpty ? line.startIndex : kept.index(before: kept.endIndex))
        return result
      }
      return candidate(keeping: largestFitting(in: 0...ends.count - 1) { fits(candidate(keeping: $0)) })
    case .head, .middle:
      let rest = trimmingTrailingSpaces(piece.rest)
      let starts = Array(rest.indices) + [rest.endIndex]
      let isHead = attributes.truncationMode == .head
      func candidate(keeping count: Int) -> StyledLine {
        let headCount = isHead ? 0 : (count + 1) / 2
        let tailCount = count - headCount
        let head = trimmingTrailingSpaces(rest[..<starts[headCount]])
        var tail = rest[starts[starts.count - 1 - tailCount]...]
        while let first = tail.first, isBreakingSpace(first) { tail = tail.dropFirst() }
        var result = StyledLine()
        appendPieces(of: head, to: &result)
        let near = !head.isEmpty ? head.index(before: head.endIndex) : !tail.isEmpty ? tail.startIndex : rest.startIndex
        appendToken(to: &result, near: near)
        appendPieces(of: tail, to: &result)
        return result
      }
      return candidate(keeping: largestFitting(in: 0...starts.count - 1) { fits(candidate(keeping: $0)) })
    }
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

  /// The most characters a stretch of text may have to be measured whole before a line is searched
  /// for in it; a longer one is searched for from its start, so that a long paragraph or word is not
  /// measured again for each of its lines.
  private static let shortStretch = 256

  /// The ends of successive stretches of a text (its words, or the characters of a word), found only
  /// as far as they are asked for.
  private struct LazyEnds {
    /// The ends found so far, in order.
    private(set) var ends: [String.Index] = []
    /// Whether every end has been found.
    private(set) var isComplete = false
    /// The end after an end (after the start of the text for nil), or nil after the last one.
    private let next: (String.Index?) -> String.Index?

    init(next: @escaping (String.Index?) -> String.Index?) {
      self.next = next
    }

    /// The number of ends found so far.
    var count: Int { ends.count }

    /// The end of the first `count` stretches; nil when there are fewer.
    mutating func end(_ count: Int) -> String.Index? {
      while ends.count < count && !isComplete {
        if let end = next(ends.last) { ends.append(end) } else { isComplete = true }
      }
      return count <= ends.count ? ends[count - 1] : nil
    }
  }

  /// The largest count of stretches, from `low` up, whose text `fits` (given its end), trusting that
  /// `low` stretches fit and that fewer stretches fit whenever more do. Tries `guess` first when given,
  /// then counts growing exponentially from `low`, then bisects: finding k costs O(log k) tries, none
  /// longer than about 2k stretches, and reads no stretch past them.
  private static func largestFitting(
    from low: Int, of ends: inout LazyEnds, firstTrying guess: Int? = nil, fits: (String.Index) -> Bool
  ) -> Int {
    var low = low
    var high: Int?
    var step = 1
    var probe = max(guess ?? low + step, low + 1)
    while high == nil {
      guard let end = ends.end(probe) else {
        let last = ends.count
        guard last > low else { return low }
        if fits(ends.ends[last - 1]) { return last }
        high = last
        break
      }
      if fits(end) {
        low = probe
        step *= 2
        probe = low + step
      } else {
        high = probe
      }
    }
    while let above = high, above - low > 1 {
      let middle = low + (above - low) / 2
      if fits(ends.ends[middle - 1]) {
        low = middle
      } else {
        high = middle
      }
    }
    return low
  }

  private static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex && isBreakingSpace(text[text.index(before: end)]) { end = text.index(before: end) }
    return text[..<end]
  }

  private static func skipSpaces(in text: Substring, from index: String.Index) -> String.Index {
    var index = index
    while index < text.endIndex && isBreakingSpace(text[index]) { index = text.index(after: index) }
    return index
  }

  /// The end of the word that starts at `index`: the next breaking space, the next place a line may
  /// break between two characters (`allowsBreak(between:and:)`), or the end of `text`.
  private static func skipWord(in text: Substring, from start: String.Index) -> String.Index {
    guard start < text.endIndex && !isBreakingSpace(text[start]) else { return start }
    var index = text.index(after: start)
    while !isWordEnd(index, in: text) { index = text.index(after: index) }
    return index
  }

  /// Whether a word that has a character before `index` ends at `index`: at the end of `text`, a
  /// breaking space, or a break between the characters on either side.
  private static func isWordEnd(_ index: String.Index, in text: Substring) -> Bool {
    index == text.endIndex || isBreakingSpace(text[index])
      || allowsBreak(between: text[text.index(before: index)], and: text[index])
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
