import Foundation
import MorphLayout
import MorphTransition
import Testing

@testable import MorphExport

/// How motions are written as CSS: transitions, `@keyframes` with their easings and jumps, and the
/// number formats, names and strings they use.
@Suite struct HTMLStyleSheetTests {
  private let format = HTMLFormat(precision: 3)

  private func motion(_ frames: [(Double, String, HTMLEasing)], properties: [String] = ["opacity"]) -> HTMLMotion {
    HTMLMotion(
      name: "m", properties: properties,
      keyframes: frames.map {
        HTMLKeyframe(time: $0.0, values: [String](repeating: $0.1, count: properties.count), easing: $0.2)
      })
  }

  /// The rules a sheet adds for one motion of `#x`, without the shared rules it starts with.
  private func rules(
    _ motion: HTMLMotion, run: Double = 1, loops: Bool = false
  ) -> (text: String, sheet: HTMLStyleSheet) {
    var sheet = HTMLStyleSheet(format: format, run: run, loops: loops, samplingTolerance: 0.001)
    let shared = sheet.text
    sheet.addRules("#x", declarations: ["overflow:hidden"], motions: [(name: "x-m", motion: motion)])
    return (String(sheet.text.dropFirst(shared.count)), sheet)
  }

  @Test func oneMovementIsATransitionStartedByThePlayClass() {
    let easeIn = HTMLEasing.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    let (text, sheet) = rules(motion([(0, "1", .hold), (0.25, "1", easeIn), (0.75, "0.5", .hold)]))
    #expect(
      text == """
        #x{overflow:hidden;opacity:1}
        .morph-play #x{opacity:0.5;transition:opacity 0.5s cubic-bezier(0.42,0,1,1) 0.25s}

        """)
    #expect(sheet.transitionCount == 1 && sheet.keyframeAnimationCount == 0)
  }

  @Test func whenLoopingEveryMotionIsKeyframesAndTheFinalValuesHoldThroughThePause() {
    let (text, sheet) = rules(motion([(0, "1", .linear), (1, "0.5", .hold)]), run: 1.5, loops: true)
    #expect(
      text == """
        #x{overflow:hidden;opacity:1}
        .morph-play #x{animation:x-m 1.5s linear 0s infinite both}
        @keyframes x-m{
        0%{opacity:1}
        66.6666%{opacity:0.5}
        100%{opacity:0.5}
        }

        """)
    #expect(sheet.transitionCount == 0 && sheet.keyframeAnimationCount == 1)
  }

  @Test func aJumpIsTwoKeyframesAtOneOffsetWithDifferentEasings() {
    let jumpAfterHold = motion([(0, "1", .linear), (0.5, "0.5", .hold), (0.5, "0.8", .hold), (0.8, "0.2", .hold)])
    #expect(
      rules(jumpAfterHold).text.contains(
        """
        @keyframes x-m{
        0%{opacity:1}
        50%{opacity:0.5}
        50%{opacity:0.8;animation-timing-function:steps(1,end)}
        80%{opacity:0.2}
        100%{opacity:0.2}
        }
        """))
    let jumpBeforeMove = motion([(0, "1", .linear), (0.5, "0.5", .hold), (0.5, "0.8", .linear), (1, "0.2", .hold)])
    #expect(
      rules(jumpBeforeMove).text.contains(
        """
        0%{opacity:1}
        50%{opacity:0.5;animation-timing-function:steps(1,end)}
        50%{opacity:0.8}
        100%{opacity:0.2}
        """))
    let jumpAtTheEnd = motion([(0, "1", .linear), (1, "0.5", .hold), (1, "0.8", .hold)])
    #expect(
      rules(jumpAtTheEnd).text.contains(
        """
        0%{opacity:1}
        100%{opacity:0.5;animation-timing-function:steps(1,end)}
        100%{opacity:0.8}
        """))
  }

  @Test func onlyPropertiesThatChangeAreAnimated() {
    let frames = [
      HTMLKeyframe(time: 0, values: ["0px 0px", "10px"], easing: .linear),
      HTMLKeyframe(time: 1, values: ["5px 0px", "10px"], easing: .hold),
    ]
    let (text, _) = rules(HTMLMotion(name: "frame", properties: ["translate", "width"], keyframes: frames))
    #expect(text.contains("#x{overflow:hidden;translate:0px 0px;width:10px}"))
    #expect(text.contains(".morph-play #x{translate:5px 0px;transition:translate 1s linear 0s}"))
  }

  @Test func aMotionThatNeverChangesIsOnlyItsBaseValue() {
    let (text, sheet) = rules(motion([(0, "1", .hold)]))
    #expect(text == "#x{overflow:hidden;opacity:1}\n")
    #expect(sheet.transitionCount == 0 && sheet.keyframeAnimationCount == 0)
  }

  @Test func transitionsAreCountedByLonghand() {
    var sheet = HTMLStyleSheet(format: format, run: 1, loops: false, samplingTolerance: 0.001)
    sheet.addRules(
      "#x::after", declarations: [],
      motions: [
        (
          name: "w",
          motion: motion([(0, "1px", .linear), (1, "2px", .hold)], properties: ["border-width", "border-radius"])
        ),
        (name: "o", motion: motion([(0, "1", .linear), (1, "0", .hold)])),
      ])
    #expect(sheet.transitionCount == 4 + 4 + 1)
  }

  @Test func keyframesAreWrittenOnceWhateverUsesThem() {
    var sheet = HTMLStyleSheet(format: format, run: 1, loops: true, samplingTolerance: 0.001)
    let shared = motion([(0, "1", .linear), (1, "0", .hold)])
    sheet.addRules("#x", declarations: [], motions: [(name: "k", motion: shared)])
    sheet.addRules("#x-2", declarations: [], motions: [(name: "k", motion: shared)])
    #expect(sheet.text.components(separatedBy: "@keyframes k{").count == 2)
    #expect(sheet.keyframeAnimationCount == 2)
  }

  @Test func easingsAsCSS() {
    #expect(HTMLEasing.linear.css(format) == "linear")
    #expect(HTMLEasing.hold.css(format) == "steps(1,end)")
    #expect(HTMLEasing.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).css(format) == "cubic-bezier(0.25,0.1,0.25,1)")
    #expect(
      HTMLEasing.points([(progress: 1.2, fraction: 0.5), (progress: 0.9, fraction: 0.75)]).css(format)
        == "linear(0,1.2 50%,0.9 75%,1)")
  }

  @Test func numbersColorsAndStrings() {
    #expect(format.pixels(-0.0004) == "0px")
    // Times round down, so that no jump is written after it happens.
    #expect(format.seconds(1.0 / 3) == "0.333333s")
    #expect(format.seconds(2.0 / 3) == "0.666666s")
    #expect(format.seconds(0.7) == "0.7s" && format.seconds(0.3 + 0.4) == "0.7s")
    #expect(format.percent(2.0 / 3) == "66.6666%")
    #expect(format.percent(0.29) == "29%")
    #expect(format.color(nil) == "transparent")
    #expect(format.color(.orange) == "rgb(255,127.5,0)")
    #expect(format.color(Color(red: 2, green: -1, blue: 0.5, alpha: 0.25)) == "rgba(255,0,127.5,0.25)")
    #expect(HTMLFormat.string("DejaVu Sans") == "'DejaVu Sans'")
    #expect(HTMLFormat.string("a'b\\c</style>\nd") == #"'a\'b\\c\3c /style>\a d'"#)
  }

  @Test func namesAreIdsAndCSSIdentifiers() {
    var ids = DocumentIdentifiers(prefix: "", keepsDots: false)
    #expect(ids.make("m-row.A") == "m-row_A")
    #expect(ids.make("m-row.A") == "m-row_A-2")
    #expect(ids.make("9 lives") == "_9_lives")
    #expect(ids.make("é<\"x\">") == "___x__")
    var prefixed = DocumentIdentifiers(prefix: "1st page.", keepsDots: false)
    #expect(prefixed.make("m-A") == "_1st_page_m-A")
  }
}
