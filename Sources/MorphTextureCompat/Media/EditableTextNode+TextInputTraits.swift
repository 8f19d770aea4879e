import Foundation
import MorphLayout

/// The keyboard settings of an editable text node, with UIKit's defaults.
private struct EditableTextInputTraits {
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
}

// Texture's `UITextInputTraits` members of an editable text node: they configure the keyboard, which
// only a device shows, so they are kept and returned as set.
extension ASEditableTextNode {
  private var traits: EditableTextInputTraits {
    get { self[kept: EditableTextInputTraits.self, initial: EditableTextInputTraits()] }
    set { self[kept: EditableTextInputTraits.self, initial: EditableTextInputTraits()] = newValue }
  }

  /// Texture's `textInputMode`: the keyboard's input mode, ``UITextInputMode/current`` (Morph shows
  /// no keyboard).
  public var textInputMode: UITextInputMode { UITextInputMode.current }
  /// Texture's `autocapitalizationType` (`.sentences`). Kept; no keyboard off the device.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { traits.autocapitalizationType }
    set { traits.autocapitalizationType = newValue }
  }
  /// Texture's `autocorrectionType` (`.default`). Kept.
  public var autocorrectionType: UITextAutocorrectionType {
    get { traits.autocorrectionType }
    set { traits.autocorrectionType = newValue }
  }
  /// Texture's `spellCheckingType` (`.default`). Kept.
  public var spellCheckingType: UITextSpellCheckingType {
    get { traits.spellCheckingType }
    set { traits.spellCheckingType = newValue }
  }
  /// Texture's `keyboardType` (`.default`). Kept.
  public var keyboardType: UIKeyboardType {
    get { traits.keyboardType }
    set { traits.keyboardType = newValue }
  }
  /// Texture's `keyboardAppearance` (`.default`). Kept.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { traits.keyboardAppearance }
    set { traits.keyboardAppearance = newValue }
  }
  /// Texture's `returnKeyType` (`.default`). Kept.
  public var returnKeyType: UIReturnKeyType {
    get { traits.returnKeyType }
    set { traits.returnKeyType = newValue }
  }
  /// Texture's `enablesReturnKeyAutomatically` (false). Kept.
  public var enablesReturnKeyAutomatically: Bool {
    get { traits.enablesReturnKeyAutomatically }
    set { traits.enablesReturnKeyAutomatically = newValue }
  }
  /// Texture's `isSecureTextEntry` (false), passed to the text view on a device. Kept; Morph draws the
  /// text as typed, and ``DeviceOnlyDiagnostics`` says so when it is turned on.
  public var isSecureTextEntry: Bool {
    get { traits.isSecureTextEntry }
    set {
      traits.isSecureTextEntry = newValue
      if newValue {
        DeviceOnlyDiagnostics.report(
          "ASEditableTextNode.isSecureTextEntry is kept for the device's text view; Morph draws the text as typed")
      }
    }
  }
}
