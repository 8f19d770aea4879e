import CFreeType
import Foundation
import MorphLayout

/// One face of a font file, opened with FreeType and measured in font units.
///
/// Widths are the sum of unhinted glyph advances plus the pair kerning of the font's `kern` table,
/// computed in font units and scaled once to the requested size. This is what Chromium computes for
/// the same text with ligatures turned off (`font-variant-ligatures: none`), before it snaps the result
/// to 1/64 px. Scalars the face has no glyph for are measured with its `.notdef` glyph, except default
/// ignorable ones (variation selectors, joiners), which a browser hides and which take no room.
///
/// A face without outlines but with bitmap strikes (a color emoji font such as Noto Color Emoji, whose
/// glyphs are PNG images) is measured at its largest strike and scaled to the requested size, as Skia
/// scales it: its units are 1/64 px of that strike. Each of its glyph advances is then rounded to whole
/// points, as Chromium places the glyphs of a bitmap font named in `font-family` (without subpixel
/// positioning). Such a font draws each emoji sequence (a skin tone, a flag, a keycap, a family joined
/// by ZWJ) as one glyph, a ligature FreeType cannot look up without shaping: each grapheme cluster is
/// measured as the glyph of its first scalar.
///
/// Safe to use from several threads: every FreeType call happens under the face's lock.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
  /// The font file.
  public let path: String
  /// The index of the face inside the file (collections hold several).
  public let index: Int
  /// The family name stored in the font.
  public let familyName: String
  /// The style name stored in the font, for example `Bold`.
  public let styleName: String
  /// Font units per em: the design units per em of an outline face, 64 × the pixels per em of the
  /// strike a bitmap face is measured at.
  public let unitsPerEm: Int
  /// The typographic ascender in font units, positive above the baseline.
  public let ascender: Int
  /// The typographic descender in font units, positive below the baseline.
  public let descender: Int
  /// The extra line gap in font units (the font's line height minus ascender and descender).
  public let lineGap: Int
  /// Whether the face has a `kern` table that pair kerning is read from.
  public let hasKerning: Bool
  /// Whether the face has outlines; when not, it is measured at a bitmap strike.
  public let isScalable: Bool

  let lock = NSLock()
  private let library: FT_Library
  let face: FT_Face
  private var glyphIndices: [Unicode.Scalar: FT_UInt] = [:]
  private var advances: [FT_UInt: Int] = [:]

  /// Opens face `index` of the font file at `path`.
  ///
  /// - Throws: ``FontError/faceLoadFailed(path:index:code:)`` when FreeType cannot open it, or
  ///   ``FontError/notScalable(path:)`` when it has neither outlines nor a bitmap strike to measure.
  public init(path: String, index: Int = 0) throws(FontError) {
    var library: FT_Library?
    let initError = FT_Init_FreeType(&library)
    guard initError == 0, let library else { throw .freeTypeUnavailable(code: initError) }
    var face: FT_Face?
    let loadError = FT_New_Face(library, path, FT_Long(index), &face)
    guard loadError == 0, let face else {
      FT_Done_FreeType(library)
      throw .faceLoadFailed(path: path, index: index, code: loadError)
    }
    let record = face.pointee
    let isScalable = cft_is_scalable(face) != 0 && record.units_per_EM > 0
    let units: (perEm: Int, ascender: Int, descender: Int, height: Int)
    if isScalable {
      units = (Int(record.units_per_EM), Int(record.ascender), Int(record.descender), Int(record.height))
    } else if let strike = Self.largestStrike(of: face), FT_Select_Size(face, strike) == 0,
      let size = face.pointee.size?.pointee.metrics, size.y_ppem > 0
    {
      units = (Int(size.y_ppem) * 64, Int(size.ascender), Int(size.descender), Int(size.height))
    } else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .notScalable(path: path)
    }
    self.library = library
    self.face = face
    self.path = path
    self.index = index
    self.familyName = record.family_name.map { String(cString: $0) } ?? ""
    self.styleName = record.style_name.map { String(cString: $0) } ?? ""
    self.isScalable = isScalable
    self.unitsPerEm = units.perEm
    self.ascender = units.ascender
    self.descender = -units.descender
    self.lineGap = units.height - units.ascender + units.descender
    self.hasKerning = cft_has_kerning(face) != 0
  }

  /// The index of the strike with the most pixels per em, nil for a face without strikes.
  private static func largestStrike(of face: FT_Face) -> FT_Int? {
    guard cft_has_fixed_sizes(face) != 0, let sizes = face.pointee.available_sizes else { return nil }
    let count = Int(face.pointee.num_fixed_sizes)
    return (0..<count).max { sizes[$0].y_ppem < sizes[$1].y_ppem }.map { FT_Int($0) }
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  public var description: String { "\(familyName) \(styleName) (\(path)#\(index))" }

  /// The vertical metrics at `size`, each of ascender, descender and line gap rounded to whole points
  /// the way Blink rounds them, so that `lineHeight` equals a browser's `line-height: normal`.
  public func metrics(size: CGFloat) -> FontMetrics {
    FontMetrics(
      ascent: scaled(ascender, to: size).rounded(),
      descent: scaled(descender, to: size).rounded(),
      lineGap: scaled(lineGap, to: size).rounded())
  }

  /// The advance width of `text` on one line at `size`, kerning included, in points.
  public func width(of text: Substring, size: CGFloat) -> CGFloat {
    lock.withLock { points(of: text, size: size, requiringGlyphs: false) ?? 0 }
  }

  /// The advance width of `text` on one line at `size`, kerning included, in points, when the face has
  /// a glyph for every scalar that needs one and the text asks for no emoji presentation (U+FE0F); nil
  /// otherwise, when a fallback font may have to draw some of it.
  public func coveredWidth(of text: Substring, size: CGFloat) -> CGFloat? {
    lock.withLock { points(of: text, size: size, requiringGlyphs: true) }
  }

  /// The advance width of `text` in font units, kerning included, scalar by scalar.
  public func designWidth(of text: Substring) -> Int {
    lock.withLock { units(of: text.unicodeScalars, requiringGlyphs: false) ?? 0 }
  }

  /// U+FE0F VARIATION SELECTOR-16, which asks for the emoji (color) presentation of the character before it.
  public static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

  /// Whether the face has a glyph for every scalar of `character` that needs one (all but the default
  /// ignorable ones: variation selectors, joiners, tags).
  public func covers(_ character: Character) -> Bool {
    lock.withLock {
      character.unicodeScalars.allSatisfy { glyphIndex(of: $0) != 0 || $0.properties.isDefaultIgnorableCodePoint }
    }
  }

  /// The width of `text` at `size` in points: its advances and pair kerning in font units scaled once
  /// for an outline face, each cluster's advance scaled and rounded to whole points for a bitmap face;
  /// nil when `requiringGlyphs` and a scalar other than a default ignorable one has no glyph, or the
  /// text asks for emoji presentation. Call with the lock held.
  private func points(of text: Substring, size: CGFloat, requiringGlyphs: Bool) -> CGFloat? {
    guard !isScalable else {
      return units(of: text.unicodeScalars, requiringGlyphs: requiringGlyphs).map { scaled($0, to: size) }
    }
    var total: CGFloat = 0
    for cluster in text {
      guard let scalar = cluster.unicodeScalars.first(where: { !$0.properties.isDefaultIgnorableCodePoint }) else {
        continue
      }
      let glyph = glyphIndex(of: scalar)
      if glyph == 0 && requiringGlyphs { return nil }
      total += scaled(advance(of: glyph), to: size).rounded()
    }
    return total
  }

  /// The sum of the scalars' advances and pair kerning in font units; nil when `requiringGlyphs` and a
  /// scalar other than a default ignorable one has no glyph, or is the emoji presentation selector.
  /// Call with the lock held.
  private func units(of scalars: Substring.UnicodeScalarView, requiringGlyphs: Bool) -> Int? {
    var total = 0
    var previous: FT_UInt = 0
    for scalar in scalars {
      if requiringGlyphs && scalar == Self.emojiPresentationSelector { return nil }
      let glyph = glyphIndex(of: scalar)
      if glyph == 0 {
        if scalar.properties.isDefaultIgnorableCodePoint { continue }
        if requiringGlyphs { return nil }
      }
      total += advance(of: glyph)
      if hasKerning && previous != 0 && glyph != 0 {
        total += kerning(between: previous, and: glyph)
      }
      previous = glyph
    }
    return total
  }

  private func scaled(_ units: Int, to size: CGFloat) -> CGFloat {
    CGFloat(units) * size / CGFloat(unitsPerEm)
  }

  /// The glyph for a scalar (0, the `.notdef` glyph, when the face has none). Call with the lock held.
  func glyphIndex(of scalar: Unicode.Scalar) -> FT_UInt {
    if let cached = glyphIndices[scalar] { return cached }
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
    glyphIndices[scalar] = glyph
    return glyph
  }

  /// The unhinted advance of a glyph in font units: from the outline face's metrics, or the advance of
  /// the bitmap at the strike (loaded with `FT_LOAD_COLOR`, its image left undecoded). Call with the
  /// lock held.
  func advance(of glyph: FT_UInt) -> Int {
    if let cached = advances[glyph] { return cached }
    let units: Int
    if isScalable {
      var advance: FT_Fixed = 0
      let error = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance)
      units = error == 0 ? Int(advance) : 0
    } else {
      let error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY))
      units = error == 0 ? Int(face.pointee.glyph.pointee.advance.x) : 0
    }
    advances[glyph] = units
    return units
  }

  /// The horizontal pair kerning in design units, from the `kern` table. Call with the lock held.
  func kerning(between left: FT_UInt, and right: FT_UInt) -> Int {
    var vector = FT_Vector()
    let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
    return error == 0 ? Int(vector.x) : 0
  }
}
