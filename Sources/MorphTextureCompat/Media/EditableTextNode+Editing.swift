import Foundation
import MorphLayout

// Editing an editable text node off the device: the responder methods and the selection are Texture's;
// `insertText(_:)` and `deleteBackward()` are UIKit's keyboard input (`UIKeyInput`), which a device's
// keyboard sends to the node's text view. Each tells the delegate what a device's text view would.
extension ASEditableTextNode {
  /// Texture's `selectedRange`: the selection in UTF-16 units of the text (clamped to it), an empty
  /// range for a caret. Setting it tells the delegate
  /// `editableTextNodeDidChangeSelection(_:fromSelectedRange:toSelectedRange:dueToEditing:)` with
  /// `dueToEditing` false.
  public var selectedRange: NSRange {
    get { clamped(selection) }
    set { select(clamped(newValue), from: selectedRange, dueToEditing: false) }
  }

  /// UIKit's `insertText(_:)`: types `text` over the selection, as a keyboard does. Asks the delegate
  /// `editableTextNode(_:shouldChangeTextIn:replacementText:)`; if allowed, the text takes the
  /// ``typingAttributes`` (else those of the text around it), the caret moves after it, and the delegate
  /// is told `editableTextNodeDidUpdateText(_:)` and that the selection changed due to editing.
  public func insertText(_ text: String) {
    replace(selectedRange, with: text)
  }

  /// UIKit's `deleteBackward()`: deletes the selection, or the character before the caret, as the
  /// Delete key does; the delegate is asked and told as for ``insertText(_:)``.
  public func deleteBackward() {
    var range = selectedRange
    if range.length == 0 {
      guard range.location > 0 else { return }
      let string = self.text as NSString
      range = string.rangeOfComposedCharacterSequence(at: range.location - 1)
    }
    replace(range, with: "")
  }

  private func replace(_ range: NSRange, with replacement: String) {
    guard delegate?.editableTextNode(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
      return
    }
    let previous = selectedRange
    let edited = NSMutableAttributedString(attributedString: attributedText ?? NSAttributedString(string: text))
    edited.replaceCharacters(
      in: range, with: NSAttributedString(string: replacement, attributes: attributes(typingAt: range)))
    attributedText = edited.length == 0 ? nil : edited
    delegate?.editableTextNodeDidUpdateText(self)
    select(
      NSRange(location: range.location + (replacement as NSString).length, length: 0), from: previous,
      dueToEditing: true)
  }

  /// The attributes of text typed over `range`: the typing attributes, else those of the character
  /// before it (or of the first character).
  private func attributes(typingAt range: NSRange) -> [NSAttributedString.Key: Any] {
    if let typingAttributes {
      return Dictionary(uniqueKeysWithValues: typingAttributes.map { (NSAttributedString.Key($0.key), $0.value) })
    }
    guard let current = attributedText, current.length > 0 else { return [:] }
    return current.attributes(at: max(0, min(range.location, current.length) - 1), effectiveRange: nil)
  }

  private func select(_ range: NSRange, from previous: NSRange, dueToEditing: Bool) {
    selection = range
    guard previous != range else { return }
    delegate?.editableTextNodeDidChangeSelection(
      self, fromSelectedRange: previous, toSelectedRange: range, dueToEditing: dueToEditing)
  }

  private func clamped(_ range: NSRange) -> NSRange {
    let length = (text as NSString).length
    let location = min(max(range.location, 0), length)
    return NSRange(location: location, length: min(max(range.length, 0), length - location))
  }
}
