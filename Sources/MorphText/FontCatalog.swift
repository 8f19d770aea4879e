import CFontconfig
import Foundation
import MorphLayout

/// Finds font files through fontconfig and keeps the faces it opened.
///
/// A font is resolved by family and weight (CSS weights: 400 regular, 700 bold), so `DejaVu Sans` at
/// weight 700 is served by DejaVu Sans Bold. Matches and opened faces are cached for the catalog's
/// lifetime, and so is the fallback chosen for each family, weight and set of scalars. Safe to use from
/// several threads.
public final class FontCatalog: @unchecked Sendable {
  /// What a fallback is looked up by: the requested family and weight, and the scalars to draw.
  private struct FallbackKey: Hashable {
    var family: String
    var weight: Int
    var scalars: [Unicode.Scalar]
    var isColor: Bool
  }

  /// A catalog shared by the whole process, so faces are opened once.
  public static let shared = FontCatalog()

  private let lock = NSLock()
  private var configuration: OpaquePointer?
  private var matches: [String: [Int: FontMatch]] = [:]
  private var faces: [String: [Int: Result<FontFace, FontError>]] = [:]
  private var fallbacks: [FallbackKey: FontMatch?] = [:]

  /// The most fallback answers kept (per family, weight and character), and the most families whose
  /// matches are kept: past either, that cache starts again, so that text of ever new characters or
  /// documents naming ever new families use bounded memory.
  public let fallbackCapacity: Int
  public let familyCapacity: Int

  /// How many fallback answers and family matches are kept now.
  var cachedCounts: (fallbacks: Int, families: Int) { lock.withLock { (fallbacks.count, matches.count) } }

  /// Makes an empty catalog; fontconfig's configuration is loaded on first use.
  /// - Parameters:
  ///   - fallbackCapacity: the most fallback answers kept at once.
  ///   - familyCapacity: the most font families whose matches are kept at once.
  public init(fallbackCapacity: Int = 4096, familyCapacity: Int = 256) {
    precondition(fallbackCapacity > 0 && familyCapacity > 0, "FontCatalog: the capacities must be positive")
    self.fallbackCapacity = fallbackCapacity
    self.familyCapacity = familyCapacity
  }

  deinit {
    if let configuration { FcConfigDestroy(configuration) }
  }

  /// The face serving `font`'s family and weight.
  ///
  /// - Throws: ``FontError/familyNotFound(family:bestMatch:)`` when the family is not installed, or an
  ///   error saying why fontconfig or FreeType failed.
  public func face(for font: Font) throws(FontError) -> FontFace {
    let match = try self.match(family: font.family, weight: font.weight)
    guard match.belongs(to: font.family) else {
      throw .familyNotFound(family: font.family, bestMatch: match.families.first ?? match.path)
    }
    return try face(path: match.path, index: match.index)
  }

  /// The face fontconfig substitutes for `font`: the family's own face when it is installed, otherwise
  /// the closest installed font, as a browser does for an unknown `font-family`.
  public func bestFace(for font: Font) throws(FontError) -> FontFace {
    let match = try self.match(family: font.family, weight: font.weight)
    return try face(path: match.path, index: match.index)
  }

  /// The face at `index` of the font file at `path`, opened once and then reused (a file that fails to
  /// open is not tried again).
  public func face(path: String, index: Int = 0) throws(FontError) -> FontFace {
    lock.lock()
    defer { lock.unlock() }
    if let cached = faces[path]?[index] { return try cached.get() }
    let opened = Result { () throws(FontError) -> FontFace in try FontFace(path: path, index: index) }
    faces[path, default: [:]][index] = opened
    return try opened.get()
  }

  /// The face fontconfig falls back to for `scalars` (the scalars of one character that need glyphs)
  /// when `font` has no glyphs for them: the first font in fontconfig's order for the family and weight
  /// that has every one of them, as Chromium's fallback through Skia picks it; with `color`, the first
  /// color font (an emoji font, for a character asking for emoji presentation). Nil when no installed
  /// font qualifies, or the one found cannot be opened.
  public func fallbackFace(for font: Font, covering scalars: [Unicode.Scalar], color: Bool = false) -> FallbackFace? {
    let key = FallbackKey(family: font.family, weight: font.weight, scalars: scalars, isColor: color)
    let found: FontMatch? = lock.withLock {
      if let cached = fallbacks[key] { return cached }
      let match = try? fontconfigFallback(for: key)
      if fallbacks.count >= fallbackCapacity { fallbacks.removeAll(keepingCapacity: true) }
      fallbacks[key] = .some(match)
      return match
    }
    guard let found, let face = try? face(path: found.path, index: found.index) else { return nil }
    return FallbackFace(face: face, family: found.families.first ?? face.familyName)
  }

