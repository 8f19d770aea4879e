import MorphTextureCompat
import Testing

/// `UIFontMetrics`: fonts and values scaled by their style's size at the run's category over its size
/// at large.
@Suite struct UIFontMetricsTests {
  @Test func customFontsScaleByTheStylesRatio() throws {
    let brand = try #require(UIFont(name: "AvenirNext-DemiBold", size: 34))
    let metrics = UIFontMetrics(forTextStyle: .largeTitle)
    #expect(metrics.scaledFont(for: brand).pointSize == 34, "large is the unscaled size")
    ContentSizeCategory.$current.withValue(.accessibilityExtraExtraExtraLarge) {
      let scaled = metrics.scaledFont(for: brand)
      #expect(scaled.pointSize == 60, "Large Title: 60 at AX5 over 34 at large")
      #expect(scaled.fontName == "AvenirNext-DemiBold" && scaled.font.weight == 600)
      #expect(metrics.scaledFont(for: brand, maximumPointSize: 44).pointSize == 44)
      #expect(metrics.scaledFont(for: brand, maximumPointSize: 0).pointSize == 60, "0: no maximum")
    }
  }

  @Test func valuesScaleAndTraitCollectionsPickTheCategory() {
    let body = UIFontMetrics.default
    #expect(body.textStyle == .body)
    ContentSizeCategory.$current.withValue(.extraSmall) {
      #expect(body.scaledValue(for: 17) == 14)
      #expect(body.scaledValue(for: 34) == 28)
      let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
      #expect(body.scaledValue(for: 17, compatibleWith: ax1) == 28)
      #expect(body.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: ax1).pointSize == 28)
      #expect(
        UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: UITraitCollection()) == 22,
        "caption2 is 11 at both extraSmall and large")
    }
  }
}

@Suite struct ContentSizeCategoryAdjustingTests {
  @Test func textViewsKeepWhetherTheyAdjustTheirFont() {
    let label = UILabel()
    let field = UITextField()
    let textView = UITextView()
    #expect(!label.adjustsFontForContentSizeCategory && !field.adjustsFontForContentSizeCategory)
    label.adjustsFontForContentSizeCategory = true
    field.adjustsFontForContentSizeCategory = true
    textView.adjustsFontForContentSizeCategory = true
    #expect(label.adjustsFontForContentSizeCategory && field.adjustsFontForContentSizeCategory)
    #expect(textView.adjustsFontForContentSizeCategory)
  }
}
