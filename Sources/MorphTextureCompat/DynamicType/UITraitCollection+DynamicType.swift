import Foundation
import MorphLayout

extension UITraitCollection {
  /// UIKit's `init(preferredContentSizeCategory:)`: a collection that sets the Dynamic Type size alone.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      userInterfaceStyle: .unspecified, displayScale: 0, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, layoutDirection: .unspecified, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }
}

extension Optional<UITraitCollection> {
  /// The category fonts are made for: the trait collection's, else the run's.
  var resolvedContentSizeCategory: ContentSizeCategory {
    self?.preferredContentSizeCategory.category ?? .current
  }
}
