/// Why a font could not be found or opened.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// fontconfig could not load its configuration and font list.
  case fontconfigUnavailable
  /// fontconfig found no font file at all for the request (no fonts are installed).
  case noFontFound(family: String)
  /// The family is not installed; `bestMatch` is the family fontconfig would substitute.
  case familyNotFound(family: String, bestMatch: String)
  /// FreeType could not be initialised.
  case freeTypeUnavailable(code: Int32)
  /// FreeType could not open the face at `index` in the file at `path`.
  case faceLoadFailed(path: String, index: Int, code: Int32)
  /// The face has no outlines (a bitmap-only font), so it cannot be measured at any size.
  case notScalable(path: String)

  public var description: String {
    switch self {
    case .fontconfigUnavailable:
      return "fontconfig could not load its configuration"
    case .noFontFound(let family):
      return "no font file matches '\(family)': are any fonts installed?"
    case .familyNotFound(let family, let bestMatch):
      return "the font family '\(family)' is not installed (the closest installed family is '\(bestMatch)')"
    case .freeTypeUnavailable(let code):
      return "FreeType could not be initialised (error \(code))"
    case .faceLoadFailed(let path, let index, let code):
      return "FreeType could not open face \(index) of \(path) (error \(code))"
    case .notScalable(let path):
      return "\(path) has no outlines and cannot be scaled"
    }
  }
}
