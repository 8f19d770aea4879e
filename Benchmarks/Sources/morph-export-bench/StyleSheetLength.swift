import Foundation

/// How many bytes of a page are the text of its `<style>` elements: what the HTML yardstick writes as
/// style-sheet text, so that its mix of text and elements follows the export's.
func styleSheetLength(of page: Data) -> Int {
  let start = Data("<style>".utf8)
  let end = Data("</style>".utf8)
  var length = 0
  var searched = page.startIndex..<page.endIndex
  while let opening = page.range(of: start, in: searched),
    let closing = page.range(of: end, in: opening.upperBound..<page.endIndex)
  {
    length += closing.lowerBound - opening.upperBound
    searched = closing.upperBound..<page.endIndex
  }
  return length
}
