import Foundation

/// UIKit's `UITextField`. Its height comes from its font's line height as UIKit's does (iOS 7 through
/// 17): the line height rounded up, plus 13 points in the `.roundedRect` style (34 points for the
/// 17-point system font, whose line height is 20.29), plus 4 in the `.line` and `.bezel` styles, plus
/// nothing without a border. Its width is its text's (or placeholder's) plus 7 points each side in the
/// `.roundedRect` style.
open class UITextField: UIControl {
  /// UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect

    /// What the style adds to the font's line height.
    var verticalPadding: CGFloat {
      switch self {
      case .none: 0
      case .line, .bezel: 4
      case .roundedRect: 13
      }
    }

    /// What the style adds on each side of the text.
    var horizontalInset: CGFloat {
      switch self {
      case .none: 0
      case .line, .bezel: 2
      case .roundedRect: 7
      }
    }
  }

  /// UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// UIKit's `text` ("" by default, as UIKit answers).
  public var text: String? = ""
  /// UIKit's `attributedText`.
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// UIKit's `placeholder`.
  public var placeholder: String?
  /// UIKit's `attributedPlaceholder`.
  public var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// UIKit's `font`: the 17-point system font by default.
  public var font: UIFont? = UIFont.systemFont(ofSize: 17)
  /// UIKit's `textColor`.
  public var textColor: UIColor?
  /// UIKit's `textAlignment` (`.natural`).
  public var textAlignment = NSTextAlignment.natural
  /// UIKit's `borderStyle` (`.none`).
  public var borderStyle = BorderStyle.none
  /// UIKit's `delegate`.
  public weak var delegate: (any UITextFieldDelegate)?
  /// UIKit's `clearButtonMode` (`.never`). Kept.
  public var clearButtonMode = ViewMode.never
  /// UIKit's `leftView`.
  public var leftView: UIView?
  /// UIKit's `leftViewMode` (`.never`).
  public var leftViewMode = ViewMode.never
  /// UIKit's `rightView`.
  public var rightView: UIView?
  /// UIKit's `rightViewMode` (`.never`).
  public var rightViewMode = ViewMode.never
  /// UIKit's `clearsOnBeginEditing`. Kept.
  public var clearsOnBeginEditing = false
  /// UIKit's `adjustsFontSizeToFitWidth`. Kept.
  public var adjustsFontSizeToFitWidth = false
  /// UIKit's `minimumFontSize`. Kept.
  public var minimumFontSize: CGFloat = 0
  /// UIKit's `keyboardType`. Kept.
  public var keyboardType = UIKeyboardType.default
  /// UIKit's `returnKeyType`. Kept.
  public var returnKeyType = UIReturnKeyType.default
  /// UIKit's `isSecureTextEntry`. Kept (the text is drawn as typed).
  public var isSecureTextEntry = false
  /// UIKit's `autocapitalizationType`. Kept.
  public var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// UIKit's `autocorrectionType`. Kept.
  public var autocorrectionType = UITextAutocorrectionType.default
  /// UIKit's `isEditing`: whether the field is first responder.
  public private(set) var isEditing = false

  /// UIKit's `becomeFirstResponder()`: starts editing (no keyboard shows); asks the delegate first.
  @discardableResult public func becomeFirstResponder() -> Bool {
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// UIKit's `resignFirstResponder()`: ends editing; asks the delegate first.
  @discardableResult public func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    return true
  }

  /// UIKit's `isFirstResponder`.
  public var isFirstResponder: Bool { isEditing }

  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let width =
      ViewTextMeasurement.width(of: shown, font: font) + borderStyle.horizontalInset * 2
      + (leftView?.bounds.width ?? 0) + (rightView?.bounds.width ?? 0)
    return CGSize(width: width, height: ceil(font.lineHeight) + borderStyle.verticalPadding)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["text"] = text ?? ""
    if let placeholder { state["placeholder"] = placeholder }
    state["borderStyle"] = String(describing: borderStyle)
    state["font"] = String(describing: font ?? UIFont.systemFont(ofSize: 17))
    return state
  }
}

/// UIKit's `UITextFieldDelegate`; every method is optional, as in UIKit (the defaults answer as UIKit
/// does when a delegate does not implement one).
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
