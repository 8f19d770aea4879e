import Foundation

/// UIKit's `UIApplication`: the app object node code asks for its settings
/// (`UIApplication.shared.preferredContentSizeCategory`).
open class UIApplication: UIKitObject, @unchecked Sendable {
  /// UIKit's `shared`: the one application object.
  public static let shared = UIApplication()

  override init() {
    super.init()
  }
}
