import Foundation

/// UIKit's `UITextView`. It measures its text as labels do, inside its ``textContainerInset`` (8
/// points above and below by default, iOS 7 through 17) and a 5-point line fragment padding each side;
/// its font is the 12-point Helvetica UIKit gives a text view without one.
open class UITextView: UIScrollView {
  /// UIKit's line fragment padding, each side.
  static let lineFragmentPadding: CGFloat = 5

  /// UIKit's `text` ("" by default).
  public var text: String! = ""
  /// UIKit's `attributedText`.
  public var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  /// UIKit's `font`.
  public var font: UIFont? = UIFont(name: "Helvetica", size: 12)
  /// UIKit's `textColor`.
  public var textColor: UIColor?
  /// UIKit's `textAlignment` (`.natural`).
  public var textAlignment = NSTextAlignment.natural
  /// UIKit's `isEditable` (true). Kept.
  public var isEditable = true
  /// UIKit's `isSelectable` (true). Kept.
  public var isSelectable = true
  /// UIKit's `textContainerInset` (8 points above and below).
  public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// UIKit's `keyboardType`. Kept.
  public var keyboardType = UIKeyboardType.default
  /// UIKit's `returnKeyType`. Kept.
  public var returnKeyType = UIReturnKeyType.default

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = textContainerInset
    let padding = Self.lineFragmentPadding * 2
    let width = size.width > 0 ? size.width - insets.left - insets.right - padding : .infinity
    let font = self.font ?? UIFont(name: "Helvetica", size: 12)!
    let text = ViewTextMeasurement.size(of: self.text ?? "", font: font, width: width)
    return CGSize(
      width: size.width > 0 ? size.width : text.width + insets.left + insets.right + padding,
      height: text.height + insets.top + insets.bottom)
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["text"] = text ?? ""
    return state
  }
}

/// UIKit's `UITextViewDelegate`, set as the text view's `delegate`; every method is optional, as in
/// UIKit.
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textViewDidChange(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textViewDidChange(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
}
