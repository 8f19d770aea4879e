import Foundation
import MorphLayout

/// Texture's `ASButtonNode`: a `ButtonNode` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose titles are set with UIKit's fonts, colors and attributed strings.
open class ASButtonNode: ButtonNode {
  /// A button with no title, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    super.init(measurer: DefaultTextMeasurer.shared)
  }

  public override init(title: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    super.init(title: title, attributes: attributes, measurer: measurer)
  }
}

/// Texture's `ASEditableTextNode`: an `EditableTextNode` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose text and placeholder are set as attributed strings.
open class ASEditableTextNode: EditableTextNode {
  /// An empty field, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    super.init(measurer: DefaultTextMeasurer.shared)
  }

  public override init(
    text: String = "", placeholder: String = "", attributes: TextAttributes = TextAttributes(),
    measurer: any TextMeasuring
  ) {
    super.init(text: text, placeholder: placeholder, attributes: attributes, measurer: measurer)
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

extension ButtonNode {
  /// Texture's `setTitle(_:with:with:for:)`: the title in a font and color (UIKit's defaults where nil).
  public func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
    var attributes = TextAttributes()
    if let font { attributes.font = font.font }
    if let color { attributes.color = color.color }
    setTitle(title, attributes: attributes, for: state)
  }

  /// Texture's `setAttributedTitle(_:for:)`.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    var attributes = TextAttributes()
    if let title, title.length > 0 {
      AttributedTextMapping.apply(title.attributes(at: 0, effectiveRange: nil), to: &attributes)
    }
    setTitle(title?.string, attributes: attributes, for: state)
  }

  /// Texture's `attributedTitle(for:)`: the state's own title, nil if it has none.
  public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    guard let title = title(for: state) else { return nil }
    return NSAttributedString(
      string: title.text,
      attributes: [
        .font: UIFont(font: title.attributes.font, fontName: title.attributes.font.family),
        .foregroundColor: UIColor(title.attributes.color),
      ])
  }
}
