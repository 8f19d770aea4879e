import Foundation
import MorphLayout

extension UIApplication {
  /// UIKit's `preferredContentSizeCategory`: the run's Dynamic Type size
  /// (`ContentSizeCategory.current`: a scene's `contentSizeCategory`, `--content-size-category`, the
  /// preview's switcher, or `large`).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UIContentSizeCategory(ContentSizeCategory.current)
  }
}
