import Foundation
import MorphLayout
import Testing

/// Lines of text whose measurer falls back to another font for some characters: runs are cut where
/// the font drawing them changes, and the fallback font's family and metrics go with its pieces.
@Suite struct FallbackRunLayoutTests {
  /// Like Ahem (every character `size` wide, ascent 0.8 × size, descent 0.2 × size), but digits are
  /// drawn by a fallback family `Digits`, 1.5 × size wide, with ascent 1 × size and descent 0.5 × size.
  struct DigitFallbackMeasurer: TextMeasuring {
    func metrics(for font: Font) -> FontMetrics {
      FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size, lineGap: 0)
    }

    func width(of text: Substring, font: Font) -> CGFloat {
      segments(of: text, font: font).reduce(0) { $0 + $1.width }
    }

    func segments(of text: Substring, font: Font) -> [FontSegment] {
      var segments: [FontSegment] = []
      var start = text.startIndex
      while start < text.endIndex {
        let isDigit = text[start].isNumber
        let end = text[start...].firstIndex { $0.isNumber != isDigit } ?? text.endIndex
        let count = CGFloat(text[start..<end].count)
        segments.append(
          isDigit
            ? FontSegment(
              range: start..<end, width: 1.5 * font.size * count,
              fallback: FallbackFont(
                family: "Digits", metrics: FontMetrics(ascent: font.size, descent: 0.5 * font.size, lineGap: 0)))
            : FontSegment(range: start..<end, width: font.size * count))
        start = end
      }
      return segments
    }
  }

  let measurer = DigitFallbackMeasurer()
  let attributes = TextAttributes(font: Font(size: 10))

  @Test func runsAreCutWhereTheFallbackFontTakesOver() throws {
    let layout = TextLineBreaker.layout("ab12cd", attributes: attributes, width: .infinity, measurer: measurer)
    let runs = try #require(layout.lines.first).runs
    #expect(runs.map(\.text) == ["ab", "12", "cd"])
    #expect(runs.map(\.x) == [0, 20, 50])
    #expect(runs.map(\.width) == [20, 30, 20])
    #expect(runs.map(\.fallbackFamily) == [nil, "Digits", nil])
    #expect(runs.map(\.style) == Array(repeating: attributes.characterStyle, count: 3))
    #expect(runs[1].fontFamilies == [Font.defaultFamily, "Digits"])
    #expect(runs[0].fontFamilies == [Font.defaultFamily])
    #expect(layout.lines.first?.width == 70)
  }

  @Test func fallbackPiecesCarryTheFallbackMetricsAndGrowTheLine() throws {
    let layout = TextLineBreaker.layout("ab1", attributes: attributes, width: .infinity, measurer: measurer)
    let line = try #require(layout.lines.first)
    #expect(line.runs[0].metrics == FontMetrics(ascent: 8, descent: 2, lineGap: 0))
    #expect(line.runs[1].metrics == FontMetrics(ascent: 10, descent: 5, lineGap: 0))
    #expect(line.metrics == FontMetrics(ascent: 10, descent: 5, lineGap: 0))
    #expect(line.baseline == 10)
    #expect(layout.height == 15)
  }

  @Test func kernIsAddedAfterEachCharacterOfEveryPiece() throws {
    let kerned = TextRun("a1b", style: CharacterStyle(font: Font(size: 10), kern: 2))
    let layout = TextLineBreaker.layout([kerned], attributes: attributes, width: .infinity, measurer: measurer)
    let runs = try #require(layout.lines.first).runs
    #expect(runs.map(\.width) == [12, 17, 12])
    #expect(runs.map(\.x) == [0, 12, 29])
  }

  @Test func linesBreakWithTheFallbackWidths() {
    let layout = TextLineBreaker.layout("ab 12 cd", attributes: attributes, width: 60, measurer: measurer)
    #expect(layout.lines.map(\.text) == ["ab 12", "cd"])
    #expect(layout.lines.map(\.width) == [60, 20])
  }

  @Test func aLayoutWithAFallbackRunIsNotSingleStyle() {
    #expect(TextLineBreaker.layout("abc", attributes: attributes, width: .infinity, measurer: measurer).isSingleStyle)
    #expect(!TextLineBreaker.layout("123", attributes: attributes, width: .infinity, measurer: measurer).isSingleStyle)
  }
}
