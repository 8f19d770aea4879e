import CFontconfig
import Foundation
import MorphLayout

/// Finds font files through fontconfig and keeps the faces it opened.
///
/// A font is resolved by family and weight (CSS weights: 400 regular, 700 bold), so `DejaVu Sans` at
/// weight 700 is served by DejaVu Sans Bold. Matches and opened faces are cached for the catalog's
/// lifetime. Safe to use from several threads.
public final class FontCatalog: @unchecked Sendable {
  /// A catalog shared by the whole process, so faces are opened once.
  public static let shared = FontCatalog()

  private let lock = NSLock()
  private var configuration: OpaquePointer?
  private var matches: [String: [Int: FontMatch]] = [:]
  private var faces: [String: [Int: Result<FontFace, FontError>]] = [:]

  /// Makes an empty catalog; fontconfig's configuration is loaded on first use.
  public init() {}

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

  private func match(family: String, weight: Int) throws(FontError) -> FontMatch {
    lock.lock()
    defer { lock.unlock() }
    if let cached = matches[family]?[weight] { return cached }
    let match = try fontconfigMatch(family: family, weight: weight)
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
    var index: Int32 = 0
    if FcPatternGetInteger(found, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    var families: [String] = []
    while let family = string(FC_FAMILY, at: Int32(families.count), in: found) { families.append(family) }
    return FontMatch(path: path, index: Int(index), families: families)
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
