import CFreeType
import Foundation
import MorphLayout

/// One face of a font file, opened with FreeType and measured in font design units.
///
/// Widths are the sum of unhinted glyph advances plus the pair kerning of the font's `kern` table,
/// computed in design units and scaled once to the requested size. This is what Chromium computes for
/// the same text with ligatures turned off (`font-variant-ligatures: none`), before it snaps the result
/// to 1/64 px. Scalars the face has no glyph for are measured with its `.notdef` glyph.
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
  /// Design units per em.
  public let unitsPerEm: Int
  /// The typographic ascender in design units, positive above the baseline.
  public let ascender: Int
  /// The typographic descender in design units, positive below the baseline.
  public let descender: Int
  /// The extra line gap in design units (the font's line height minus ascender and descender).
  public let lineGap: Int
  /// Whether the face has a `kern` table that pair kerning is read from.
  public let hasKerning: Bool

  private let lock = NSLock()
  private let library: FT_Library
  private let face: FT_Face
  private var glyphIndices: [Unicode.Scalar: FT_UInt] = [:]
  private var advances: [FT_UInt: Int] = [:]

  /// Opens face `index` of the font file at `path`.
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
    guard record.units_per_EM > 0 else {
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
    self.unitsPerEm = Int(record.units_per_EM)
    self.ascender = Int(record.ascender)
    self.descender = -Int(record.descender)
    self.lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
    self.hasKerning = cft_has_kerning(face) != 0
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
    scaled(designWidth(of: text), to: size)
  }

  /// The advance width of `text` in design units, kerning included.
  public func designWidth(of text: Substring) -> Int {
    lock.withLock {
      var total = 0
      var previous: FT_UInt = 0
      for scalar in text.unicodeScalars {
        let glyph = glyphIndex(of: scalar)
        total += advance(of: glyph)
        if hasKerning && previous != 0 && glyph != 0 {
          total += kerning(between: previous, and: glyph)
        }
        previous = glyph
      }
      return total
    }
  }

  private func scaled(_ units: Int, to size: CGFloat) -> CGFloat {
    CGFloat(units) * size / CGFloat(unitsPerEm)
  }

  /// The glyph for a scalar (0, the `.notdef` glyph, when the face has none). Call with the lock held.
  private func glyphIndex(of scalar: Unicode.Scalar) -> FT_UInt {
    if let cached = glyphIndices[scalar] { return cached }
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
    glyphIndices[scalar] = glyph
    return glyph
  }

  /// The unhinted advance of a glyph in design units. Call with the lock held.
  private func advance(of glyph: FT_UInt) -> Int {
    if let cached = advances[glyph] { return cached }
    var advance: FT_Fixed = 0
    let error = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance)
    let units = error == 0 ? Int(advance) : 0
    advances[glyph] = units
    return units
  }

  /// The horizontal pair kerning in design units, from the `kern` table. Call with the lock held.
  private func kerning(between left: FT_UInt, and right: FT_UInt) -> Int {
    var vector = FT_Vector()
    let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
    return error == 0 ? Int(vector.x) : 0
  }
}
