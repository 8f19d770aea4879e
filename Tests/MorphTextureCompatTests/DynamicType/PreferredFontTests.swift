import MorphTextureCompat
import Testing
import _MorphTestSupport

/// `UIFont.preferredFont(forTextStyle:)` at each content size category, with Apple's Dynamic Type
/// sizes (Human Interface Guidelines, iOS), and text laid out in it.
@Suite struct PreferredFontTests {
  /// Apple's body sizes, xSmall … AX5.
  static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  @Test(arguments: zip(ContentSizeCategory.allCases, bodySizes))
  func bodyTextIsLaidOutAtApplesSizeForEachCategory(category: ContentSizeCategory, points: CGFloat) {
    let (font, node) = ContentSizeCategory.$current.withValue(category) {
      let font = UIFont.preferredFont(forTextStyle: .body)
      let node = TextNode("Dynamic", attributes: TextAttributes(font: font.font), measurer: AhemTextMeasurer())
      return (font, node)
    }
    #expect(font.pointSize == points)
    #expect(font.font.weight == 400)
    // Ahem: every character advances one em, and a line is one em high.
    let size = node.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 10_000, height: 10_000))).size
    #expect(size == CGSize(width: 7 * points, height: points))
  }

  @Test func everyStyleHasApplesSizesAtTheEndsAndTheDefault() {
    let expected: [(UIFont.TextStyle, xSmall: CGFloat, large: CGFloat, ax5: CGFloat)] = [
      (.largeTitle, 31, 34, 60), (.title1, 25, 28, 58), (.title2, 19, 22, 56), (.title3, 17, 20, 55),
      (.headline, 14, 17, 53), (.body, 14, 17, 53), (.callout, 13, 16, 51), (.subheadline, 12, 15, 49),
      (.footnote, 12, 13, 44), (.caption1, 11, 12, 43), (.caption2, 11, 11, 40),
    ]
    for (style, xSmall, large, ax5) in expected {
      func size(_ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(
          forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        ).pointSize
      }
      #expect(size(.extraSmall) == xSmall, "\(style.rawValue)")
      #expect(size(.large) == large, "\(style.rawValue)")
      #expect(size(.accessibilityExtraExtraExtraLarge) == ax5, "\(style.rawValue)")
    }
  }

  @Test func sizesGrowWithTheCategoryAndOnlyTheHeadlineIsSemibold() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.size(at: $0) }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.pointSize <= $1.pointSize }, "\(style)")
      #expect(sizes.allSatisfy { $0.leading > $0.pointSize }, "\(style)")
      #expect(sizes.allSatisfy { $0.weight == (style == .headline ? 600 : 400) }, "\(style)")
    }
    #expect(TextStyle.body.size(at: .large) == DynamicTypeSize(pointSize: 17, weight: 400, leading: 22))
    #expect(
      TextStyle.largeTitle.size(at: .accessibilityMedium) == DynamicTypeSize(pointSize: 44, weight: 400, leading: 52))
    #expect(UIFont.preferredFont(forTextStyle: .headline).font == Font(size: 17, weight: 600))
  }

  @Test func theTraitCollectionsCategoryWinsUnlessUnspecified() {
    ContentSizeCategory.$current.withValue(.extraLarge) {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 19)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 19)
      let small = UITraitCollection(preferredContentSizeCategory: .small)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 15)
      #expect(UITraitCollection.current.preferredContentSizeCategory == .extraLarge)
    }
  }

  @Test func anUnknownTextStyleIsTakenAsBody() {
    #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "custom")).pointSize == 17)
    #expect(UIFont.TextStyle(.caption2) == .caption2)
  }
}
