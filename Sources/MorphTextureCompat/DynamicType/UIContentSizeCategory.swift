import Foundation
import MorphLayout

/// UIKit's `UIContentSizeCategory`: a Dynamic Type size, with UIKit's raw values, its twelve sizes and
/// ``unspecified``. Comparisons follow UIKit's order (``unspecified`` before every size).
///
/// The size apps read (`UIApplication.shared.preferredContentSizeCategory`) is the run's
/// `ContentSizeCategory.current`.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// UIKit's `unspecified`: a trait collection that sets no size (fonts then take the run's).
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(.extraSmall)
  public static let small = UIContentSizeCategory(.small)
  public static let medium = UIContentSizeCategory(.medium)
  /// iOS's default.
  public static let large = UIContentSizeCategory(.large)
  public static let extraLarge = UIContentSizeCategory(.extraLarge)
  public static let extraExtraLarge = UIContentSizeCategory(.extraExtraLarge)
  public static let extraExtraExtraLarge = UIContentSizeCategory(.extraExtraExtraLarge)
  public static let accessibilityMedium = UIContentSizeCategory(.accessibilityMedium)
  public static let accessibilityLarge = UIContentSizeCategory(.accessibilityLarge)
  public static let accessibilityExtraLarge = UIContentSizeCategory(.accessibilityExtraLarge)
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraLarge)
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraExtraLarge)

  /// UIKit's `UIContentSizeCategory.didChangeNotification`. Off the device the category is fixed for a
  /// run, so it is never posted; observers compile and stay silent.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

  /// UIKit's `UIContentSizeCategory.newValueUserInfoKey`, the key of the new category in
  /// ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The UIKit category for one of Morph's.
  public init(_ category: ContentSizeCategory) {
    rawValue = "UICTContentSizeCategory" + Self.suffixes[category.rawValue]
  }

  /// Morph's category this one is; nil for ``unspecified`` or a raw value UIKit does not define.
  public var category: ContentSizeCategory? {
    guard rawValue.hasPrefix("UICTContentSizeCategory") else { return nil }
    let suffix = rawValue.dropFirst("UICTContentSizeCategory".count)
    return Self.suffixes.firstIndex(of: String(suffix)).flatMap(ContentSizeCategory.init(rawValue:))
  }

  /// UIKit's `isAccessibilityCategory`: whether this is one of AX1…AX5.
  public var isAccessibilityCategory: Bool { category?.isAccessibilityCategory ?? false }

  /// UIKit's order: ``unspecified`` (and any unknown value) first, then extraSmall … AX5.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (lhs.category?.rawValue ?? -1) < (rhs.category?.rawValue ?? -1)
  }

  /// UIKit's raw value suffixes, in `ContentSizeCategory` order.
  private static let suffixes = [
    "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
    "AccessibilityXXL", "AccessibilityXXXL",
  ]
}
