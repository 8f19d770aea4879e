import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// Line breaking with the Ahem measurer: at size 10 every character is 10 pt wide and a line 10 pt tall
/// (ascent 8, descent 2).
@Suite struct TextLineBreakerTests {
  let measurer = AhemTextMeasurer()

  func layout(
    _ text: String, width: CGFloat, alignment: TextAttributes.Alignment = .natural, lineSpacing: CGFloat = 0,
    maximumNumberOfLines: Int = 0, truncationToken: String = "…"
  ) -> TextLayout {
    let attributes = TextAttributes(
      font: Font(size: 10), alignment: alignment, lineSpacing: lineSpacing,
      maximumNumberOfLines: maximumNumberOfLines, truncationToken: truncationToken)
    return TextLineBreaker.layout(text, attributes: attributes, width: width, measurer: measurer)
  }

  @Test func wrapsAtSpacesWhenTheNextWordDoesNotFit() {
    let text = layout("hello world foo", width: 100)
    #expect(text.lines.map(\.text) == ["hello", "world foo"])
    #expect(text.lines.map(\.width) == [50, 90])
    #expect(text.size == CGSize(width: 90, height: 20))
    #expect(!text.isTruncated)
  }

  @Test func aLineMayBeExactlyAsWideAsTheRoom() {
    #expect(layout("hello world foo", width: 110).lines.map(\.text) == ["hello world", "foo"])
  }

  @Test func trailingSpacesHangAndDoNotCountTowardTheWidth() {
    let wrapped = layout("abcd   efgh", width: 40)
    #expect(wrapped.lines.map(\.text) == ["abcd", "efgh"])
    #expect(wrapped.lines.map(\.width) == [40, 40])

    let unbounded = layout("abc   ", width: .infinity)
    #expect(unbounded.lines.map(\.text) == ["abc"])
    #expect(unbounded.size.width == 30)
  }

  @Test func leadingSpacesOfAParagraphAreKept() {
    let text = layout("  ab", width: .infinity)
    #expect(text.lines.map(\.text) == ["  ab"])
    #expect(text.size.width == 40)
  }

  @Test func leadingSpacesStickToTheFirstWord() {
    #expect(layout("  ab cd", width: 40).lines.map(\.text) == ["  ab", "cd"])
    #expect(layout("  abcd", width: 30).lines.map(\.text) == ["  a", "bcd"])
  }

  @Test func aParagraphOfSpacesIsAnEmptyLine() {
    let text = layout("   \nab", width: 100)
    #expect(text.lines.map(\.text) == ["", "ab"])
    #expect(text.lines.map(\.width) == [0, 20])
  }

  @Test func newlinesAreHardBreaks() {
    let text = layout("a\nbb\n\nccc", width: 1000)
    #expect(text.lines.map(\.text) == ["a", "bb", "", "ccc"])
    #expect(text.size == CGSize(width: 30, height: 40))
  }

  @Test func carriageReturnLineFeedIsOneBreak() {
    #expect(layout("a\r\nb", width: .infinity).lines.map(\.text) == ["a", "b"])
  }

  @Test func aNewlineAtTheEndStartsAnEmptyLastLine() {
    #expect(layout("ab\n", width: .infinity).lines.map(\.text) == ["ab", ""])
  }

  @Test func aWordWiderThanTheRoomIsBrokenBetweenCharacters() {
    #expect(layout("abcdefghij", width: 35).lines.map(\.text) == ["abc", "def", "ghi", "j"])
    #expect(layout("hi abcdefghij", width: 40).lines.map(\.text) == ["hi", "abcd", "efgh", "ij"])
  }

  @Test func wordsFollowTheRestOfABrokenWord() {
    #expect(layout("abcdefg hi jk", width: 50).lines.map(\.text) == ["abcde", "fg hi", "jk"])
  }

  @Test func characterBreaksKeepGraphemeClustersWhole() {
    let accented = "e\u{301}"
    let text = layout(String(repeating: accented, count: 3), width: 20)
    #expect(text.lines.map(\.text) == [accented + accented, accented])
  }

