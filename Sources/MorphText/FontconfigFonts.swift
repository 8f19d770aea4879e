import CFontconfig
import MorphLayout

/// Which of fontconfig's fonts have a glyph for every one of some scalars: one bit per font, in the
/// order of ``FontconfigFonts``.
struct FontCoverage: Hashable, Sendable {
  var words: [UInt64]

  /// Whether no font has them all.
  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }
}

/// The fonts fontconfig falls back to for some scalars in a family and weight: the first font in its
/// order that has all of them, and the first such color font.
struct FallbackMatches: Sendable {
  var plain: FontMatch?
  var color: FontMatch?
}

/// fontconfig's configuration, loaded once, and the character coverage of every font it lists, read
/// once.
///
/// Made once and never changed, so it is shared by threads without a lock: fontconfig (since 2.10.91)
/// may be queried from several threads at once about a configuration no thread changes, as every call
/// here does (`FcConfigSubstitute` changes only the pattern it is given, `FcFontMatch` and `FcFontSort`
/// only read the configuration), and a charset is only read.
final class FontconfigFonts: @unchecked Sendable {
  private let configuration: OpaquePointer
  /// The characters each font has glyphs for (nil for a font that lists none), in the order of the
  /// configuration's system fonts then application fonts, as `FcFontSort` reads them. Owned by the
  /// configuration's font patterns.
  private let charsets: [OpaquePointer?]

  /// Loads fontconfig's configuration and its fonts.
  ///
  /// - Throws: ``FontError/fontconfigUnavailable`` when fontconfig cannot load them.
  init() throws(FontError) {
    guard let configuration = FcInitLoadConfigAndFonts() else { throw .fontconfigUnavailable }
    self.configuration = configuration
    var charsets: [OpaquePointer?] = []
    for set in [FcSetSystem, FcSetApplication] {
      guard let fonts = FcConfigGetFonts(configuration, set) else { continue }
      for position in 0..<Int(fonts.pointee.nfont) {
        var charset: OpaquePointer?
        let found = fonts.pointee.fonts[position].map { FcPatternGetCharSet($0, FC_CHARSET, 0, &charset) }
        charsets.append(found == FcResultMatch ? charset : nil)
      }
    }
    self.charsets = charsets
  }

  deinit {
    FcConfigDestroy(configuration)
  }

  /// The fonts that have a glyph for every one of `scalars`.
  func coverage(of scalars: [Unicode.Scalar]) -> FontCoverage {
    var words = [UInt64](repeating: 0, count: (charsets.count + 63) / 64)
    for (position, charset) in charsets.enumerated() {
      guard let charset, scalars.allSatisfy({ FcCharSetHasChar(charset, FcChar32($0.value)) != 0 }) else { continue }
      words[position / 64] |= 1 << UInt64(position % 64)
    }
    return FontCoverage(words: words)
  }

  /// The best file for a family and CSS weight.
  func match(family: String, weight: Int) throws(FontError) -> FontMatch {
    guard let pattern = FcPatternCreate() else { throw .fontconfigUnavailable }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
    FcConfigSubstitute(configuration, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let found = FcFontMatch(configuration, pattern, &result) else { throw .noFontFound(family: family) }
    defer { FcPatternDestroy(found) }
    guard let path = Self.string(FC_FILE, at: 0, in: found) else { throw .noFontFound(family: family) }
    return FontMatch(path: path, index: Self.integer(FC_INDEX, in: found), families: Self.families(of: found))
  }

  /// The fonts fontconfig sorts first for a family and weight with `scalars` added to the request's
  /// charset, among those that have every one of them: the first, and the first color font.
  ///
  /// The answer holds for all scalars of the same ``FontCoverage``: a font's charset score is zero
  /// when it has them all, and its other scores do not depend on them, so the covering fonts rank
  /// alike whatever the scalars. (A sort without the charset would not do: fontconfig's language pass
  /// keeps the language score of only the first font to have each requested language, in the order
  /// the charset gave, so that order can move one covering font ahead of another.)
  func fallbacks(family: String, weight: Int, covering scalars: [Unicode.Scalar]) -> FallbackMatches {
    guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return FallbackMatches() }
    defer { FcPatternDestroy(pattern) }
    defer { FcCharSetDestroy(charset) }
    for scalar in scalars { FcCharSetAddChar(charset, FcChar32(scalar.value)) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcConfigSubstitute(configuration, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let sorted = FcFontSort(configuration, pattern, FcFalse, nil, &result) else { return FallbackMatches() }
    defer { FcFontSetDestroy(sorted) }
    var matches = FallbackMatches()
    for position in 0..<Int(sorted.pointee.nfont) {
      guard let candidate = sorted.pointee.fonts[position] else { continue }
      var coverage: OpaquePointer?
      guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &coverage) == FcResultMatch, let coverage,
        scalars.allSatisfy({ FcCharSetHasChar(coverage, FcChar32($0.value)) != 0 }),
        let path = Self.string(FC_FILE, at: 0, in: candidate)
      else { continue }
      let match = FontMatch(
        path: path, index: Self.integer(FC_INDEX, in: candidate), families: Self.families(of: candidate))
      if matches.plain == nil { matches.plain = match }
      if Self.isColor(candidate) {
        matches.color = match
        break
      }
    }
    return matches
  }

  private static func isColor(_ pattern: OpaquePointer) -> Bool {
    var value: FcBool = FcFalse
    return FcPatternGetBool(pattern, FC_COLOR, 0, &value) == FcResultMatch && value != FcFalse
  }

  private static func families(of pattern: OpaquePointer) -> [String] {
    var families: [String] = []
    while let family = string(FC_FAMILY, at: Int32(families.count), in: pattern) { families.append(family) }
    return families
  }

  private static func integer(_ property: String, in pattern: OpaquePointer) -> Int {
    var value: Int32 = 0
    return FcPatternGetInteger(pattern, property, 0, &value) == FcResultMatch ? Int(value) : 0
  }

  private static func string(_ property: String, at position: Int32, in pattern: OpaquePointer) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, property, position, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }
}
