import Foundation

/// The runs of a text joined into one string, with the range of each run in it: what
/// ``TextLineBreaker`` breaks into lines and measures run by run.
struct StyledText {
  /// The runs' characters, joined.
  let string: String
  /// The style of each non-empty run.
  let styles: [CharacterStyle]
  /// The range of each non-empty run in `string`.
  let ranges: [Range<String.Index>]

  init(_ runs: [TextRun]) {
    let kept = runs.filter { !$0.text.isEmpty }
    let string = kept.map(\.text).joined()
    var ranges: [Range<String.Index>] = []
    var offset = 0
    for run in kept {
      let start = string.utf8.index(string.startIndex, offsetBy: offset)
      offset += run.text.utf8.count
      ranges.append(start..<string.utf8.index(string.startIndex, offsetBy: offset))
    }
    self.string = string
    self.styles = kept.map(\.style)
    self.ranges = ranges
  }

  /// The index of the run holding the character at `index`; the last run at the end of the string.
  /// Nil for an empty text.
  func runIndex(at index: String.Index) -> Int? {
    guard !ranges.isEmpty else { return nil }
    return ranges.firstIndex { $0.upperBound > index } ?? ranges.count - 1
  }

  /// The characters of `text`, a slice of `string`, cut where runs change: each piece with its style.
  func pieces(of text: Substring) -> [(text: Substring, style: CharacterStyle)] {
    var pieces: [(text: Substring, style: CharacterStyle)] = []
    for (index, range) in ranges.enumerated() where range.upperBound > text.startIndex {
      guard range.lowerBound < text.endIndex else { break }
      let piece = string[max(range.lowerBound, text.startIndex)..<min(range.upperBound, text.endIndex)]
      if !piece.isEmpty { pieces.append((piece, styles[index])) }
    }
    return pieces
  }
}

/// A line's characters as styled pieces, measured: adjacent pieces of one style are measured as one
/// string, so that the font's pair kerning applies between them.
struct StyledLine {
  /// The pieces, adjacent ones of one style merged.
  private(set) var runs: [(text: String, style: CharacterStyle)] = []

  init(_ pieces: [(text: Substring, style: CharacterStyle)] = []) {
    for piece in pieces { append(String(piece.text), piece.style) }
  }

  /// Adds characters at the end, merged with the last piece when it has the same style.
  mutating func append(_ text: String, _ style: CharacterStyle) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append((text, style))
    }
  }

  /// All the characters.
  var text: String { runs.map(\.text).joined() }

  /// The runs placed from x = 0, each cut where the font drawing it changes (see
  /// ``TextMeasuring/segments(of:font:)``) and measured in that font, its kern added after each
  /// character. A piece drawn by a fallback font carries its family and metrics; the metrics of the
  /// others are left for the caller to fill in from their style's font.
  func measured(by measurer: some TextMeasuring) -> [TextLayout.Run] {
    var x: CGFloat = 0
    var measured: [TextLayout.Run] = []
    measured.reserveCapacity(runs.count)
    for run in runs {
      let text = Substring(run.text)
      for segment in measurer.segments(of: text, font: run.style.font) {
        let isWhole = segment.range == text.startIndex..<text.endIndex
        let piece = isWhole ? run.text : String(text[segment.range])
        var width = segment.width
        if run.style.kern != 0 { width += run.style.kern * CGFloat(piece.count) }
        measured.append(
          TextLayout.Run(
            text: piece, style: run.style, x: x, width: width,
            metrics: segment.fallback?.metrics ?? FontMetrics(ascent: 0, descent: 0, lineGap: 0),
            fallbackFamily: segment.fallback?.family))
        x += width
      }
    }
    return measured
  }

  /// The sum of the measured runs' widths.
  func width(measuredBy measurer: some TextMeasuring) -> CGFloat {
    measured(by: measurer).reduce(0) { $0 + $1.width }
  }
}
