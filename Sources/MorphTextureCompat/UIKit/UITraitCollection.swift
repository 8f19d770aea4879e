import Foundation

/// UIKit's `UITraitCollection`: the traits of the environment node and view code reads, as far as
/// Morph has them. An immutable object, as in UIKit.
open class UITraitCollection: UIKitObject, @unchecked Sendable {
  /// UIKit's `preferredContentSizeCategory`: the collection's Dynamic Type size, ``UIContentSizeCategory/unspecified``
  /// unless one was given.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// A collection that sets no trait.
  public override convenience init() {
    self.init(contentSizeCategory: .unspecified)
  }

  init(contentSizeCategory: UIContentSizeCategory) {
    preferredContentSizeCategory = contentSizeCategory
    super.init()
  }

  /// UIKit's `init(traitsFrom:)`: each trait as the last collection that sets it gives it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let category = traitCollections.last { $0.preferredContentSizeCategory != .unspecified }
    self.init(contentSizeCategory: category?.preferredContentSizeCategory ?? .unspecified)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection)?.preferredContentSizeCategory == preferredContentSizeCategory
  }

  open override var hash: Int { preferredContentSizeCategory.hashValue }
}