  @Test func zeroWidthGivesOneCharacterPerLine() {
    let text = layout("ab c", width: 0)
    #expect(text.lines.map(\.text) == ["a", "b", "c"])
    #expect(text.size == CGSize(width: 10, height: 30))
  }

  @Test func noBreakSpacesDoNotBreakButTabsDo() {
    #expect(layout("a\u{00A0}b c", width: 30).lines.map(\.text) == ["a\u{00A0}b", "c"])
    #expect(layout("ab\tcd", width: 30).lines.map(\.text) == ["ab", "cd"])
  }

  @Test func ideographsBreakBetweenEachOtherAndBesideOtherWords() {
    #expect(layout("東京都庁舎", width: 20).lines.map(\.text) == ["東京", "都庁", "舎"])
    // The ideographs join the word before them on its line, rather than starting the next one whole.
    #expect(layout("ab 東京都庁", width: 50).lines.map(\.text) == ["ab 東京", "都庁"])
    // A Latin word after an ideograph moves to the next line whole.
    #expect(layout("東京Tokyo", width: 50).lines.map(\.text) == ["東京", "Tokyo"])
    #expect(layout("hi 감사합니다", width: 40).lines.map(\.text) == ["hi 감", "사합니다"])
    let kana = layout("ひらがなカタカナ", width: 30)
    #expect(kana.lines.map(\.text) == ["ひらが", "なカタ", "カナ"])
    #expect(kana.lines.map(\.width) == [30, 30, 20])
  }

  @Test func closingPunctuationAndSmallKanaDoNotStartALine() {
    #expect(layout("東京。大阪", width: 20).lines.map(\.text) == ["東", "京。", "大阪"])
    #expect(layout("東京、大阪！", width: 20).lines.map(\.text) == ["東", "京、", "大", "阪！"])
    #expect(layout("あきゃっと", width: 30).lines.map(\.text) == ["あ", "きゃっ", "と"])
    #expect(layout("データー", width: 30).lines.map(\.text) == ["デー", "ター"])
  }

  @Test func openingBracketsAndNoBreakSpacesStayWithTheIdeographAfterThem() {
    #expect(layout("東「京」", width: 30).lines.map(\.text) == ["東", "「京」"])
    #expect(layout("価格（円）", width: 40).lines.map(\.text) == ["価格", "（円）"])
    #expect(layout("ab 東\u{00A0}京", width: 40).lines.map(\.text) == ["ab", "東\u{00A0}京"])
  }

