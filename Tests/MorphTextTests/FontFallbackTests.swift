import Foundation
import MorphLayout
import Testing

@testable import MorphText

/// Font fallback in DejaVu Sans, Morph's default font, which has no emoji and no CJK glyphs: the
/// emoji and CJK fonts `scripts/install-dependencies` installs draw those characters instead.
@Suite struct FontFallbackTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer(catalog: FontCatalog())
  }

  static let font = Font(size: 17)

  func segments(_ text: String, font: Font = Self.font) -> [(text: String, family: String?)] {
    measurer.segments(of: text[...], font: font).map { (String(text[$0.range]), $0.fallback?.family) }
  }

  @Test func latinTextIsOneSegmentInTheFont() {
    let text = "Hello, café — naïve €9"
    let segments = measurer.segments(of: text[...], font: Self.font)
    #expect(segments.count == 1)
    #expect(segments.first?.fallback == nil)
    #expect(segments.first?.range == text.startIndex..<text.endIndex)
    #expect(segments.first?.width == measurer.face(for: Self.font).width(of: text[...], size: 17))
  }

  @Test func anEmptyTextHasNoSegments() {
    #expect(measurer.segments(of: "", font: Self.font).isEmpty)
  }

  @Test func emojiAndCJKAreCutIntoSegmentsOfTheirFallbackFonts() throws {
    let found = segments("Hi 👍 你好 — café")
    #expect(found.map(\.text) == ["Hi ", "👍", " ", "你好", " — café"])
    #expect(found.map { $0.family == nil } == [true, false, true, false, true])
    let emoji = try #require(found[1].family, "no emoji font: run scripts/install-dependencies")
    let cjk = try #require(found[3].family, "no CJK font: run scripts/install-dependencies")
    #expect(emoji != cjk)
    #expect(emoji != Font.defaultFamily && cjk != Font.defaultFamily)
  }

  @Test func segmentWidthsAddUpToTheMeasuredWidth() {
    let text = "Hi 👍 你好 — café"
    let segments = measurer.segments(of: text[...], font: Self.font)
    let total = segments.reduce(0) { $0 + $1.width }
    #expect(measurer.width(of: text[...], font: Self.font) == total)
    // Each segment is its font's measurement of its characters.
    let latin = measurer.face(for: Self.font)
    #expect(segments[0].width == latin.width(of: "Hi ", size: 17))
    #expect(segments[4].width == latin.width(of: " — café", size: 17))
  }

  @Test func aLongCJKTextWrapsBetweenIdeographsAtTheFallbackFontsAdvance() throws {
    let han = "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年"
    let text = String(repeating: han, count: 10)
    let advance = measurer.width(of: "的", font: Self.font)
    let attributes = TextAttributes(font: Self.font)
    let layout = TextLineBreaker.layout(text, attributes: attributes, width: 100, measurer: measurer)
    // The CJK font gives every ideograph the same advance, so each line holds as many as fit in 100 pt.
    let perLine = Int(100 / advance)
    #expect(perLine >= 2)
    let characters = Array(text)
    let expected = stride(from: 0, to: characters.count, by: perLine).map {
      String(characters[$0..<min($0 + perLine, characters.count)])
    }
    #expect(layout.lines.map(\.text) == expected)
    #expect(layout.lines.map(\.width) == expected.map { CGFloat($0.count) * advance })
    let family = try #require(segments("的").first?.family, "no CJK font: run scripts/install-dependencies")
    #expect(layout.lines.allSatisfy { $0.runs.map(\.fallbackFamily) == [family] })
    // After a Latin word, ideographs fill the rest of its line (in DejaVu Sans, "Tokyo " is about 55 pt
    // wide); 。 does not start a line.
    let mixed = TextLineBreaker.layout("Tokyo 东京大学。", attributes: attributes, width: 100, measurer: measurer)
    #expect(mixed.lines.map(\.text) == ["Tokyo 东京", "大学。"])
  }

  @Test func theFallbackFaceHasTheGlyphsAndIsCachedPerScalar() throws {
    let catalog = FontCatalog()
    let thumb = try #require(catalog.fallbackFace(for: Self.font, covering: ["👍"]))
    #expect(thumb.face.covers("👍"))
    #expect(catalog.fallbackFace(for: Self.font, covering: ["👍"])?.face === thumb.face)
    // Another emoji DejaVu Sans lacks falls back to the same face, opened once, at any size.
    #expect(catalog.fallbackFace(for: Font(size: 40), covering: ["🚀"])?.face === thumb.face)
    let han = try #require(catalog.fallbackFace(for: Self.font, covering: ["你", "好"]))
    #expect(han.face.covers("你") && han.face.covers("好"))
    #expect(han.face !== thumb.face)
  }

  @Test func theCatalogKeepsABoundedNumberOfAnswersDroppingTheLeastRecentlyUsed() throws {
    let catalog = FontCatalog(familyCapacity: 3, fallbackCapacity: 2, coverageCapacity: 8)
    let han = Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年".unicodeScalars)
    for scalar in han { _ = catalog.fallbackFace(for: Self.font, covering: [scalar]) }
    // Full, not emptied: the last 8 characters' coverage is kept, and the one sort serves them all.
    #expect(catalog.cachedCounts.coverages == 8)
    #expect(catalog.cachedCounts.fallbacks == 1)
    #expect(catalog.cachedCounts.sorts == 1)
    #expect(catalog.fallbackFace(for: Self.font, covering: [han[0]])?.face.covers(Character(han[0])) == true)
    // Han, emoji, Han again, then Arabic: the emoji answer, used longest ago, is the one dropped.
    let emoji = try #require(catalog.fallbackFace(for: Self.font, covering: ["👍"]))
    #expect(catalog.cachedCounts.sorts == 2)
    _ = catalog.fallbackFace(for: Self.font, covering: [han[1]])
    _ = catalog.fallbackFace(for: Self.font, covering: ["ب"])
    #expect(catalog.cachedCounts.fallbacks == 2)
    #expect(catalog.cachedCounts.sorts == 3)
    _ = catalog.fallbackFace(for: Self.font, covering: [han[2]])
    #expect(catalog.cachedCounts.sorts == 3)
    #expect(catalog.fallbackFace(for: Self.font, covering: ["👍"])?.face === emoji.face)
    #expect(catalog.cachedCounts.sorts == 4)
    for family in ["DejaVu Sans", "No Such Family A", "No Such Family B", "No Such Family C", "DejaVu Serif"] {
      _ = try? catalog.bestFace(for: Font(family: family, size: 12))
    }
    #expect(catalog.cachedCounts.matches == 3)
    #expect(try catalog.face(for: Font(family: "DejaVu Sans", size: 12)).familyName == "DejaVu Sans")
  }

  @Test func aScalarNoFontHasFallsBackToNothing() {
    // A private-use scalar: no installed font draws it, so the font's .notdef glyph measures it.
    let text = "a\u{F8FF}b"
    #expect(FontCatalog().fallbackFace(for: Self.font, covering: ["\u{F8FF}"]) == nil)
    let segments = measurer.segments(of: text[...], font: Self.font)
    #expect(segments.map(\.fallback) == [nil])
    #expect(segments.reduce(0) { $0 + $1.width } == measurer.face(for: Self.font).width(of: text[...], size: 17))
  }

  @Test func colorEmojiIsMeasuredAtItsBitmapStrikeAndScaled() throws {
    let emoji = try #require(FontCatalog().fallbackFace(for: Self.font, covering: ["👍"]))
    #expect(!emoji.face.isScalable)
    // Font units are 1/64 px of the strike; each advance is scaled to the size and rounded to whole points.
    let advance = CGFloat(emoji.face.designWidth(of: "👍")) / CGFloat(emoji.face.unitsPerEm)
    #expect(advance > 0)
    for size: CGFloat in [12, 17, 24.5, 40] {
      #expect(emoji.face.width(of: "👍", size: size) == (advance * size).rounded())
      #expect(
        emoji.face.width(of: "👍🚀", size: size)
          == emoji.face.width(of: "👍", size: size) + emoji.face.width(of: "🚀", size: size))
    }
  }

  @Test func variationSelectorsAndJoinersTakeNoRoom() {
    // U+FE0F asks for emoji presentation; a font without it hides it, as a browser does.
    let plain = measurer.width(of: "a", font: Self.font)
    #expect(measurer.width(of: "a\u{FE0F}", font: Self.font) == plain)
    #expect(measurer.segments(of: "a\u{FE0F}", font: Self.font).count == 1)
    // A skin-tone sequence is one cluster, drawn whole by the emoji font.
    let toned = segments("👍🏽!")
    #expect(toned.map(\.text) == ["👍🏽", "!"])
    #expect(toned[0].family != nil && toned[1].family == nil)
  }

  @Test func anEmojiSequenceIsMeasuredAsTheOneGlyphTheEmojiFontDrawsForIt() {
    let thumb = measurer.width(of: "👍", font: Self.font)
    for sequence in ["👍🏽", "🇯🇵", "👨‍👩‍👧", "🏕️", "1️⃣"] {
      #expect(measurer.width(of: sequence[...], font: Self.font) == thumb, "\(sequence)")
    }
  }

  @Test func theEmojiPresentationSelectorAsksForTheColorFont() throws {
    // DejaVu Sans has an outline heart; with U+FE0F the emoji font draws it, as in a browser.
    #expect(segments("❤").map(\.family) == [nil])
    let heart = segments("I ❤️ it")
    #expect(heart.map(\.text) == ["I ", "❤️", " it"])
    let emoji = try #require(FontCatalog.shared.fallbackFace(for: Self.font, covering: ["👍"]))
    #expect(heart[1].family == emoji.family)
  }

  @Test func fallbackRunsAreMeasuredWithTheFallbackFontsMetrics() throws {
    let layout = measurer.textLayout(
      of: "Hi 👍", attributes: TextAttributes(font: Self.font), width: .infinity)
    let line = try #require(layout.lines.first)
    #expect(line.runs.map(\.text) == ["Hi ", "👍"])
    #expect(line.runs[0].fallbackFamily == nil)
    #expect(line.runs[0].metrics == measurer.metrics(for: Self.font))
    let emoji = try #require(FontCatalog.shared.fallbackFace(for: Self.font, covering: ["👍"]))
    #expect(line.runs[1].fallbackFamily == emoji.family)
    #expect(line.runs[1].metrics == emoji.face.metrics(size: 17))
    #expect(line.runs[1].x == line.runs[0].width)
    #expect(line.runs[1].fontFamilies == [Font.defaultFamily, emoji.family])
    #expect(!layout.isSingleStyle)
    print("FontFallbackTests: 'Hi 👍' runs \(line.runs.map(\.width)), metrics \(line.runs.map(\.metrics))")
  }
}
