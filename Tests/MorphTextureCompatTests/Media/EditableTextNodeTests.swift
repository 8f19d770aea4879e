import Foundation
import MorphTextureCompat
import Testing

/// An editable text node delegate recording what it is asked and told.
private final class RecordingEditDelegate: ASEditableTextNodeDelegate {
  var calls: [String] = []
  var refusesDigits = false

  func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) { calls.append("begin") }
  func editableTextNode(
    _ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("should \(range.location),\(range.length) '\(text)'")
    return !(refusesDigits && text.contains { $0.isNumber })
  }
  func editableTextNodeDidChangeSelection(
    _ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange, toSelectedRange: NSRange, dueToEditing: Bool
  ) {
    calls.append("select \(fromSelectedRange.location)->\(toSelectedRange.location)\(dueToEditing ? " editing" : "")")
  }
  func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) { calls.append("update") }
  func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) { calls.append("finish") }
}

/// Texture's `ASEditableTextNode`: editing through the responder methods, typing and the selection,
/// the delegate told as on a device, typing attributes, the line limit and text geometry.
@Suite struct EditableTextNodeTests {
  @Test func editingTellsTheDelegateAsADeviceDoes() {
    let node = ASEditableTextNode()
    let delegate = RecordingEditDelegate()
    node.delegate = delegate
    #expect(!node.isFirstResponder() && node.isDisplayingPlaceholder())
    #expect(node.becomeFirstResponder() && node.isFirstResponder())
    node.insertText("Hi")
    #expect(node.attributedText?.string == "Hi" && !node.isDisplayingPlaceholder())
    #expect(node.selectedRange == NSRange(location: 2, length: 0))
    node.deleteBackward()
    node.selectedRange = NSRange(location: 0, length: 1)
    #expect(node.resignFirstResponder() && !node.isFirstResponder())
    #expect(
      delegate.calls == [
        "begin", "should 0,0 'Hi'", "update", "select 0->2 editing", "should 1,1 ''", "update",
        "select 2->1 editing", "select 1->0", "finish",
      ])
  }

  @Test func theDelegateCanRefuseAChange() {
    let node = ASEditableTextNode()
    let delegate = RecordingEditDelegate()
    delegate.refusesDigits = true
    node.delegate = delegate
    node.insertText("a1")
    node.insertText("b")
    #expect(node.attributedText?.string == "b")
  }

  @Test func typedTextTakesTheTypingAttributes() {
    let node = ASEditableTextNode()
    node.typingAttributes = [
      NSAttributedString.Key.foregroundColor.rawValue: UIColor.red,
      NSAttributedString.Key.font.rawValue: UIFont.systemFont(ofSize: 20),
    ]
    #expect(node.typingAttributes?.count == 2)
    node.insertText("Red")
    #expect(node.attributes.color == UIColor.red.color)
    #expect(node.attributes.font.size == 20)
  }

  @Test func maximumLinesToDisplayLimitsTheHeight() {
    let node = ASEditableTextNode()
    node.attributedText = NSAttributedString(
      string: "one two three four five six seven eight nine ten", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    let range = ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 60, height: 1000))
    let tall = node.layoutThatFits(range).size.height
    node.maximumLinesToDisplay = 2
    #expect(node.maximumLinesToDisplay == 2)
    let limited = node.layoutThatFits(range).size.height
    #expect(limited < tall)
    node.maximumLinesToDisplay = 1
    #expect(node.layoutThatFits(range).size.height < limited)
  }

  @Test func frameForTextIsTheBoxOfTheCharactersInTheInset() {
    let node = ASEditableTextNode()
    node.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
    node.attributedText = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 16)])
    let whole = node.frameForText(NSRange(location: 0, length: 11))
    let hello = node.frameForText(NSRange(location: 0, length: 5))
    let world = node.frameForText(NSRange(location: 6, length: 5))
    #expect(whole.minX == 10 && whole.minY == 8 && whole.height > 0)
    #expect(hello.minX == 10 && hello.width > 0 && hello.width < whole.width)
    #expect(world.minX > hello.maxX && abs(world.maxX - whole.maxX) < 0.001)
    let caret = node.frameForText(NSRange(location: 5, length: 0))
    #expect(caret.width == 0 && caret.minX == hello.maxX)
  }

  @Test func keyboardTraitsAndViewSettingsAreKept() {
    let node = ASEditableTextNode()
    #expect(node.autocapitalizationType == .sentences && node.keyboardAppearance == .default)
    node.autocapitalizationType = .none
    node.autocorrectionType = .no
    node.spellCheckingType = .no
    node.keyboardType = .emailAddress
    node.keyboardAppearance = .dark
    node.returnKeyType = .go
    node.enablesReturnKeyAutomatically = true
    node.isSecureTextEntry = true
    node.scrollEnabled = false
    #expect(node.autocapitalizationType == .none && node.autocorrectionType == .no && node.spellCheckingType == .no)
    #expect(node.keyboardType == .emailAddress && node.keyboardAppearance == .dark && node.returnKeyType == .go)
    #expect(node.enablesReturnKeyAutomatically && node.isSecureTextEntry && !node.scrollEnabled)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("isSecureTextEntry") })
    #expect(node.textInputMode.primaryLanguage != nil)
    node.attributedText = NSAttributedString(string: "Typed")
    #expect(node.textView.text == "Typed" && node.textView.keyboardType == .emailAddress)
    #expect(!node.textView.isScrollEnabled)
  }
}
