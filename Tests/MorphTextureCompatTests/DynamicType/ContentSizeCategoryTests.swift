import Foundation
import MorphTextureCompat
import Testing

/// `UIContentSizeCategory`, `UIApplication.shared.preferredContentSizeCategory` and trait collections:
/// UIKit's names and order over the run's category.
@Suite struct ContentSizeCategoryTests {
  @Test func theApplicationsCategoryIsTheRunsLargeByDefault() {
    #expect(ContentSizeCategory.current == .large)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    ContentSizeCategory.$current.withValue(.accessibilityLarge) {
      #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
      #expect(UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory)
    }
  }

  @Test func categoriesHaveUIKitsRawValuesOrderAndAccessibilitySizes() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
    let all: [UIContentSizeCategory] = [
      .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    #expect(all.sorted() == all)
    #expect(all.shuffled().sorted() == all)
    #expect(all.filter(\.isAccessibilityCategory).count == 5)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.extraLarge > .large && UIContentSizeCategory.small < .medium)
    #expect(all.dropFirst().map { $0.category } == ContentSizeCategory.allCases)
    #expect(UIContentSizeCategory.unspecified.category == nil)
  }

  @Test func morphsCategoriesHaveUIKitsSwiftNames() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibilityExtraLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
    #expect(ContentSizeCategory.allCases.allSatisfy { ContentSizeCategory(name: $0.name) == $0 })
    #expect(ContentSizeCategory.nameList.hasPrefix("extraSmall, small, medium, large, extraLarge"))
  }

  @Test func traitCollectionsTakeTheLastCategorySet() {
    let large = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let small = UITraitCollection(preferredContentSizeCategory: .small)
    #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
    #expect(UITraitCollection(traitsFrom: [large, small, UITraitCollection()]).preferredContentSizeCategory == .small)
    #expect(UITraitCollection(traitsFrom: [large, small]) == small)
  }

  @Test func theChangeNotificationHasUIKitsName() {
    #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
  }

  @Test func adjustingViewsStoreTheirSetting() {
    final class Label: UIView, UIContentSizeCategoryAdjusting {}
    let label = Label()
    #expect(!label.adjustsFontForContentSizeCategory)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.adjustsFontForContentSizeCategory)
  }
}
