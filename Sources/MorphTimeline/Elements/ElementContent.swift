import Foundation
import MorphLayout

/// What an element draws besides its box (background, border, corners).
public enum ElementContent: Hashable, Sendable, Codable {
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
public struct TextContent: Hashable, Sendable, Codable {
  /// The runs of the text, each in its own style.
  public var runs: [TextRun]
  /// The paragraph options the text was laid out with, and the style of text given without runs.
  public var attributes: TextAttributes
  /// The lines at the element's final width, less its ``textContainerInset``.
  public var layout: TextLayout
  /// A text node's padding between its edges and its text (an editable field's is its
  /// ``EditableTextContent/textContainerInset``).
  public var textContainerInset: EdgeInsets

  /// The content of a text in one style, `attributes.font` and `attributes.color`.
  public init(text: String, attributes: TextAttributes, layout: TextLayout) {
    self.init(runs: [attributes.run(text)], attributes: attributes, layout: layout)
  }

  /// The content of a text made of runs, drawn `textContainerInset` inside the element's edges.
  public init(runs: [TextRun], attributes: TextAttributes, layout: TextLayout, textContainerInset: EdgeInsets = .zero) {
    self.runs = runs
    self.attributes = attributes
    self.layout = layout
    self.textContainerInset = textContainerInset
  }

  /// The characters of all runs.
  public var text: String { runs.map(\.text).joined() }
}

/// The content of an editable text element.
public struct EditableTextContent: Hashable, Sendable, Codable {
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
