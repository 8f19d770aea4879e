import Foundation
import MorphLayout
import MorphText
import Testing

/// FreeType measurements of DejaVu Sans (2048 design units per em), checked against the design-unit
/// sums of the font and the widths headless Chromium reports for the same strings.
@Suite struct FreeTypeTextMeasurerTests {
  let measurer: FreeTypeTextMeasurer

  init() throws {
    measurer = try FreeTypeTextMeasurer()
  }

  static let regular = Font(size: 17)
  static let bold = Font(size: 17, weight: 700)

  @Test(arguments: [
    ("Hello, World!", 13183, 109.4375),
    ("AVATAR Toyota WAVE", 21557, 178.953125),
    ("The quick brown fox jumps over the lazy dog.", 46714, 387.765625),
    ("Typography: Te Yo Wa LT P. y, r.", 31391, 260.578125),
    ("1234567890 (x) [y] {z} $5 €9 %", 33395, 277.21875),
  ])
  func widthsMatchTheFontAndChromium(text: String, designUnits: Int, chromiumWidth: CGFloat) {
    let width = measurer.width(of: text[...], font: Self.regular)
    #expect(width == CGFloat(designUnits) * 17 / 2048)
    // Chromium snaps the same sum up to 1/64 px.
    #expect(abs(width - chromiumWidth) < 1.0 / 64)
  }

  @Test func fractionalSizesScaleTheDesignWidth() {
    #expect(measurer.width(of: "Hello, World!", font: Font(size: 24.5)) == 13183 * 24.5 / 2048)
  }

  @Test func pairKerningIsApplied() {
    let pair = measurer.width(of: "AV", font: Self.regular)
    let apart = measurer.width(of: "A", font: Self.regular) + measurer.width(of: "V", font: Self.regular)
    #expect(pair == CGFloat(2671) * 17 / 2048)
    #expect(apart - pair == CGFloat(131) * 17 / 2048)
  }

  @Test func weightSevenHundredIsTheBoldFace() {
    #expect(measurer.face(for: Self.regular).styleName == "Book")
    #expect(measurer.face(for: Self.bold).styleName == "Bold")
    #expect(measurer.width(of: "Hello, World!", font: Self.bold) == CGFloat(15110) * 17 / 2048)
  }

  @Test(
    arguments: [
      (12, FontMetrics(ascent: 11, descent: 3, lineGap: 0)),
      (17, FontMetrics(ascent: 16, descent: 4, lineGap: 0)),
      (32, FontMetrics(ascent: 30, descent: 8, lineGap: 0)),
    ] as [(CGFloat, FontMetrics)])
  func verticalMetricsAreRoundedLikeBlink(size: CGFloat, expected: FontMetrics) {
    #expect(measurer.metrics(for: Font(size: size)) == expected)
  }

  @Test func lineHeightAtSeventeenPointsIsTwenty() {
    #expect(measurer.metrics(for: Self.regular).lineHeight == 20)
  }

  @Test func facesAreOpenedOncePerFamilyAndWeight() throws {
    let catalog = FontCatalog()
    let small = try catalog.face(for: Font(size: 9))
    #expect(try catalog.face(for: Font(size: 40)) === small)
    #expect(try catalog.face(for: Self.bold) !== small)
  }

  @Test func anUnknownFamilyIsAnErrorForTheCatalog() throws {
    let missing = Font(family: "Morph Missing Family", size: 17)
    let error = #expect(throws: FontError.self) { try FontCatalog.shared.face(for: missing) }
    guard case .familyNotFound(let family, let bestMatch) = error else {
      Issue.record("expected familyNotFound, got \(String(describing: error))")
      return
    }
    #expect(family == "Morph Missing Family")
    #expect(!bestMatch.isEmpty)
    #expect(error?.description.contains("'Morph Missing Family' is not installed") == true)
  }

  @Test func anUnknownFamilyIsMeasuredWithTheClosestInstalledFont() throws {
    let missing = Font(family: "Morph Missing Family", size: 17)
    let substitute = try FontCatalog.shared.bestFace(for: missing)
    #expect(measurer.face(for: missing) === substitute)
    let width = measurer.width(of: "Hello, World!", font: missing)
    #expect(width > 0)
    #expect(width == substitute.width(of: "Hello, World!", size: 17))
  }

  @Test func aMeasurerNeedsAnInstalledFallbackFamily() {
    #expect(throws: FontError.self) {
      try FreeTypeTextMeasurer(catalog: FontCatalog(), fallback: Font(family: "Morph Missing Family"))
    }
  }

  @Test func aMissingFontFileIsALoadError() {
    let error = #expect(throws: FontError.self) { try FontCatalog().face(path: "/nonexistent/morph.ttf") }
    guard case .faceLoadFailed(let path, let index, let code) = error else {
      Issue.record("expected faceLoadFailed, got \(String(describing: error))")
      return
    }
    #expect(path == "/nonexistent/morph.ttf")
    #expect(index == 0)
    #expect(code != 0)
  }

  @Test func concurrentMeasurementsGiveIdenticalNumbers() async throws {
    let texts = ["Hello, World!", "AVATAR Toyota WAVE", "Typography: Te Yo Wa LT P. y, r.", "ÀÉÎõü ß €"]
    let fonts = [Font(size: 12), Font(size: 17, weight: 700), Font(size: 24.5), Font(size: 32, weight: 700)]
    func measureAll(with measurer: FreeTypeTextMeasurer) -> [CGFloat] {
      fonts.flatMap { font in
        texts.map { measurer.width(of: $0[...], font: font) + measurer.metrics(for: font).lineHeight }
      }
    }
    let expected = measureAll(with: try FreeTypeTextMeasurer(catalog: FontCatalog()))
    // A fresh catalog, so that tasks race to open faces and fill the glyph caches.
    let shared = try FreeTypeTextMeasurer(catalog: FontCatalog())
    let results = await withTaskGroup(of: [CGFloat].self) { group in
      for _ in 0..<32 {
        group.addTask { measureAll(with: shared) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 32)
    #expect(results.allSatisfy { $0 == expected })
  }
}
