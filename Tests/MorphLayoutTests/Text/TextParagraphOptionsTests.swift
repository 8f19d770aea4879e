import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// The `NSParagraphStyle`-like options of ``TextAttributes``, with the Ahem measurer at size 10: every
/// character 10 pt wide, a line 10 pt tall (ascent 8, descent 2).
@Suite struct TextParagraphOptionsTests {
  let measurer = AhemTextMeasurer()

  func layout(_ text: String, width: CGFloat, _ configure: (inout TextAttributes) -> Void) -> TextLayout {
    var attributes = TextAttributes(font: Font(size: 10))
    configure(&attributes)
    return TextLineBreaker.layout(text, attributes: attributes, width: width, measurer: measurer)
  }

  @Test func tailTruncationIsTheDefault() {
    #expect(TextAttributes().truncationMode == .tail)
    #expect(layout("abcdef ghijkl", width: 50) { $0.maximumNumberOfLines = 1 }.lines.map(\.text) == ["abcd…"])
  }

  @Test func headTruncationKeepsTheEndOfTheParagraph() {
    let text = layout("abcdef ghijkl", width: 50) {
      $0.maximumNumberOfLines = 1
      $0.truncationMode = .head
    }
    #expect(text.lines.map(\.text) == ["…ijkl"])
    #expect(text.isTruncated)
  }

  @Test func middleTruncationKeepsBothEnds() {
    let text = layout("abcdef ghijkl", width: 60) {
      $0.maximumNumberOfLines = 1
      $0.truncationMode = .middle
    }
    #expect(text.lines.map(\.text) == ["abc…kl"])
  }

  @Test func clippingShowsTheLinesAsBrokenWithoutAToken() {
    let text = layout("ab cd ef", width: 20) {
      $0.maximumNumberOfLines = 2
      $0.truncationMode = .clip
    }
    #expect(text.lines.map(\.text) == ["ab", "cd"])
    #expect(text.isTruncated)
  }

  @Test func charWrapBreaksBetweenAnyCharacters() {
    #expect(layout("ab cdef", width: 40) { _ in }.lines.map(\.text) == ["ab", "cdef"])
    #expect(layout("ab cdef", width: 40) { $0.lineBreakMode = .charWrap }.lines.map(\.text) == ["ab c", "def"])
  }

  @Test func aMinimumLineHeightAddsRoomAboveTheGlyphs() {
    let text = layout("ab cd", width: 20) { $0.minimumLineHeight = 15 }
    #expect(text.lines.map(\.baseline) == [13, 28])
    #expect(text.lines.map(\.top) == [0, 15])
    #expect(text.size.height == 30)
  }

  @Test func aMaximumLineHeightTakesRoomAboveTheGlyphs() {
    let text = layout("ab cd", width: 20) { $0.maximumLineHeight = 8 }
    #expect(text.lines.map(\.baseline) == [6, 14])
    #expect(text.size.height == 16)
  }

  @Test func paragraphSpacingFollowsEachParagraphButTheLast() {
    let text = layout("ab\ncd ef", width: 20) {
      $0.paragraphSpacing = 5
      $0.lineSpacing = 1
    }
    #expect(text.lines.map(\.text) == ["ab", "cd", "ef"])
    #expect(text.lines.map(\.baseline) == [8, 24, 35])
    #expect(text.size.height == 37)
  }
}
