import Foundation
import MorphLayout

// Where a text node's characters are drawn: Texture's TextKit queries of `ASTextNode`, answered from the
// lines Morph lays the text out in for the node's current bounds. Ranges count UTF-16 code units, as
// `NSRange` does; rects are in the node's coordinate space (inside its `textContainerInset`, moved by
// its `shadowPadding` as Texture moves them).
extension ASTextNode {
  /// Texture's `rects(forTextRange:)`: one rect per line the range covers, from its first character's
  /// left edge to its last one's right edge, and from the line's ascent above the baseline to its
  /// descent below.
  public func rects(forTextRange textRange: NSRange) -> [NSValue] {
    lineFragments(of: textRange).map { NSValue(cgRect: $0.glyphBand) }
  }

  /// Texture's `highlightRects(forTextRange:)`: the rects a selection highlight fills — the first and
  /// last lines' parts as in ``rects(forTextRange:)``, and the lines between them as one block.
  public func highlightRects(forTextRange textRange: NSRange) -> [NSValue] {
    let bands = lineFragments(of: textRange).map(\.glyphBand)
    guard bands.count > 2 else { return bands.map { NSValue(cgRect: $0) } }
    let middle = bands.dropFirst().dropLast().reduce(CGRect.null) { $0.union($1) }
    return [bands[0], middle, bands[bands.count - 1]].map { NSValue(cgRect: $0) }
  }

  /// Texture's `frame(forTextRange:)`: the rect enclosing the line boxes of the range's characters.
  public func frame(forTextRange textRange: NSRange) -> CGRect {
    let frame = lineFragments(of: textRange).reduce(CGRect.null) { $0.union($1.lineBox) }
    return frame.isNull ? .zero : frame
  }

  /// Texture's `trailingRect()`: the room after the last character — from its right edge and its line's
  /// top to the text area's right and bottom edges; the whole text area for empty text.
  public func trailingRect() -> CGRect {
    let area = textArea
    let length = (text as NSString).length
    guard length > 0, let last = lineFragments(of: NSRange(location: length - 1, length: 1)).last else {
      return area
    }
    let origin = CGPoint(x: last.glyphBand.maxX, y: last.lineBox.minY)
    return CGRect(x: origin.x, y: origin.y, width: area.maxX - origin.x, height: area.maxY - origin.y)
  }

  /// The rect the text is laid out in: the bounds inside `textContainerInset`, moved by
  /// `shadowPadding`.
  private var textArea: CGRect {
    let inset = textContainerInset
    let padding = shadowPadding
    return CGRect(
      x: inset.left - padding.left, y: inset.top - padding.top,
      width: max(bounds.width - inset.left - inset.right, 0), height: max(bounds.height - inset.top - inset.bottom, 0))
  }

  /// The part of one laid-out line that a range covers.
  private struct LineFragment {
    /// From the first character's left edge to the last one's right edge, ascent to descent.
    var glyphBand: CGRect
    /// The same horizontal span over the whole line box.
    var lineBox: CGRect
  }

  /// The parts of the laid-out lines that `range` covers, top to bottom.
  private func lineFragments(of range: NSRange) -> [LineFragment] {
    let area = textArea
    let layout = textLayout(width: area.width)
    let source = text
    var cursor = source.startIndex
    var fragments: [LineFragment] = []
    for (index, line) in layout.lines.enumerated() {
      var shown = line.text
      if layout.isTruncated, index == layout.lines.count - 1, shown.hasSuffix(attributes.truncationToken) {
        shown.removeLast(attributes.truncationToken.count)
      }
      guard !shown.isEmpty, let found = source.range(of: shown, options: [], range: cursor..<source.endIndex)
      else { continue }
      let start = source.utf16.distance(from: source.startIndex, to: found.lowerBound)
      let end = source.utf16.distance(from: source.startIndex, to: found.upperBound)
      cursor = found.upperBound
      let from = max(range.location, start)
      let to = min(range.location + range.length, end)
      guard from < to else { continue }
      let lineX = area.minX + layout.xOffset(of: line, containerWidth: area.width)
      let left = lineX + advance(of: line, toUTF16Offset: from - start)
      let right = lineX + advance(of: line, toUTF16Offset: to - start)
      let top = area.minY + line.top
      let ascentTop = area.minY + line.baseline - line.metrics.ascent
      fragments.append(
        LineFragment(
          glyphBand: CGRect(
            x: left, y: ascentTop, width: right - left, height: line.metrics.ascent + line.metrics.descent),
          lineBox: CGRect(x: left, y: top, width: right - left, height: line.height)))
    }
    return fragments
  }

  /// How far from the line's start the character at a UTF-16 offset of the line's text begins.
  private func advance(of line: TextLayout.Line, toUTF16Offset offset: Int) -> CGFloat {
    var remaining = offset
    for run in line.runs {
      let length = run.text.utf16.count
      if remaining >= length {
        remaining -= length
        continue
      }
      let utf16 = run.text.utf16
      let cut = utf16.index(utf16.startIndex, offsetBy: remaining)
      let prefix = run.text[..<(String.Index(cut, within: run.text) ?? run.text.endIndex)]
      return run.x + measurer.width(of: prefix, font: run.style.font) + run.style.kern * CGFloat(prefix.count)
    }
    return line.width
  }
}
