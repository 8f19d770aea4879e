import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// Proves the browser comparison harness on hand-written fixtures: it passes when a timeline describes
/// the file's motion, and reports the mismatches when the timeline is wrong.
///
/// The fixture tests need Chromium on PATH; without it they are skipped, except under CI (`CI=true`),
/// where they fail. The comparison tests at the end need no browser.
@Suite struct BrowserAnimationCheckTests {
  // MARK: Fixtures in Chromium

  @Test func smilFixtureMatchesItsTimeline() throws {
    try BrowserAnimationCheck.requireOrSkip()
    let comparison = try compareTimed(Fixtures.smil, .svg, Fixtures.smilTimeline())
    // linear's x, eased's x and width, fader's opacity, spinner's rotation and late's display.
    #expect(comparison.samples.animations == .init(smil: 6, css: 0))
    #expect(comparison.passed, "\(comparison)")
    // Every present, displayed element at every time: root, linear, eased, fader, spinner, dot, and
    // late from 0.5 s (12 of the 22 times).
    #expect(comparison.comparedCount == 22 * 6 + 12)

    // 4 px too far at the end is 2 px too far at 0.5 s, and more than the tolerance from 0.15 s on.
    let wrongEnd = BrowserAnimationCheck.compare(comparison.samples, with: Fixtures.smilTimeline(linearEnd: 214))
    #expect(!wrongEnd.passed)
    #expect(Set(wrongEnd.mismatches.map(\.id)) == ["linear"])
    #expect(wrongEnd.mismatches.map(\.time) == Fixtures.times.filter { $0 >= 0.15 })
    let atHalf = try #require(wrongEnd.mismatches.first { $0.time == 0.5 })
    guard case .box(let deviation) = atHalf.problem else {
      Issue.record("expected a box mismatch, got \(atHalf)")
      return
    }
    #expect(abs(deviation - 2) < 0.01)
    #expect(abs(wrongEnd.maxBoxDeviation - 4) < 0.01)
    #expect(atHalf.description.hasPrefix("t=0.5 linear: box off by 2"), "\(atHalf)")

    // An element said to appear 50 ms early is wrong at exactly one time.
    let early = BrowserAnimationCheck.compare(comparison.samples, with: Fixtures.smilTimeline(lateStart: 0.45))
    #expect(early.mismatches.map(\.time) == [0.45])
    #expect(early.mismatches.map(\.problem) == [.notDisplayed])
  }

  @Test func cssFixtureMatchesItsTimeline() throws {
    try BrowserAnimationCheck.requireOrSkip()
    let comparison = try compareTimed(Fixtures.css, .html, Fixtures.cssTimeline())
    // The slide and leave keyframes, and the width and transform transitions.
    #expect(comparison.samples.animations == .init(smil: 0, css: 4))
    #expect(comparison.passed, "\(comparison)")
    // root, slider, grower and badge at every time; leaver before 0.6 s (12 of the 22 times).
    #expect(comparison.comparedCount == 22 * 4 + 12)

    // Fading to 0.47 rather than 0.4 is more than 0.01 off from 0.15 s on.
    let wrongAlpha = BrowserAnimationCheck.compare(
      comparison.samples, with: Fixtures.cssTimeline(sliderAlphaEnd: 0.47))
    #expect(Set(wrongAlpha.mismatches.map(\.id)) == ["slider"])
    #expect(wrongAlpha.mismatches.map(\.time) == Fixtures.times.filter { $0 >= 0.15 })
    #expect(abs(wrongAlpha.maxOpacityDeviation - 0.07) < 0.001)

    // A leaver that stays is not displayed from 0.6 s; one that leaves at 0.5 s is visible while absent.
    let stays = BrowserAnimationCheck.compare(comparison.samples, with: Fixtures.cssTimeline(leaverEnd: nil))
    #expect(stays.mismatches.map(\.time) == Fixtures.times.filter { $0 >= 0.6 })
    #expect(Set(stays.mismatches.map(\.problem)) == [.notDisplayed])
    let early = BrowserAnimationCheck.compare(comparison.samples, with: Fixtures.cssTimeline(leaverEnd: 0.5))
    #expect(early.mismatches.map(\.time) == [0.5, 0.55])
    #expect(Set(early.mismatches.map(\.problem)) == [.visibleWhileAbsent])
  }

  /// Compares a fixture with a timeline at every fixture time, printing the result and how long it took.
  func compareTimed(_ file: URL, _ kind: BrowserAnimationCheck.Kind, _ timeline: Timeline) throws -> BrowserComparison {
    let clock = ContinuousClock()
    let start = clock.now
    let comparison = try BrowserAnimationCheck.compare(
      file: file, kind: kind, timeline: timeline, times: Fixtures.times)
    print("BrowserAnimationCheckTests: \(file.lastPathComponent) in \(clock.now - start): \(comparison)")
    return comparison
  }

