import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// Text of several runs, with the Ahem measurer: every character is as wide as its font's size, the
/// ascent 0.8 × size and the descent 0.2 × size.
@Suite struct TextRunLayoutTests {
  let measurer = AhemTextMeasurer()
  let red = Color(red: 1, green: 0, blue: 0)

  func small(_ text: String, color: Color = .black, kern: CGFloat = 0) -> TextRun {
    TextRun(text, font: Font(size: 10), color: color, kern: kern)
  }

  func large(_ text: String) -> TextRun { TextRun(text, font: Font(size: 20, weight: 700)) }

  func layout(
    _ runs: [TextRun], width: CGFloat, _ attributes: TextAttributes = TextAttributes(font: Font(size: 10))
  )
    -> TextLayout
  {
    TextLineBreaker.layout(runs, attributes: attributes, width: width, measurer: measurer)
  }

  func metrics(_ size: CGFloat) -> FontMetrics { FontMetrics(ascent: 0.8 * size, descent: 0.2 * size, lineGap: 0) }

  @Test func linesBreakAcrossRunsEachMeasuredInItsFont() {
    let text = layout([small("ab "), large("cd ef")], width: 100)
    #expect(text.lines.map(\.text) == ["ab cd", "ef"])
    #expect(
      text.lines[0].runs == [
        TextLayout.Run(text: "ab ", style: small("").style, x: 0, width: 30, metrics: metrics(10)),
        TextLayout.Run(text: "cd", style: large("").style, x: 30, width: 40, metrics: metrics(20)),
      ])
    #expect(text.lines.map(\.width) == [70, 40])
    #expect(text.size == CGSize(width: 70, height: 40))
  }

  @Test func eachLineIsAsTallAsTheLargestAscentAndDescentOnIt() {
    let text = layout([large("big"), small(" small words")], width: 60)
    #expect(text.lines.map(\.text) == ["big", "small", "words"])
    #expect(text.lines.map(\.baseline) == [16, 28, 38])
    #expect(text.lines.map(\.height) == [20, 10, 10])
    #expect(text.lines.map(\.top) == [0, 20, 30])
    #expect(text.size.height == 40)
    #expect(text.ascender == 16 && text.descender == -2)
  }

  @Test func kernAddsAfterEachCharacter() {
    let text = layout([small("abc", kern: 2), small("de")], width: .infinity)
    #expect(text.lines[0].runs.map(\.width) == [36, 20])
    #expect(text.lines[0].runs.map(\.x) == [0, 36])
    #expect(text.size.width == 56)
  }

  @Test func adjacentRunsOfOneStyleAreMeasuredAsOne() {
    let text = layout([small("ab"), small("cd"), TextRun("")], width: .infinity)
    #expect(text.lines[0].runs.map(\.text) == ["abcd"])
    #expect(measurer.widthMeasurementCount == 1)
  }

  @Test func oneStyleIsOneRunInTheAttributesStyle() {
    let attributes = TextAttributes(font: Font(size: 10), color: red)
    let plain = TextLineBreaker.layout("hello world", attributes: attributes, width: 60, measurer: measurer)
    #expect(plain == layout([attributes.run("hello world")], width: 60, attributes))
    #expect(plain.isSingleStyle)
    #expect(
      plain.lines.map(\.runs) == [
        [TextLayout.Run(text: "hello", style: attributes.characterStyle, x: 0, width: 50, metrics: metrics(10))],
        [TextLayout.Run(text: "world", style: attributes.characterStyle, x: 0, width: 50, metrics: metrics(10))],
      ])
    #expect(!layout([small("a"), small("b", color: red)], width: 60).isSingleStyle)
  }

  @Test func theTokenTakesTheStyleOfTheLastVisibleRun() {
    let attributes = TextAttributes(font: Font(size: 10), maximumNumberOfLines: 1)
    let text = layout([small("aa "), small("bbb cccc", color: red)], width: 60, attributes)
    #expect(text.isTruncated)
    #expect(
      text.lines.map(\.runs) == [
        [
          TextLayout.Run(text: "aa ", style: small("").style, x: 0, width: 30, metrics: metrics(10)),
          TextLayout.Run(text: "bb…", style: small("", color: red).style, x: 30, width: 30, metrics: metrics(10)),
        ]
      ])
  }

  @Test func truncationRunsReplaceTheToken() {
    let more = TextRun(" more", font: Font(size: 10), color: Color(red: 0, green: 0, blue: 1))
    let attributes = TextAttributes(font: Font(size: 10), maximumNumberOfLines: 1, truncationRuns: [more])
    let text = layout([small("aa "), small("bbb cccc", color: red)], width: 60, attributes)
    #expect(text.lines.map(\.text) == ["a more"])
    #expect(text.lines[0].runs.map(\.style.color) == [.black, more.color])
  }

  @Test func anEmptyLineTakesTheHeightOfTheFontAtItsPlace() {
    let text = layout([small("a"), large("\n\nb")], width: .infinity)
    #expect(text.lines.map(\.text) == ["a", "", "b"])
    #expect(text.lines.map(\.height) == [10, 20, 20])
    #expect(text.lines[1].runs.isEmpty)
  }

  @Test func noRunsOrEmptyRunsAreNoLines() {
    #expect(layout([], width: 100).lines.isEmpty)
    #expect(layout([small(""), large("")], width: 100).size == .zero)
  }

  @Test func aRunMayStartInsideACharacterOfTheRunBefore() {
    let text = layout([small("cafe"), small("\u{301} au lait", color: red)], width: 50)
    #expect(text.lines.map(\.text) == ["café", "au", "lait"])
    #expect(text.lines[0].runs.map(\.style.color) == [.black, red])
  }

  @Test func aTextNodeShowsItsRunsAndInvalidatesWhenTheyChange() {
    let node = TextNode("ab", attributes: TextAttributes(font: Font(size: 10)), measurer: measurer)
    #expect(node.runs == [small("ab")])
    node.attributes.color = red
    #expect(node.runs == [small("ab", color: red)], "plain text follows the attributes")
    #expect(_MorphTestSupport.layout(node, .unconstrained).size == CGSize(width: 20, height: 10))
    node.runs = [large("Ab"), small("cd")]
    #expect(node.text == "Abcd")
    #expect(node.style.ascender == 16 && node.style.descender == -2)
    #expect(_MorphTestSupport.layout(node, .unconstrained).size == CGSize(width: 60, height: 20))
    node.attributes.color = .black
    #expect(node.runs == [large("Ab"), small("cd")], "runs keep their own styles")
    node.text = "xyz"
    #expect(node.runs == [small("xyz")])
  }
}
