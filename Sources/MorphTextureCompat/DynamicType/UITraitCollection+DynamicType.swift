import Foundation
import MorphLayout

extension UITraitCollection {
  /// UIKit's `init(preferredContentSizeCategory:)`: a collection that sets the Dynamic Type size alone.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(contentSizeCategory: preferredContentSizeCategory)
  }

  /// UIKit's `UITraitCollection.current`: the traits of the run, whose content size category is the
  /// run's (``ContentSizeCategory/current``).
  public static var current: UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(ContentSizeCategory.current))
  }
}

extension Optional<UITraitCollection> {
  /// The category fonts are made for: the trait collection's, else the run's.
  var resolvedContentSizeCategory: ContentSizeCategory {
    self?.preferredContentSizeCategory.category ?? .current
  }
}
