import Foundation

/// How a text looks and how it is broken into lines: the subset of Texture's attributed string and
/// text node options that Morph supports.
public struct TextAttributes: Hashable, Sendable {
  /// Where each line sits horizontally inside the text's box.
  public enum Alignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// The writing direction's start edge; Morph lays out left-to-right text, so this is `left`.
    case natural
  }

  /// The font every character is set in.
  public var font: Font
  /// The color of the glyphs.
  public var color: Color
  /// The horizontal alignment of the lines.
  public var alignment: Alignment
  /// Extra space between the bottom of one line and the top of the next, in points
  /// (`NSParagraphStyle.lineSpacing`).
  public var lineSpacing: CGFloat
  /// The most lines shown, 0 for no limit. When text is cut, the last line ends with `truncationToken`.
  public var maximumNumberOfLines: Int
  /// What the last visible line ends with when text is cut.
  public var truncationToken: String

  public init(
    font: Font = Font(), color: Color = .black, alignment: Alignment = .natural, lineSpacing: CGFloat = 0,
    maximumNumberOfLines: Int = 0, truncationToken: String = "…"
  ) {
    precondition(lineSpacing >= 0 && lineSpacing.isFinite, "TextAttributes: lineSpacing must be finite and not negative")
    precondition(maximumNumberOfLines >= 0, "TextAttributes: maximumNumberOfLines must not be negative")
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.maximumNumberOfLines = maximumNumberOfLines
    self.truncationToken = truncationToken
  }
}