  private func match(family: String, weight: Int) throws(FontError) -> FontMatch {
    lock.lock()
    defer { lock.unlock() }
    if let cached = matches[family]?[weight] { return cached }
    let match = try fontconfigMatch(family: family, weight: weight)
    if matches[family] == nil, matches.count >= familyCapacity { matches.removeAll(keepingCapacity: true) }
    matches[family, default: [:]][weight] = match
    return match
  }

  /// Asks fontconfig for the best file for a family and CSS weight. Call with the lock held.
  private func fontconfigMatch(family: String, weight: Int) throws(FontError) -> FontMatch {
    let configuration = try loadedConfiguration()
    guard let pattern = FcPatternCreate() else { throw .fontconfigUnavailable }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
    FcConfigSubstitute(configuration, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let found = FcFontMatch(configuration, pattern, &result) else { throw .noFontFound(family: family) }
    defer { FcPatternDestroy(found) }
    guard let path = string(FC_FILE, at: 0, in: found) else { throw .noFontFound(family: family) }
    return FontMatch(path: path, index: integer(FC_INDEX, in: found), families: families(of: found))
  }

  /// Asks fontconfig for the fonts it would use for a family and weight, best first, with every scalar
  /// of `key` added to the request's charset, and returns the first that has them all (and is a color
  /// font, when the key asks for one). Call with the lock held.
  private func fontconfigFallback(for key: FallbackKey) throws(FontError) -> FontMatch? {
    let configuration = try loadedConfiguration()
    guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { throw .fontconfigUnavailable }
    defer { FcPatternDestroy(pattern) }
    defer { FcCharSetDestroy(charset) }
    for scalar in key.scalars { FcCharSetAddChar(charset, FcChar32(scalar.value)) }
    FcPatternAddString(pattern, FC_FAMILY, key.family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(key.weight)))
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcConfigSubstitute(configuration, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let sorted = FcFontSort(configuration, pattern, FcFalse, nil, &result) else { return nil }
    defer { FcFontSetDestroy(sorted) }
    for position in 0..<Int(sorted.pointee.nfont) {
      guard let candidate = sorted.pointee.fonts[position] else { continue }
      var coverage: OpaquePointer?
      guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &coverage) == FcResultMatch, let coverage,
        key.scalars.allSatisfy({ FcCharSetHasChar(coverage, FcChar32($0.value)) != 0 }),
        !key.isColor || isColor(candidate),
        let path = string(FC_FILE, at: 0, in: candidate)
      else { continue }
      return FontMatch(path: path, index: integer(FC_INDEX, in: candidate), families: families(of: candidate))
    }
    return nil
  }

  private func isColor(_ pattern: OpaquePointer) -> Bool {
    var value: FcBool = FcFalse
    return FcPatternGetBool(pattern, FC_COLOR, 0, &value) == FcResultMatch && value != FcFalse
  }

  private func families(of pattern: OpaquePointer) -> [String] {
    var families: [String] = []
    while let family = string(FC_FAMILY, at: Int32(families.count), in: pattern) { families.append(family) }
    return families
  }

  private func integer(_ property: String, in pattern: OpaquePointer) -> Int {
    var value: Int32 = 0
    return FcPatternGetInteger(pattern, property, 0, &value) == FcResultMatch ? Int(value) : 0
  }

  private func string(_ property: String, at position: Int32, in pattern: OpaquePointer) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, property, position, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }

  /// fontconfig's configuration, loaded on first use. Call with the lock held.
  private func loadedConfiguration() throws(FontError) -> OpaquePointer {
    if let configuration { return configuration }
    guard let loaded = FcInitLoadConfigAndFonts() else { throw .fontconfigUnavailable }
    configuration = loaded
    return loaded
  }
}
