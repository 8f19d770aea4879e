import Foundation
import MorphLayout

/// Finds font files through fontconfig and keeps the faces it opened.
///
/// A font is resolved by family and weight (CSS weights: 400 regular, 700 bold), so `DejaVu Sans` at
/// weight 700 is served by DejaVu Sans Bold. Opened faces are kept for the catalog's lifetime; the
/// match of each family and weight, the fonts that cover each character and the fallback chosen for
/// them are kept in caches of bounded size that drop the entries used longest ago. Safe to use from
/// several threads: the catalog's lock is held only to read or write those tables, never while
/// fontconfig or FreeType work, so a thread finding a font does not hold up others measuring text.
///
/// Falling back costs one fontconfig sort per family, weight and set of fonts covering a character
/// (all the CJK ideographs of a CJK font are one such set), not one per character: the fonts that
/// cover a character are read from the coverage fontconfig lists for every font, loaded once.
public final class FontCatalog: @unchecked Sendable {
  /// A family and CSS weight.
  private struct FontKey: Hashable {
    var family: String
    var weight: Int
  }

  /// What a fallback is looked up by: the requested family and weight, and the fonts that cover the
  /// scalars to draw.
  private struct FallbackKey: Hashable {
    var font: FontKey
    var coverage: FontCoverage
  }

  /// The faces a family and weight falls back to for some scalars (see ``FallbackMatches``).
  private struct FallbackFaces: Sendable {
    var plain: FallbackFace?
    var color: FallbackFace?
  }

  /// A catalog shared by the whole process, so faces are opened once.
  public static let shared = FontCatalog()

  /// The most fonts (family and weight) whose match is kept.
  public let familyCapacity: Int
  /// The most fallback answers kept, one per family, weight and set of fonts covering the characters.
  public let fallbackCapacity: Int
  /// The most characters (the scalars of a grapheme cluster) whose covering fonts are kept.
  public let coverageCapacity: Int

  private let lock = NSLock()
  private let fontconfig = ComputedOnce<Result<FontconfigFonts, FontError>>()
  private var faces: [String: [Int: ComputedOnce<Result<FontFace, FontError>>]] = [:]
  private var matches: LRUCache<FontKey, ComputedOnce<Result<FontMatch, FontError>>>
  private var coverages: LRUCache<[Unicode.Scalar], FontCoverage>
  private var fallbacks: LRUCache<FallbackKey, ComputedOnce<FallbackFaces>>
  private var fallbackSorts = 0

  /// How many family matches, coverages and fallback answers are kept now, and how many fontconfig
  /// sorts fallbacks have run.
  var cachedCounts: (matches: Int, coverages: Int, fallbacks: Int, sorts: Int) {
    lock.withLock { (matches.count, coverages.count, fallbacks.count, fallbackSorts) }
  }

  /// Makes an empty catalog; fontconfig's configuration is loaded on first use.
  /// - Parameters:
  ///   - familyCapacity: the most fonts (family and weight) whose match is kept at once.
  ///   - fallbackCapacity: the most fallback answers kept at once (one per family, weight and set of
  ///     fonts covering the characters, each the result of one fontconfig sort).
  ///   - coverageCapacity: the most characters whose covering fonts are kept at once.
  public init(familyCapacity: Int = 256, fallbackCapacity: Int = 1024, coverageCapacity: Int = 4096) {
    precondition(
      familyCapacity > 0 && fallbackCapacity > 0 && coverageCapacity > 0, "FontCatalog: the capacities must be positive"
    )
    self.familyCapacity = familyCapacity
    self.fallbackCapacity = fallbackCapacity
    self.coverageCapacity = coverageCapacity
    matches = LRUCache(capacity: familyCapacity)
    coverages = LRUCache(capacity: coverageCapacity)
    fallbacks = LRUCache(capacity: fallbackCapacity)
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
    let opening = lock.withLock {
      if let opening = faces[path]?[index] { return opening }
      let opening = ComputedOnce<Result<FontFace, FontError>>()
      faces[path, default: [:]][index] = opening
      return opening
    }
    return try opening.value { Result { () throws(FontError) in try FontFace(path: path, index: index) } }.get()
  }

  /// The face fontconfig falls back to for `scalars` (the scalars of one character that need glyphs)
  /// when `font` has no glyphs for them: the first font in fontconfig's order for the family and weight
  /// that has every one of them, as Chromium's fallback through Skia picks it; with `color`, the first
  /// color font (an emoji font, for a character asking for emoji presentation). Nil when no installed
  /// font qualifies, or the one found cannot be opened.
  public func fallbackFace(for font: Font, covering scalars: [Unicode.Scalar], color: Bool = false) -> FallbackFace? {
    guard let fontconfig = try? fontconfigFonts() else { return nil }
    let coverage = self.coverage(of: scalars, in: fontconfig)
    guard !coverage.isEmpty else { return nil }
    let key = FallbackKey(font: FontKey(family: font.family, weight: font.weight), coverage: coverage)
    let answer = lock.withLock {
      if let answer = fallbacks.value(for: key) { return answer }
      let answer = ComputedOnce<FallbackFaces>()
      fallbacks.insert(answer, for: key)
      return answer
    }
    let faces = answer.value {
      lock.withLock { fallbackSorts += 1 }
      let matches = fontconfig.fallbacks(family: font.family, weight: font.weight, covering: scalars)
      return FallbackFaces(plain: fallbackFace(matches.plain), color: fallbackFace(matches.color))
    }
    return color ? faces.color : faces.plain
  }

  /// The fonts that have every one of `scalars`, read from fontconfig's coverage once and then kept.
  private func coverage(of scalars: [Unicode.Scalar], in fontconfig: FontconfigFonts) -> FontCoverage {
    if let kept = lock.withLock({ coverages.value(for: scalars) }) { return kept }
    let coverage = fontconfig.coverage(of: scalars)
    lock.withLock { coverages.insert(coverage, for: scalars) }
    return coverage
  }

  /// The opened face of a fallback font, with the family a browser knows it by.
  private func fallbackFace(_ match: FontMatch?) -> FallbackFace? {
    guard let match, let face = try? face(path: match.path, index: match.index) else { return nil }
    return FallbackFace(face: face, family: match.families.first ?? face.familyName)
  }

  private func match(family: String, weight: Int) throws(FontError) -> FontMatch {
    let key = FontKey(family: family, weight: weight)
    let match = lock.withLock {
      if let match = matches.value(for: key) { return match }
      let match = ComputedOnce<Result<FontMatch, FontError>>()
      matches.insert(match, for: key)
      return match
    }
    return try match.value {
      Result { () throws(FontError) in try fontconfigFonts().match(family: family, weight: weight) }
    }.get()
  }

  /// fontconfig's configuration and fonts, loaded on first use (a failure is not retried).
  private func fontconfigFonts() throws(FontError) -> FontconfigFonts {
    try fontconfig.value { Result { () throws(FontError) in try FontconfigFonts() } }.get()
  }
}
