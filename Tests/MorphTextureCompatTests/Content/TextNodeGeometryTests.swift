import Foundation
import MorphTextureCompat
import Testing

/// Texture's text geometry queries answer from the lines the node's text is laid out in.
@Suite struct TextNodeGeometryTests {
  private func laidOut(_ string: String, width: CGFloat) -> ASTextNode {
    let text = ASTextNode()
    text.attributedText = NSAttributedString(
      string: string, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.layoutAsRoot(sizeRange: ASSizeRangeMake(.zero, CGSize(width: width, height: 1000)))
    return text
  }

  @Test func aRangeOnOneLineSpansItsCharacters() throws {
    let text = laidOut("Hello world", width: 1000)
    let whole = try #require(text.rects(forTextRange: NSRange(location: 0, length: 11)).first).cgRectValue
    let hello = try #require(text.rects(forTextRange: NSRange(location: 0, length: 5)).first).cgRectValue
    let world = try #require(text.rects(forTextRange: NSRange(location: 6, length: 5)).first).cgRectValue
    #expect(hello.minX == 0)
    #expect(hello.width > 0 && hello.width < whole.width)
    #expect(abs(world.maxX - whole.maxX) < 0.001)
    #expect(world.minX > hello.maxX, "the space lies between")
    #expect(hello.minY == world.minY)
    #expect(abs(whole.width - text.calculatedSize.width) < 0.5)
  }

  @Test func aRangeOverWrappedLinesGivesARectPerLine() {
    let text = laidOut("one two three four five six seven eight", width: 80)
    let length = ("one two three four five six seven eight" as NSString).length
    let rects = text.rects(forTextRange: NSRange(location: 0, length: length)).map(\.cgRectValue)
    #expect(rects.count > 2)
    #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.minY < $1.minY })
    let highlights = text.highlightRects(forTextRange: NSRange(location: 0, length: length))
    #expect(highlights.count == 3, "first line, one block, last line")
    let frame = text.frame(forTextRange: NSRange(location: 0, length: length))
    #expect(rects.allSatisfy { frame.insetBy(dx: -0.01, dy: -0.01).contains($0.insetBy(dx: 0.01, dy: 0.01)) })
  }

  @Test func theTrailingRectStartsAfterTheLastCharacter() throws {
    let text = laidOut("Hi", width: 200)
    let last = try #require(text.rects(forTextRange: NSRange(location: 1, length: 1)).first).cgRectValue
    let trailing = text.trailingRect()
    #expect(trailing.minX == last.maxX)
    #expect(trailing.maxX == text.bounds.width)
    #expect(ASTextNode().trailingRect() == .zero)
  }

  @Test func insetsMoveTheRects() throws {
    let plain = laidOut("Inset", width: 300)
    let inset = ASTextNode()
    inset.attributedText = plain.attributedText
    inset.textContainerInset = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
    inset.layoutAsRoot(sizeRange: ASSizeRangeMake(.zero, CGSize(width: 300, height: 1000)))
    let a = try #require(plain.rects(forTextRange: NSRange(location: 0, length: 5)).first).cgRectValue
    let b = try #require(inset.rects(forTextRange: NSRange(location: 0, length: 5)).first).cgRectValue
    #expect(b.minX == a.minX + 20)
    #expect(b.minY == a.minY + 10)
  }
}
