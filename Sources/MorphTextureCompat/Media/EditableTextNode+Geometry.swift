import Foundation
import MorphLayout

extension ASEditableTextNode {
  /// Texture's `frameForText(_:)`: the box of the characters in `textRange` (UTF-16 units of the text)
  /// in the node's coordinates — from Morph's line breaking of the text at the node's width (unbounded
  /// before it is laid out), offset by `textContainerInset`. A range over several lines gets the union
  /// of its boxes on each; an empty range gets the caret's zero-width box. Zero for a range the shown
  /// lines do not hold.
  public func frameForText(_ textRange: NSRange) -> CGRect {
    guard !isDisplayingPlaceholder() else { return .zero }
    let inset = textContainerInset
    let width =
      calculatedSize.width > 0 ? max(calculatedSize.width - inset.left - inset.right, 0) : .greatestFiniteMagnitude
    let layout = textLayout(width: width)
    let string = text as NSString
    var cursor = 0
    var frame: CGRect?
    for line in layout.lines {
      let found = string.range(of: line.text, range: NSRange(location: cursor, length: string.length - cursor))
      guard found.location != NSNotFound else { break }
      cursor = NSMaxRange(found)
      let start = max(textRange.location, found.location)
      let end = min(NSMaxRange(textRange), NSMaxRange(found))
      let holdsCaret = textRange.length == 0 && frame == nil && textRange.location <= NSMaxRange(found)
      guard start < end || (holdsCaret && start == end) else { continue }
      let before = string.substring(with: NSRange(location: found.location, length: start - found.location))
      let covered = string.substring(with: NSRange(location: start, length: end - start))
      let lineX =
        width.isFinite && width < .greatestFiniteMagnitude ? layout.xOffset(of: line, containerWidth: width) : 0
      let box = CGRect(
        x: inset.left + lineX + measurer.width(of: Substring(before), font: attributes.font),
        y: inset.top + line.top,
        width: measurer.width(of: Substring(covered), font: attributes.font),
        height: line.height)
      frame = frame.map { $0.union(box) } ?? box
    }
    return frame ?? .zero
  }
}
