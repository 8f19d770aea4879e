import Foundation

/// UIKit's `UILabel`. It measures its text as text nodes do, with Morph's text measurement: its size is
/// the text's, broken into lines for the width offered, at most ``numberOfLines`` lines, each length
/// rounded up to a whole point (as UIKit rounds a label's intrinsic size, iOS 7 through 17).
open class UILabel: UIView {
  /// UIKit's `text`; setting it replaces ``attributedText``.
  public var text: String? {
    get { storedAttributedText?.string }
    set { storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
  }
  private var storedAttributedText: NSAttributedString?
  /// UIKit's `attributedText`.
  public var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set { storedAttributedText = newValue }
  }
  /// UIKit's `font`: the 17-point system font by default (iOS 7–17).
  public var font: UIFont! = UIFont.systemFont(ofSize: 17)
  /// UIKit's `textColor`: the label color by default.
  public var textColor: UIColor! = .label
  /// UIKit's `textAlignment` (`.natural`).
  public var textAlignment = NSTextAlignment.natural
  /// UIKit's `numberOfLines` (1; 0 is no limit).
  public var numberOfLines = 1
  /// UIKit's `lineBreakMode` (`.byTruncatingTail`).
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// UIKit's `adjustsFontSizeToFitWidth` (false). Kept; Morph measures at the font's size.
  public var adjustsFontSizeToFitWidth = false
  /// UIKit's `minimumScaleFactor` (0). Kept.
  public var minimumScaleFactor: CGFloat = 0
  /// UIKit's `preferredMaxLayoutWidth` (0: none): the width ``intrinsicContentSize`` breaks lines for.
  public var preferredMaxLayoutWidth: CGFloat = 0
  /// UIKit's `isEnabled` (true). Kept.
  public var isEnabled = true
  /// UIKit's `highlightedTextColor`. Kept.
  public var highlightedTextColor: UIColor?

  /// The text's size broken for `width`, with the label's font where its attributes name none.
  private func textSize(width: CGFloat) -> CGSize {
    guard let storedAttributedText, storedAttributedText.length > 0 else { return .zero }
    let string = NSMutableAttributedString(attributedString: storedAttributedText)
    let whole = NSRange(location: 0, length: string.length)
    string.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
      if value == nil { string.addAttribute(.font, value: font!, range: range) }
    }
    return ViewTextMeasurement.size(of: string, width: width, lines: numberOfLines)
  }

  open override var intrinsicContentSize: CGSize {
    textSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
  }

  /// UIKit's: a one-line label answers its whole text's size whatever the width offered; others break
  /// lines for the width offered (none when it is not positive).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: numberOfLines != 1 && size.width > 0 ? size.width : .infinity)
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["text"] = text ?? ""
    state["font"] = String(describing: font!)
    state["textColor"] = String(describing: textColor!)
    state["numberOfLines"] = String(numberOfLines)
    return state
  }
}
