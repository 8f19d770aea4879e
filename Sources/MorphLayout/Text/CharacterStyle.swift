import Foundation

/// How the characters of one run look: the character-level attributes of an attributed string
/// (`.font`, `.foregroundColor`, `.kern`, `.underlineStyle`, `.backgroundColor`).
public struct CharacterStyle: Hashable, Sendable, Codable {
  /// The font the characters are set in.
  public var font: Font
  /// The color of the glyphs.
  public var color: Color
  /// Extra advance after each character, in points (`NSAttributedString.Key.kern`, CSS
  /// `letter-spacing`); it may be negative.
  public var kern: CGFloat
  /// Whether the characters are underlined (a single line, `NSUnderlineStyle.single`).
  public var underline: Bool
  /// The color filled behind the characters, from their run's ascent to its descent; nil for none.
  public var backgroundColor: Color?

  /// A style; the defaults are Morph's default font in black, with no kern, underline or background.
  public init(
    font: Font = Font(), color: Color = .black, kern: CGFloat = 0, underline: Bool = false,
    backgroundColor: Color? = nil
  ) {
    precondition(kern.isFinite, "CharacterStyle: the kern must be finite")
    self.font = font
    self.color = color
    self.kern = kern
    self.underline = underline
    self.backgroundColor = backgroundColor
  }
}
