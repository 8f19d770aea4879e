import MorphTextureCompat
import Testing
import _MorphTestSupport

/// UIKit's `UIFont`, measured as Morph's `Font` with Apple's names mapped to installed families.
@Suite struct UIFontTests {
  @Test func systemFontsAreTheDefaultFamilyAtUIKitsWeights() {
    #expect(UIFont.systemFont(ofSize: 12).font == Font(family: "DejaVu Sans", size: 12, weight: 400))
    #expect(UIFont.boldSystemFont(ofSize: 16).font == Font(size: 16, weight: 700))
    #expect(UIFont.systemFont(ofSize: 14, weight: .medium).font.weight == 500)
    #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).font.weight == 600)
    #expect(UIFont.systemFont(ofSize: 14, weight: .ultraLight).font.weight == 100)
    #expect(UIFont.systemFont(ofSize: 14, weight: .black).font.weight == 900)
    #expect(UIFont.italicSystemFont(ofSize: 14).isItalic)
    #expect(UIFont.preferredFont(forTextStyle: .headline).font == Font(size: 17, weight: 600))
    #expect(UIFont.systemFont(ofSize: 12).withSize(20).pointSize == 20)
  }

  @Test func namedFontsMapFamilyAndWeight() throws {
    let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 15))
    #expect(bold.font == Font(family: "DejaVu Sans", size: 15, weight: 700))
    #expect(bold.fontName == "HelveticaNeue-Bold")
    #expect(try #require(UIFont(name: "AvenirNext-DemiBold", size: 10)).font.weight == 600)
    #expect(try #require(UIFont(name: "Menlo-Regular", size: 10)).font.family == "DejaVu Sans Mono")
    #expect(try #require(UIFont(name: "Georgia-Italic", size: 10)).isItalic)
    #expect(try #require(UIFont(name: "Unknown Sans", size: 10)).font.family == "Unknown Sans")
    #expect(UIFont(name: "Helvetica", size: 0) == nil)
    #expect(UIFont(name: "Helvetica", size: .infinity) == nil)
  }

  @Test func metricsComeFromTheDefaultMeasurer() {
    let font = UIFont.systemFont(ofSize: 20)
    let metrics = DefaultTextMeasurer.shared.metrics(for: font.font)
    #expect(font.lineHeight == metrics.lineHeight)
    #expect(font.ascender == metrics.ascent && font.descender == -metrics.descent)
  }

  @Test func theDefaultMeasurerCannotBeReplacedOnceInUse() {
    _ = DefaultTextMeasurer.shared
    #expect(throws: DefaultTextMeasurer.Error.alreadyInUse) { try DefaultTextMeasurer.use(AhemTextMeasurer()) }
  }
}
