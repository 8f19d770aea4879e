import Foundation
import MorphLayout

/// Cuts a text its font lacks glyphs for into segments by the face that draws each grapheme cluster:
/// the font's own face where it has every glyph of the cluster, else the face fontconfig falls back to
/// for the cluster's scalars (default ignorable ones, such as variation selectors and joiners, aside).
/// A cluster asking for emoji presentation (U+FE0F, as in ❤️) goes to a color font that has it even
/// when the font has an outline glyph, as browsers draw it.
/// Adjacent clusters drawn by one face are measured together, so its kerning applies between them.
struct FallbackSegmenter {
  /// Where fallback faces are found.
  let catalog: FontCatalog

  /// The segments of `text` in `font`, whose face is `primary`.
  func segments(of text: Substring, font: Font, primary: FontFace) -> [FontSegment] {
    var segments: [FontSegment] = []
    var start = text.startIndex
    var current: FallbackFace?
    func close(at end: String.Index) {
      guard start < end else { return }
      let face = current?.face ?? primary
      let fallback = current.map { FallbackFont(family: $0.family, metrics: $0.face.metrics(size: font.size)) }
      segments.append(
        FontSegment(range: start..<end, width: face.width(of: text[start..<end], size: font.size), fallback: fallback))
      start = end
    }
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let drawing = face(drawing: character, font: font, primary: primary)
      if drawing?.face !== current?.face {
        close(at: index)
        current = drawing
      }
      index = text.index(after: index)
    }
    close(at: text.endIndex)
    return segments
  }

  /// The face that draws `character` in place of `font`'s, nil when `font`'s face draws it (or no
  /// installed font has its glyphs).
  private func face(drawing character: Character, font: Font, primary: FontFace) -> FallbackFace? {
    let scalars = Array(character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
    guard !scalars.isEmpty else { return nil }
    if character.unicodeScalars.contains(FontFace.emojiPresentationSelector),
      let emoji = catalog.fallbackFace(for: font, covering: scalars, color: true)
    {
      return emoji.face === primary ? nil : emoji
    }
    return primary.covers(character) ? nil : catalog.fallbackFace(for: font, covering: scalars)
  }
}
