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

  /// Where the text laid out with this measurer is cached; nil (the default) measures every time.
  var layoutCache: TextLayoutCache? { get }
}
