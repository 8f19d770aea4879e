import Foundation

/// UIKit's `UITextInputMode`: a keyboard's language. Morph shows no keyboard; its one input mode is the
/// process's preferred language.
open class UITextInputMode: UIKitObject, @unchecked Sendable {
  /// UIKit's `primaryLanguage`: a BCP 47 language tag, such as `en-US`.
  public let primaryLanguage: String?

  init(primaryLanguage: String?) {
    self.primaryLanguage = primaryLanguage
    super.init()
  }

  /// The input mode of the keyboard Morph models: the first preferred language (`en-US` if none).
  public static let current = UITextInputMode(primaryLanguage: Locale.preferredLanguages.first ?? "en-US")

  /// UIKit's `activeInputModes`: ``current`` alone.
  public static var activeInputModes: [UITextInputMode] { [current] }
}
