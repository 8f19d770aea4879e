import Foundation
import MorphLayout

/// Texture's `ASTextNode` (and `ASTextNode2`): a `TextNode` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose text is set as an `NSAttributedString`.
open class ASTextNode: TextNode {
  /// An empty text node, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    super.init("", measurer: DefaultTextMeasurer.shared)
  }

  public override init(_ text: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring)
  {
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
  /// Texture's `attributedText`: every attribute run of the string becomes a `TextRun` — font, color,
  /// kerning, underline and background — and the first paragraph style sets the paragraph options
  /// (alignment, line spacing, line break mode, minimum and maximum line height, paragraph spacing).
  /// A run without a font is set in UIKit's default, Helvetica 12 (through
  /// ``UIFont/familySubstitutions``). Nil shows no text.
  public var attributedText: NSAttributedString? {
    get { self[kept: AttributedTexts.self, initial: AttributedTexts()].text }
    set {
      self[kept: AttributedTexts.self, initial: AttributedTexts()].text = newValue
      var attributes = self.attributes
      if let style = newValue.flatMap(AttributedTextMapping.firstParagraphStyle) {
        AttributedTextMapping.apply(style, to: &attributes)
      }
      self.attributes = attributes
      runs = newValue.map(AttributedTextMapping.runs) ?? []
    }
  }

  /// Texture's `truncationAttributedText`: what the last visible line ends with when text is cut, in
  /// its own runs ("…" in the last visible run's style by default).
  public var truncationAttributedText: NSAttributedString? {
    get { self[kept: AttributedTexts.self, initial: AttributedTexts()].truncation }
    set {
      self[kept: AttributedTexts.self, initial: AttributedTexts()].truncation = newValue
      attributes.truncationToken = newValue?.string ?? "…"
      attributes.truncationRuns = newValue.map(AttributedTextMapping.runs)
    }
  }

  /// Texture's `maximumNumberOfLines`: the most lines shown, 0 for no limit.
  public var maximumNumberOfLines: UInt {
    get { UInt(attributes.maximumNumberOfLines) }
    set { attributes.maximumNumberOfLines = Int(newValue) }
  }

  /// Texture's `truncationMode`: where text beyond ``maximumNumberOfLines`` is cut (tail by default);
  /// the wrapping modes cut without a token, character wrapping also breaking lines between characters.
  public var truncationMode: NSLineBreakMode {
    get { self[kept: NSLineBreakMode.self, initial: .byTruncatingTail] }
    set {
      self[kept: NSLineBreakMode.self, initial: .byTruncatingTail] = newValue
      AttributedTextMapping.apply(newValue, to: &attributes)
    }
  }

  /// Texture's `isTruncated`: whether the text is cut at the node's current width.
  public var isTruncated: Bool { textLayout(width: frame.width).isTruncated }

  /// Texture's `lineCount`: the number of lines at the node's current width.
  public var lineCount: UInt { UInt(textLayout(width: frame.width).lines.count) }
}

/// Maps UIKit's text attributes to Morph's.
enum AttributedTextMapping {
  /// The font of text whose attributes name none: UIKit's Helvetica 12.
  static var defaultFont: Font { Font(family: UIFont.family(forName: "Helvetica"), size: 12) }

  /// The attribute runs of a string as Morph's runs.
  static func runs(of string: NSAttributedString) -> [TextRun] {
    var runs: [TextRun] = []
    let text = string.string as NSString
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { values, range, _ in
      runs.append(TextRun(text.substring(with: range), style: characterStyle(values)))
    }
    return runs
  }

  /// The character style of one run's attributes.
  static func characterStyle(_ values: [NSAttributedString.Key: Any]) -> CharacterStyle {
    CharacterStyle(
      font: (values[.font] as? UIFont)?.font ?? defaultFont,
      color: (values[.foregroundColor] as? any ColorConvertible)?.color ?? .black,
      kern: number(values[.kern]) ?? 0,
      underline: (number(values[.underlineStyle]) ?? 0) != 0,
      backgroundColor: (values[.backgroundColor] as? any ColorConvertible)?.color)
  }

  /// The paragraph style of the string's first character, if it has one.
  static func firstParagraphStyle(of string: NSAttributedString) -> NSParagraphStyle? {
    guard string.length > 0 else { return nil }
    return string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
  }

  /// Applies a paragraph style to Morph's paragraph options.
  static func apply(_ style: NSParagraphStyle, to attributes: inout TextAttributes) {
    attributes.alignment = alignment(style.alignment)
    attributes.lineSpacing = max(style.lineSpacing, 0)
    attributes.minimumLineHeight = max(style.minimumLineHeight, 0)
    attributes.maximumLineHeight = max(style.maximumLineHeight, 0)
    attributes.paragraphSpacing = max(style.paragraphSpacing, 0)
    apply(style.lineBreakMode, to: &attributes)
  }

  /// Applies a line break mode: the truncating modes cut there, the wrapping ones cut without a
  /// token; character wrapping also breaks lines between characters.
  static func apply(_ mode: NSLineBreakMode, to attributes: inout TextAttributes) {
    switch mode {
    case .byTruncatingTail: attributes.truncationMode = .tail
    case .byTruncatingHead: attributes.truncationMode = .head
    case .byTruncatingMiddle: attributes.truncationMode = .middle
    case .byClipping, .byWordWrapping, .byCharWrapping: attributes.truncationMode = .clip
    }
    attributes.lineBreakMode = mode == .byCharWrapping ? .charWrap : .wordWrap
  }

  /// Applies the attributes of a single-style title: font, color and paragraph style.
  static func apply(_ values: [NSAttributedString.Key: Any], to attributes: inout TextAttributes) {
    let style = characterStyle(values)
    attributes.font = style.font
    attributes.color = style.color
    if let paragraph = values[.paragraphStyle] as? NSParagraphStyle { apply(paragraph, to: &attributes) }
  }

  static func alignment(_ alignment: NSTextAlignment) -> TextAttributes.Alignment {
    switch alignment {
    case .left, .justified: .left
    case .center: .center
    case .right: .right
    case .natural: .natural
    }
  }

  /// A number given as any of the types Swift code writes one in.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    case let value as NSUnderlineStyle: CGFloat(value.rawValue)
    default: nil
    }
  }
}
