import Foundation
import MorphLayout

/// Cuts a text its font lacks glyphs for into segments by the face that draws each grapheme cluster:
/// the font's own face where it has every glyph of the cluster, else the face fontconfig falls back to
/// for the cluster's scalars (default ignorable ones, such as variation selectors and joiners, aside).
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
      let drawing = primary.covers(character) ? nil : fallback(for: character, font: font)
      if drawing?.face !== current?.face {
        close(at: index)
        current = drawing
      }
      index = text.index(after: index)
    }
    close(at: text.endIndex)
    return segments
  }

  /// The face that draws `character` in place of `font`'s, nil when no installed font has its glyphs.
  private func fallback(for character: Character, font: Font) -> FallbackFace? {
    let scalars = Array(character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
    guard !scalars.isEmpty else { return nil }
    return catalog.fallbackFace(for: font, covering: scalars)
  }
}
