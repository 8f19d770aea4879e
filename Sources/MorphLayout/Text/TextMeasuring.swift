import Foundation

/// Measures text for layout. The layout module never reads fonts itself: a measurer is injected into
/// each ``TextNode`` (FreeType in `MorphText`, an arithmetic font in tests).
///
/// Implementations must be safe to call from several threads at once.
public protocol TextMeasuring: Sendable {
  /// The vertical metrics of a font.
  func metrics(for font: Font) -> FontMetrics

  /// The advance width of a single line of text in the font, kerning included, in points.
  func width(of text: Substring, font: Font) -> CGFloat

  /// `text` cut where the font drawing it changes, each segment measured in its font, in order and
  /// covering all of `text`: the characters `font` has glyphs for, and those a fallback font draws.
  ///
  /// The default is one segment of the whole text in `font`, measured with ``width(of:font:)``, for a
  /// measurer that does not fall back; an empty text gives no segments.
  func segments(of text: Substring, font: Font) -> [FontSegment]

  /// Where the text laid out with this measurer is cached; nil (the default) measures every time.
  var layoutCache: TextLayoutCache? { get }
}

extension TextMeasuring {
  public func segments(of text: Substring, font: Font) -> [FontSegment] {
    guard !text.isEmpty else { return [] }
    return [FontSegment(range: text.startIndex..<text.endIndex, width: width(of: text, font: font))]
  }
}
