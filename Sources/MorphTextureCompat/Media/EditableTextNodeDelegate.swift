import Foundation

/// Texture's `ASEditableTextNodeDelegate`: told as an editable text node is edited. Every method is
/// optional, as in Texture; the questions answer yes by default and the notices do nothing.
public protocol ASEditableTextNodeDelegate: AnyObject {
  /// Texture's `editableTextNodeShouldBeginEditing(_:)`: whether editing may begin (true by default).
  func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool
  /// Texture's `editableTextNodeDidBeginEditing(_:)`: the node became the first responder.
  func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode)
  /// Texture's `editableTextNode(_:shouldChangeTextIn:replacementText:)`: whether typing may replace
  /// the characters in `range` with `text` (true by default).
  func editableTextNode(
    _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Texture's `editableTextNodeDidChangeSelection(_:fromSelectedRange:toSelectedRange:dueToEditing:)`:
  /// the selection moved, by typing (`dueToEditing`) or by setting `selectedRange`.
  func editableTextNodeDidChangeSelection(
    _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange,
    dueToEditing: Bool)
  /// Texture's `editableTextNodeDidUpdateText(_:)`: typing changed the text (setting `attributedText`
  /// does not call it).
  func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode)
  /// Texture's `editableTextNodeDidFinishEditing(_:)`: the node resigned the first responder.
  func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode)
}

extension ASEditableTextNodeDelegate {
  /// Returns true.
  public func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool { true }
  /// Does nothing.
  public func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) {}
  /// Returns true.
  public func editableTextNode(
    _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func editableTextNodeDidChangeSelection(
    _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange,
    dueToEditing: Bool
  ) {}
  /// Does nothing.
  public func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) {}
  /// Does nothing.
  public func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) {}
}