  // MARK: Comparison without a browser

  @Test func transformsApplyAboutTheCentreAndCarryChildren() {
    let timeline = Timeline(
      rootID: "root",
      elements: [
        Fixtures.element("root", parent: nil, frame: CGRect(x: 0, y: 0, width: 400, height: 300)),
        Fixtures.element(
          "turned", frame: CGRect(x: 100, y: 100, width: 40, height: 20),
          transformTo: NodeTransform(rotation: .pi / 2)),
        Fixtures.element("child", parent: "turned", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        // Scaled before it is rotated: 80 × 20 turned upright, not 40 × 40.
        Fixtures.element(
          "stretched", frame: CGRect(x: 0, y: 0, width: 40, height: 20),
          transformTo: NodeTransform(translationX: 5, scaleX: 2, rotation: .pi / 2), index: 1),
      ],
      duration: 1)
    let expected = Dictionary(
      uniqueKeysWithValues: BrowserAnimationCheck.expectedElements(in: timeline.sample(at: 1))
        .map { ($0.id, $0.element.box) })
    func isClose(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> Bool {
      guard let rect else { return false }
      return [rect.minX - x, rect.minY - y, rect.width - width, rect.height - height].allSatisfy { abs($0) < 1e-9 }
    }
    #expect(isClose(expected["turned"], 110, 90, 20, 40))
    // The child's corners (100, 100) and (110, 110) turn about the parent's centre (120, 110).
    #expect(isClose(expected["child"], 120, 90, 10, 10))
    #expect(isClose(expected["stretched"], 15, -30, 20, 80))
  }

  @Test func everyKindOfMismatchIsReported() {
    let timeline = Timeline(
      rootID: "root",
      elements: [
        Fixtures.element("root", parent: nil, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        Fixtures.element("box", frame: CGRect(x: 10, y: 10, width: 20, height: 20), alphaTo: 0),
        Fixtures.element("gone", frame: CGRect(x: 50, y: 50, width: 20, height: 20), index: 1, presentUntil: 0.5),
        Fixtures.element("ghost", frame: CGRect(x: 0, y: 0, width: 10, height: 10), index: 2),
      ],
      duration: 1)
    func shown(_ x: Double, _ y: Double, _ size: Double, opacity: Double = 1, copies: Int = 1) -> BrowserElement {
      BrowserElement(
        x: x, y: y, width: size, height: size, opacity: opacity, displayed: true, visible: true, visibleCopies: copies)
    }
    let hidden = BrowserElement(
      x: 0, y: 0, width: 0, height: 0, opacity: 1, displayed: false, visible: false, visibleCopies: 0)
    let page = BrowserSamples(
      times: [0, 0.5, 1],
      animations: .init(smil: 1, css: 0),
      samples: [
        // Right, except that ghost is missing and the page has an element the timeline does not.
        BrowserSample(
          time: 0,
          elements: [
            "root": shown(0, 0, 100), "box": shown(10.4, 9.6, 20), "gone": shown(50, 50, 20), "stray": shown(0, 0, 5),
          ]),
        // box is half faded but shows 0.6; gone left but is still visible; ghost is drawn twice.
        BrowserSample(
          time: 0.5,
          elements: [
            "root": shown(0, 0, 100), "box": shown(10, 10, 20, opacity: 0.6), "gone": shown(50, 50, 20),
            "ghost": shown(0, 0, 10, copies: 2),
          ]),
        // box is fully transparent, so hiding it is right; root is not displayed, and ghost is 1 px off.
        BrowserSample(
          time: 1,
          elements: [
            "root": hidden, "box": hidden, "gone": hidden, "ghost": shown(1, 0, 10),
          ]),
      ])
    let comparison = BrowserAnimationCheck.compare(page, with: timeline)
    let found = comparison.mismatches.map { "\($0.time) \($0.id) \(Self.label($0.problem))" }
    #expect(
      found == [
        "0.0 ghost missing", "0.0 stray unexpected", "0.5 box opacity", "0.5 gone visibleWhileAbsent",
        "0.5 ghost duplicated", "1.0 root notDisplayed", "1.0 ghost box",
      ], "\(comparison)")
    #expect(abs(comparison.maxOpacityDeviation - 0.1) < 1e-12)
    #expect(abs(comparison.maxBoxDeviation - 1) < 1e-12)
    #expect(comparison.comparedCount == 7)
    #expect(comparison.description.contains("t=0.5 ghost: drawn 2 times; expected box (0, 0, 10, 10), opacity 1"))
  }

  /// A problem's name without its deviation.
  static func label(_ problem: BrowserMismatch.Problem) -> String {
    switch problem {
    case .box: "box"
    case .opacity: "opacity"
    default: "\(problem)"
    }
  }
}
