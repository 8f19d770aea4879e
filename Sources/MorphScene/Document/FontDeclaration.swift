import Foundation
import MorphLayout

/// The `font` of a text, button or editable text node; a key left out keeps its value (Morph's default
/// font, or in a state, the base declaration's).
struct FontDeclaration: Hashable, Sendable {
  /// The family name, as fontconfig knows it.
  var family: String?
  /// The em size in points.
  var size: CGFloat?
  /// The weight, 1…1000 (400 regular, 700 bold).
  var weight: Int?

  init(family: String? = nil, size: CGFloat? = nil, weight: Int? = nil) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// This font with the keys `override` gives replaced.
  func merging(_ override: FontDeclaration) -> FontDeclaration {
    FontDeclaration(
      family: override.family ?? family, size: override.size ?? size, weight: override.weight ?? weight)
  }

  /// The font it describes, with Morph's defaults for the keys left out.
  var font: Font {
    let fallback = Font()
    return Font(family: family ?? fallback.family, size: size ?? fallback.size, weight: weight ?? fallback.weight)
  }
}
