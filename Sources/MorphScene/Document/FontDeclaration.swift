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
  /// The Dynamic Type style (`textStyle: body`) giving the size and weight the keys above leave out,
  /// at the scene's content size category.
  var textStyle: TextStyle?

  init(family: String? = nil, size: CGFloat? = nil, weight: Int? = nil, textStyle: TextStyle? = nil) {
    self.family = family
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
  }

  /// This font with the keys `override` gives replaced; an override naming a text style takes the
  /// style's size and weight where it gives none.
  func merging(_ override: FontDeclaration) -> FontDeclaration {
    guard override.textStyle == nil else {
      return FontDeclaration(
        family: override.family ?? family, size: override.size, weight: override.weight, textStyle: override.textStyle)
    }
    return FontDeclaration(
      family: override.family ?? family, size: override.size ?? size, weight: override.weight ?? weight,
      textStyle: textStyle)
  }

  /// The font it describes at the run's content size category (`ContentSizeCategory.current`), with
  /// the text style's size and weight, else Morph's defaults, for the keys left out.
  var font: Font {
    let fallback = Font()
    let styled = textStyle.map { $0.size(at: .current) }
    return Font(
      family: family ?? fallback.family, size: size ?? styled?.pointSize ?? fallback.size,
      weight: weight ?? styled?.weight ?? fallback.weight)
  }
}
