import Foundation
import MorphLayout

/// Measures text with FreeType, finding fonts through fontconfig: Morph's real ``TextMeasuring``.
///
/// Widths match headless Chromium to within 1/64 px for fonts with a `kern` table, provided the page
/// turns ligatures off (`font-variant-ligatures: none`). Line metrics match `line-height: normal`.
///
/// A font whose family is not installed is measured with fontconfig's closest match, as a browser does;
/// use ``FontCatalog/face(for:)`` first to report such fonts. Should even the closest match fail to
/// open, the fallback face chosen when the measurer was made is used.
///
/// Characters the font has no glyphs for (emoji, or CJK in a Latin font) are measured in the font
/// fontconfig falls back to for them, grapheme cluster by grapheme cluster, and
/// ``segments(of:font:)`` names that font; text the font covers is measured in one pass, with no
/// per-character lookups. Safe to use from several threads.
public final class FreeTypeTextMeasurer: TextMeasuring, TextOutlining {
  /// Where fonts are found and cached.
  public let catalog: FontCatalog
  /// The face used when a font cannot be opened at all.
  public let fallbackFace: FontFace
  /// The text this measurer has broken into lines, by (string, attributes, width).
  public let layoutCache: TextLayoutCache? = TextLayoutCache()

  /// Makes a measurer; `fallback` must name an installed family, so that every font can be measured.
  ///
  /// - Throws: ``FontError`` when the fallback family is not installed or cannot be opened.
  public init(catalog: FontCatalog = .shared, fallback: Font = Font()) throws(FontError) {
    self.catalog = catalog
    self.fallbackFace = try catalog.face(for: fallback)
  }

  /// The face that measures `font`: its own face, fontconfig's closest match, or the fallback face.
  public func face(for font: Font) -> FontFace {
    (try? catalog.bestFace(for: font)) ?? fallbackFace
  }

  public func metrics(for font: Font) -> FontMetrics {
    face(for: font).metrics(size: font.size)
  }

  public func width(of text: Substring, font: Font) -> CGFloat {
    let primary = face(for: font)
    if let width = primary.coveredWidth(of: text, size: font.size) { return width }
    return FallbackSegmenter(catalog: catalog).segments(of: text, font: font, primary: primary)
      .reduce(0) { $0 + $1.width }
  }

  /// The outlines of `text` in the face that measures `font`.
  public func outline(of text: Substring, font: Font) -> TextOutline {
    face(for: font).outline(of: text, size: font.size)
  }

  public func segments(of text: Substring, font: Font) -> [FontSegment] {
    guard !text.isEmpty else { return [] }
    let primary = face(for: font)
    if let width = primary.coveredWidth(of: text, size: font.size) {
      return [FontSegment(range: text.startIndex..<text.endIndex, width: width)]
    }
    return FallbackSegmenter(catalog: catalog).segments(of: text, font: font, primary: primary)
  }
}
