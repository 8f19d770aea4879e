import Foundation

/// A stretch of text in one character style: one attribute run of an attributed string.
///
/// A text made of several runs (a bold name, then regular text, then a gray timestamp) is laid out as
/// one text: lines break across runs, each run measured in its own font and kern.
public struct TextRun: Hashable, Sendable, Codable {
  /// The characters of the run.
  public var text: String
  /// How they look.
  public var style: CharacterStyle

  /// A run of `text` in a style given attribute by attribute.
  public init(
    _ text: String, font: Font = Font(), color: Color = .black, kern: CGFloat = 0, underline: Bool = false,
    backgroundColor: Color? = nil
  ) {
    self.init(
      text,
      style: CharacterStyle(
        font: font, color: color, kern: kern, underline: underline, backgroundColor: backgroundColor))
  }

  /// A run of `text` in `style`.
  public init(_ text: String, style: CharacterStyle) {
    self.text = text
    self.style = style
  }

  /// The font the run is set in.
  public var font: Font {
    get { style.font }
    set { style.font = newValue }
  }

  /// The color of the run's glyphs.
  public var color: Color {
    get { style.color }
    set { style.color = newValue }
  }

  /// Extra advance after each character, in points.
  public var kern: CGFloat {
    get { style.kern }
    set { style.kern = newValue }
  }

  /// Whether the run is underlined.
  public var underline: Bool {
    get { style.underline }
    set { style.underline = newValue }
  }

  /// The color behind the run, nil for none.
  public var backgroundColor: Color? {
    get { style.backgroundColor }
    set { style.backgroundColor = newValue }
  }
}
