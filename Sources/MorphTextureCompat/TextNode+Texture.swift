import Foundation
import MorphLayout

/// Texture's `ASTextNode` (and `ASTextNode2`): a ``TextNode`` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose text is set as an `NSAttributedString`.
open class ASTextNode: TextNode {
  /// An empty text node, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    super.init("", measurer: DefaultTextMeasurer.shared)
  }

  public override init(_ text: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    super.init(text, attributes: attributes, measurer: measurer)
  }
}

/// Texture's `ASTextNode2`.
public typealias ASTextNode2 = ASTextNode

/// The attributed strings a text node was given, returned as given.
private struct AttributedTexts {
  var text: NSAttributedString?
  var truncation: NSAttributedString?
}

extension TextNode {
  /// Texture's `attributedText`: the string and its attributes — font, color, kerning, underline,
  /// background and paragraph style (alignment, line spacing, line break mode, minimum and maximum
  /// line height, paragraph spacing) — mapped to Morph's text attributes. Nil shows no text.
  public var attributedText: NSAttributedString? {
    get { self[kept: AttributedTexts.self, initial: AttributedTexts()].text }
    set {
      self[kept: AttributedTexts.self, initial: AttributedTexts()].text = newValue
      var attributes = self.attributes
      if let newValue, newValue.length > 0 {
        AttributedTextMapping.apply(newValue.attributes(at: 0, effectiveRange: nil), to: &attributes)
      }
      self.attributes = attributes
      self.text = newValue?.string ?? ""
    }
  }

  /// Texture's `truncationAttributedText`: what the last visible line ends with when text is cut (its
  /// string; "…" by default).
  public var truncationAttributedText: NSAttributedString? {
    get { self[kept: AttributedTexts.self, initial: AttributedTexts()].truncation }
    set {
      self[kept: AttributedTexts.self, initial: AttributedTexts()].truncation = newValue
      attributes.truncationToken = newValue?.string ?? "…"
    }
  }

  /// Texture's `maximumNumberOfLines`: the most lines shown, 0 for no limit.
  public var maximumNumberOfLines: UInt {
    get { UInt(attributes.maximumNumberOfLines) }
    set { attributes.maximumNumberOfLines = Int(newValue) }
  }

  /// Texture's `truncationMode`: where text that does not fit is cut.
  public var truncationMode: NSLineBreakMode {
    get { self[kept: NSLineBreakMode.self, initial: .byTruncatingTail] }
    set { self[kept: NSLineBreakMode.self, initial: .byTruncatingTail] = newValue }
  }

  /// Texture's `isTruncated`: whether the text is cut at the node's current width.
  public var isTruncated: Bool { textLayout(width: frame.width).isTruncated }

  /// Texture's `lineCount`: the number of lines at the node's current width.
  public var lineCount: UInt { UInt(textLayout(width: frame.width).lines.count) }
}

/// Maps UIKit's text attributes to Morph's.
enum AttributedTextMapping {
  /// Applies the attributes of a run to Morph's text attributes.
  static func apply(_ values: [NSAttributedString.Key: Any], to attributes: inout TextAttributes) {
    if let font = values[.font] as? UIFont { attributes.font = font.font }
    if let color = values[.foregroundColor] as? any ColorConvertible { attributes.color = color.color }
    if let style = values[.paragraphStyle] as? NSParagraphStyle {
      attributes.alignment = alignment(style.alignment)
      attributes.lineSpacing = max(style.lineSpacing, 0)
    }
  }

  static func alignment(_ alignment: NSTextAlignment) -> TextAttributes.Alignment {
    switch alignment {
    case .left, .justified: .left
    case .center: .center
    case .right: .right
    case .natural: .natural
    }
  }
}