  /// Text without spaces, one long word and words, 2,000 characters of each, wrapped to 10 characters a
  /// line: the layout measures a bounded number of characters for each character laid out, and twice
  /// the text costs twice the measuring, not four times as it would if each line measured the rest of
  /// its paragraph.
  @Test(arguments: [
    ("東京都庁舎", TextAttributes.LineBreakMode.wordWrap), ("abcdefghij", .wordWrap),
    ("lorem ipsum dolor sit ", .wordWrap), ("東京都庁舎", .charWrap),
  ])
  func theMeasuringGrowsLinearlyWithTheText(repeating unit: String, mode: TextAttributes.LineBreakMode) {
    let text = String(repeating: unit, count: 2000 / unit.count)
    func measured(_ text: String) -> (characters: Int, lines: [String]) {
      measurer.resetCounts()
      let attributes = TextAttributes(font: Font(size: 10), lineBreakMode: mode)
      let laidOut = TextLineBreaker.layout(text, attributes: attributes, width: 100, measurer: measurer)
      return (measurer.measuredCharacterCount, laidOut.lines.map(\.text))
    }
    let once = measured(text)
    let twice = measured(text + text)
    #expect(once.lines.allSatisfy { $0.count <= 10 } && twice.lines.count >= 2 * once.lines.count - 1)
    #expect(once.characters <= 16 * text.count, "\(once.characters) characters measured to lay out \(text.count)")
    #expect(
      twice.characters <= 2 * once.characters + 160, "\(once.characters), then \(twice.characters) for twice the text")
  }

  @Test func infiniteWidthGivesOneLinePerParagraph() {
    let sentence = "the quick brown fox jumps over the lazy dog"
    let text = layout(sentence + "\n" + sentence, width: .infinity)
    #expect(text.lines.map(\.text) == [sentence, sentence])
    #expect(text.size == CGSize(width: 430, height: 20))
    #expect(layout(sentence, width: .nan).lines.map(\.text) == [sentence])
  }

  @Test func anEmptyTextHasNoLinesAndNoSize() {
    let text = layout("", width: 100)
    #expect(text.lines.isEmpty)
    #expect(text.size == .zero)
    #expect(!text.isTruncated)
  }

  @Test func truncatesTheLastVisibleLineWithTheToken() {
    let text = layout("one two three four", width: 90, maximumNumberOfLines: 2)
    #expect(text.lines.map(\.text) == ["one two", "three…"])
    #expect(text.lines.map(\.width) == [70, 60])
    #expect(text.isTruncated)
    #expect(text.size == CGSize(width: 70, height: 20))
  }

  @Test func truncationCutsCharactersUntilTheTokenFits() {
    let text = layout("abcdefgh ij", width: 50, maximumNumberOfLines: 1)
    #expect(text.lines.map(\.text) == ["abcd…"])
    #expect(text.lines.map(\.width) == [50])
  }

  @Test func truncationDropsSpacesBeforeTheToken() {
    let text = layout("ab cd efgh", width: 60, maximumNumberOfLines: 1, truncationToken: "...")
    #expect(text.lines.map(\.text) == ["ab..."])
  }

  @Test func truncationCountsLaterParagraphsAsCutText() {
    let text = layout("first\nsecond", width: .infinity, maximumNumberOfLines: 1)
    #expect(text.lines.map(\.text) == ["first…"])
    #expect(text.isTruncated)
  }

  @Test func theTokenAloneIsShownWhenNothingElseFits() {
    #expect(layout("abc def", width: 5, maximumNumberOfLines: 1).lines.map(\.text) == ["…"])
  }

  @Test func textThatEndsOnTheLastAllowedLineIsNotTruncated() {
    let text = layout("one two", width: 30, maximumNumberOfLines: 2)
    #expect(text.lines.map(\.text) == ["one", "two"])
    #expect(!text.isTruncated)
  }

  @Test func lineSpacingSeparatesLines() {
    let text = layout("a\nb\nc", width: .infinity, lineSpacing: 4)
    #expect(text.size.height == 38)
    #expect(text.lines.map(\.baseline) == [8, 22, 36])
  }

  @Test func ascenderAndDescenderFollowTexturesSigns() {
    let text = layout("ab", width: .infinity)
    #expect(text.ascender == 8)
    #expect(text.descender == -2)
    #expect(text.lines.map(\.baseline) == [8])
  }

  @Test(arguments: [
    (TextAttributes.Alignment.left, [0, 0] as [CGFloat]),
    (.natural, [0, 0]),
    (.center, [20, 10]),
    (.right, [40, 20]),
  ])
  func alignmentOffsetsLinesInsideTheContainer(alignment: TextAttributes.Alignment, offsets: [CGFloat]) {
    let text = layout("ab\nabcd", width: .infinity, alignment: alignment)
    #expect(text.lines.map { text.xOffset(of: $0, containerWidth: 60) } == offsets)
  }

  @Test(arguments: [TextAttributes.Alignment.left, .natural, .center, .right])
  func aLineWiderThanItsContainerStartsAtTheLeftEdge(alignment: TextAttributes.Alignment) {
    let text = layout("abcd", width: .infinity, alignment: alignment)
    #expect(text.xOffset(of: text.lines[0], containerWidth: 10) == 0)
  }

  @Test func anUnboundedLayoutMeasuresEachParagraphOnce() {
    measurer.resetCounts()
    _ = layout("one two\nthree", width: .infinity)
    #expect(measurer.widthMeasurementCount == 2)
    #expect(measurer.metricsMeasurementCount == 1)
  }

  @Test func equalInputsGiveEqualLayouts() {
    #expect(layout("one two three", width: 50) == layout("one two three", width: 50))
    #expect(layout("one two three", width: 50) != layout("one two three", width: 80))
  }
}
