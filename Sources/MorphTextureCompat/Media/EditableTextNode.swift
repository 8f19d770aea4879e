import Foundation
import MorphLayout

/// Texture's `ASEditableTextNode`: an `EditableTextNode` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose text and placeholder are set as attributed strings. It measures its
/// text (or placeholder) plus its `textContainerInset`, at most `maximumLinesToDisplay` lines of it.
/// Morph shows no keyboard: editing is driven by ``becomeFirstResponder()``, ``insertText(_:)``,
/// ``deleteBackward()``, ``selectedRange`` and ``resignFirstResponder()``, which tell the ``delegate`` as
/// a device does.
open class ASEditableTextNode: EditableTextNode {
  /// Texture's `delegate`, held weakly: told when editing begins and ends, the text changes and the
  /// selection moves.
  public weak var delegate: (any ASEditableTextNodeDelegate)?
  /// Texture's `scrollEnabled` (true): whether the text view scrolls. Kept; Morph draws no scrolling.
  public var scrollEnabled = true
  /// Texture's `typingAttributes` (nil): the attributes of text typed from now on, keyed by
  /// `NSAttributedString.Key` raw values. Text typed with ``insertText(_:)`` takes them; the field's
  /// font and color are its first character's, so typing into an empty field shows them.
  public var typingAttributes: [String: Any]?
  /// Whether the field is editing (its text view the first responder).
  var isEditing = false
  /// The selection, in UTF-16 units of the text.
  var selection = NSRange(location: 0, length: 0)
  /// The text view made for ``textView``.
  private var madeTextView: UITextView?

  /// An empty field, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    super.init(measurer: DefaultTextMeasurer.shared)
  }

  /// A field measured by `measurer`.
  public override init(
    text: String = "", placeholder: String = "", attributes: TextAttributes = TextAttributes(),
    measurer: any TextMeasuring
  ) {
    super.init(text: text, placeholder: placeholder, attributes: attributes, measurer: measurer)
  }

  /// Texture's `textView`: a `UITextView` showing the field's text, font, color and inset as they are
  /// when it is read. Changes made to it do not reach the field; set them on the node.
  public var textView: UITextView {
    let view = madeTextView ?? UITextView()
    madeTextView = view
    view.text = text
    view.font = UIFont(font: attributes.font, fontName: attributes.font.family)
    view.textColor = UIColor(attributes.color)
    view.textContainerInset = textContainerInset
    view.isScrollEnabled = scrollEnabled
    view.keyboardType = keyboardType
    view.returnKeyType = returnKeyType
    return view
  }

  /// Texture's `isDisplayingPlaceholder()`: whether the field shows its placeholder (it has no text).
  public func isDisplayingPlaceholder() -> Bool { text.isEmpty }

  // MARK: - Keyboard focus (see EditableTextNode+Editing.swift for the editing it starts)

  /// An editable text node can take keyboard focus.
  open override func canBecomeFirstResponder() -> Bool { true }

  /// Texture's `isFirstResponder()`: whether the field is editing.
  open override func isFirstResponder() -> Bool { isEditing }

  /// Texture's `becomeFirstResponder()`: starts editing unless it already has or the delegate's
  /// `editableTextNodeShouldBeginEditing(_:)` says no, then tells the delegate
  /// `editableTextNodeDidBeginEditing(_:)`. Returns whether the field is editing. No keyboard shows.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing else { return true }
    guard delegate?.editableTextNodeShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.editableTextNodeDidBeginEditing(self)
    return true
  }

  /// Texture's `resignFirstResponder()`: ends editing, telling the delegate
  /// `editableTextNodeDidFinishEditing(_:)`. Returns true.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    isEditing = false
    delegate?.editableTextNodeDidFinishEditing(self)
    return true
  }
}

/// The attributed strings a field was given, returned as given.
private struct EditableTexts {
  var text: NSAttributedString?
  var placeholder: NSAttributedString?
}

extension EditableTextNode {
  /// Texture's `attributedText`: the text, in the font and color of its first character (UIKit's
  /// Helvetica 12 and black where it names none). Nil is no text.
  public var attributedText: NSAttributedString? {
    get { self[kept: EditableTexts.self, initial: EditableTexts()].text }
    set {
      self[kept: EditableTexts.self, initial: EditableTexts()].text = newValue
      text = newValue?.string ?? ""
      if let newValue, newValue.length > 0 { Self.apply(newValue, to: &attributes) }
    }
  }

  /// Texture's `attributedPlaceholderText`: the placeholder shown while there is no text, in the font
  /// and color of its first character. Nil is no placeholder.
  public var attributedPlaceholderText: NSAttributedString? {
    get { self[kept: EditableTexts.self, initial: EditableTexts()].placeholder }
    set {
      self[kept: EditableTexts.self, initial: EditableTexts()].placeholder = newValue
      placeholder = newValue?.string ?? ""
      if let newValue, newValue.length > 0 { Self.apply(newValue, to: &placeholderAttributes) }
    }
  }

  private static func apply(_ string: NSAttributedString, to attributes: inout TextAttributes) {
    let style = AttributedTextMapping.characterStyle(string.attributes(at: 0, effectiveRange: nil))
    attributes.font = style.font
    attributes.color = style.color
  }
}

extension TextureTypedNodeProperties where Self: EditableTextNode {
  /// Texture's `maximumLinesToDisplay` (0, no limit): the field measures at most this many lines of its
  /// text; more would scroll on a device.
  public var maximumLinesToDisplay: UInt {
    get { UInt(maximumLines) }
    set { maximumLines = Int(newValue) }
  }
}
