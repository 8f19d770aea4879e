import Foundation
import MorphLayout

/// Measures text with FreeType, finding fonts through fontconfig: Morph's real ``TextMeasuring``.
///
/// Widths match headless Chromium to within 1/64 px for fonts with a `kern` table, provided the page
/// turns ligatures off (`font-variant-ligatures: none`). Line metrics match `line-height: normal`.
///
/// A font whose family is not installed is measured with fontconfig's closest match, as a browser does;
/// use ``FontCatalog/face(for:)`` first to report such fonts. Should even the closest match fail to
/// open, the fallback face chosen when the measurer was made is used. Safe to use from several threads.
public final class FreeTypeTextMeasurer: TextMeasuring {
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
    face(for: font).width(of: text, size: font.size)
  }
}
