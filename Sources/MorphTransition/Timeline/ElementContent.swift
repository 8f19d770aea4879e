import Foundation
import MorphLayout

/// What an element draws besides its box (background, border, corners).
public enum ElementContent: Hashable, Sendable {
  /// Nothing but the box: a plain node, or a container such as a button.
  case none
  /// Text, broken into lines at the element's final width.
  case text(TextContent)
  /// An image from a URL or data URI; nil while a network image has none.
  case image(source: String?)
  /// An editable field showing its text, or its placeholder while empty.
  case editableText(EditableTextContent)
}

/// The text of a text element and how Morph broke it into lines.
public struct TextContent: Hashable, Sendable {
  public var text: String
  public var attributes: TextAttributes
  /// The lines at the element's final width.
  public var layout: TextLayout

  public init(text: String, attributes: TextAttributes, layout: TextLayout) {
    self.text = text
    self.attributes = attributes
    self.layout = layout
  }
}

/// The content of an editable text element.
public struct EditableTextContent: Hashable, Sendable {
  /// What the field shows: its text, or its placeholder while the text is empty.
  public var shown: TextContent
  public var isPlaceholder: Bool
  public var textContainerInset: EdgeInsets

  public init(shown: TextContent, isPlaceholder: Bool, textContainerInset: EdgeInsets) {
    self.shown = shown
    self.isPlaceholder = isPlaceholder
    self.textContainerInset = textContainerInset
  }
}
