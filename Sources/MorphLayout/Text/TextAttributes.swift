import Foundation

/// How a text is broken into lines and placed, and the character style of text given without runs:
/// the paragraph-level subset of Texture's attributed string and text node options that Morph
/// supports (`NSParagraphStyle`, `maximumNumberOfLines`, `truncationMode`, `truncationAttributedText`).
public struct TextAttributes: Hashable, Sendable, Codable {
  /// Where each line sits horizontally inside the text's box.
  public enum Alignment: String, Hashable, Sendable, Codable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// The writing direction's start edge; Morph lays out left-to-right text, so this is `left`.
    case natural
  }

  /// Where a text cut at ``maximumNumberOfLines`` loses its characters (the truncating cases of
  /// `NSLineBreakMode`).
  public enum TruncationMode: String, Hashable, Sendable, Codable {
    /// The last visible line keeps its start and ends with the token (`byTruncatingTail`).
    case tail
    /// The last visible line shows the token, then the end of its paragraph (`byTruncatingHead`).
    case head
    /// The last visible line shows the start and the end of its paragraph with the token between
    /// them (`byTruncatingMiddle`).
    case middle
    /// The lines past the limit are left out and no token is shown (`byClipping`).
    case clip
  }

  /// Where lines may break (the wrapping cases of `NSLineBreakMode`).
  public enum LineBreakMode: String, Hashable, Sendable, Codable {
    /// After runs of spaces and beside ideographs (Han, kana, Hangul), as CoreText breaks East Asian
    /// text; a word wider than the line is broken between characters (`byWordWrapping`).
    case wordWrap
    /// Between any two characters (`byCharWrapping`).
    case charWrap
  }

  /// The font of text given without runs (``TextRun``), and of a truncation token when no run gives one.
  public var font: Font
  /// The color of text given without runs.
  public var color: Color
  /// The horizontal alignment of the lines.
  public var alignment: Alignment
  /// Extra space between the bottom of one line and the top of the next, in points
  /// (`NSParagraphStyle.lineSpacing`).
  public var lineSpacing: CGFloat
  /// The most lines shown, 0 for no limit. When text is cut, the last line shows `truncationToken`
  /// as ``truncationMode`` says.
  public var maximumNumberOfLines: Int
  /// What the last visible line shows where text was cut, in the style of the characters next to it.
  public var truncationToken: String
  /// The truncation token as styled runs (Texture's `truncationAttributedText`); nil uses
  /// ``truncationToken``.
  public var truncationRuns: [TextRun]?
  /// Where a cut text loses its characters.
  public var truncationMode: TruncationMode
  /// Where lines may break.
  public var lineBreakMode: LineBreakMode
  /// The least height of a line, 0 for none (`NSParagraphStyle.minimumLineHeight`). A taller line
  /// box adds the room above the glyphs, as TextKit does.
  public var minimumLineHeight: CGFloat
  /// The most height of a line, 0 for no limit (`NSParagraphStyle.maximumLineHeight`). A shorter line
  /// box loses the room above the glyphs, as in TextKit.
  public var maximumLineHeight: CGFloat
  /// Extra space after the last line of each paragraph that another paragraph follows
  /// (`NSParagraphStyle.paragraphSpacing`).
  public var paragraphSpacing: CGFloat

  public init(
    font: Font = Font(), color: Color = .black, alignment: Alignment = .natural, lineSpacing: CGFloat = 0,
    maximumNumberOfLines: Int = 0, truncationToken: String = "…", truncationRuns: [TextRun]? = nil,
    truncationMode: TruncationMode = .tail, lineBreakMode: LineBreakMode = .wordWrap,
    minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, paragraphSpacing: CGFloat = 0
  ) {
    precondition(
      lineSpacing >= 0 && lineSpacing.isFinite, "TextAttributes: lineSpacing must be finite and not negative")
    precondition(maximumNumberOfLines >= 0, "TextAttributes: maximumNumberOfLines must not be negative")
    precondition(
      minimumLineHeight >= 0 && minimumLineHeight.isFinite && maximumLineHeight >= 0 && maximumLineHeight.isFinite,
      "TextAttributes: the minimum and maximum line heights must be finite and not negative")
    precondition(
      paragraphSpacing >= 0 && paragraphSpacing.isFinite,
      "TextAttributes: paragraphSpacing must be finite and not negative")
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.maximumNumberOfLines = maximumNumberOfLines
    self.truncationToken = truncationToken
    self.truncationRuns = truncationRuns
    self.truncationMode = truncationMode
    self.lineBreakMode = lineBreakMode
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
    self.paragraphSpacing = paragraphSpacing
  }

  /// The style of text given without runs: ``font`` and ``color``.
  public var characterStyle: CharacterStyle { CharacterStyle(font: font, color: color) }

  /// `text` as the one run that text given without runs is: in ``font`` and ``color``.
  public func run(_ text: String) -> TextRun { TextRun(text, style: characterStyle) }
}
