import Foundation

/// UIKit's `UIKeyboardType`. Kept by text fields and views; Morph shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's `UIReturnKeyType`. Kept; Morph shows no keyboard.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UITextAutocapitalizationType`. Kept.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// UIKit's `UITextAutocorrectionType`. Kept.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// UIKit's `UITextSpellCheckingType`. Kept; Morph checks no spelling.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// UIKit's `UIKeyboardAppearance`. Kept; Morph shows no keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// UIKit's deprecated name of ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}
