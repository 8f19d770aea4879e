import Foundation
import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Every document in `BadScripts/` — a scene whose transitions or storyboard are wrong — fails with
/// exactly the message listed here when it is planned the way `morph timeline` plans it (the storyboard
/// when the document has one, else the first transition), located at the offending key, value or
/// character of a frame expression.
@Suite struct BadScriptTests {
  static let expected: [String: String] = [
    "frame-beyond-range.yaml":
      "11:3: error: transition 'go' gives node 'c' a frame beyond ±1000000000: [0, 0, 1200000000, 20]; positions, sizes and values stay within ±1000000000 so that they can be exported",
    "frame-number-too-large.yaml":
      "15:35: error: expected a number from -1000000000 to 1000000000 for the width in 'frame', found number 1e300",
    "negative-frame-expression.yaml":
      "15:58: error: the frame expression \"final(c) - (0, 0, 100, 0)\" gives node 'c' a negative width, -30, in transition 'go'; a frame's width and height are not negative (UIKit would move its origin instead)",
    "negative-frame-height.yaml":
      "15:38: error: expected a number that is not negative for the height in 'frame', found number -0.5",
    "negative-frame-width.yaml":
      "15:35: error: expected a number that is not negative for the width in 'frame', found number -50",
    "spring-damping-out-of-range.yaml":
      "15:53: error: expected a damping ratio from 0.001 to 1000 for 'damping', found number 5000",
    "spring-damping-too-large.yaml":
      "15:53: error: expected a number from -1000000000 to 1000000000 for 'damping', found number 1e155",
    "spring-velocity-out-of-range.yaml":
      "15:68: error: expected a velocity from -100 to 100 (distances per second) for 'velocity', found number -500",
    "spring-velocity-too-large.yaml":
      "15:68: error: expected a number from -1000000000 to 1000000000 for 'velocity', found number 1e308",
    "stagger-too-long.yaml":
      "7:3: error: transition 'go' lasts 104401 seconds; a timeline lasts at most 86400 seconds (a day)",
    "storyboard-too-long.yaml":
      "13:3: error: the storyboard lasts 90001 seconds; a timeline lasts at most 86400 seconds (a day)",
    "alpha-out-of-range.yaml":
      "15:28: error: expected a number from 0 to 1 for 'alpha', found number 1.5",
    "bad-keyframe-mode.yaml":
      "15:41: error: invalid value 'bezier' for 'mode'; expected one of: linear, discrete, paced, cubic, cubicPaced",
    "bad-transform.yaml":
      "15:32: error: expected identity or {translation: [x, y], scale, rotation} for 'transform', found string \"spin\"",
    "completes-twice.yaml":
      "16:9: error: transition 'go' runs 'complete' a second time; a transition completes once",
    "delay-too-long.yaml":
      "15:40: error: expected at most 3600 seconds for 'delay', found number 7200",
    "duration-too-long.yaml":
      "15:30: error: expected at most 3600 seconds for 'duration', found number 86400",
    "frame-expression-offset-arity.yaml":
      "15:42: error: in frame expression \"initial(b) + (width, 0, 1)\": an offset has two components (dx, dy) or four (dx, dy, dw, dh), found 3",
    "frame-expression-too-deep.yaml":
      "15:100: error: in frame expression \"final(b) + (((((((((((((((((((((((((((((…\": the expression nests deeper than 64 levels here (each parenthesis, sign and operator nests one); a frame expression nests at most 64",
    "frame-expression-syntax.yaml":
      "17:40: error: in frame expression \"initial(b) + (width 0)\": expected ',' or ')' in the offset, found '0'",
    "frame-expression-unknown-function.yaml":
      "15:29: error: in frame expression \"inital(b)\": unknown frame 'inital'; expected initial(NODE), final(NODE), current(NODE) or [x, y, width, height]; did you mean 'initial'?",
    "frame-missing-from-layout.yaml":
      "15:36: error: initial(c) has no frame: node 'c' is not in the layout before transition 'go'",
    "keyframe-fraction-out-of-range.yaml":
      "18:32: error: expected a number from 0 to 1 for 'relativeStart', found number -0.5",
    "keyframe-outside-animation.yaml":
      "18:55: error: the keyframe ends at 1.25 of its animation (relativeStart 0.5 + relativeDuration 0.75); a keyframe must lie within 0…1",
    "missing-duration.yaml":
      "15:18: error: missing 'duration' in 'animate'; expected the duration in seconds",
    "missing-from.yaml":
      "11:7: error: missing 'from' in transition 'go'; expected the state the transition starts in",
    "negative-duration.yaml":
      "15:30: error: expected a number that is not negative for 'duration', found number -0.4",
    "spring-without-damping.yaml":
      "15:53: error: expected a positive number for 'damping', found number 0",
    "state-and-size.yaml":
      "11:27: error: transition 'go' gives both a state change ('from') and a size change ('size'); a transition changes either the state ('from' and 'to') or the size range ('size' or 'sizeRange')",
    "step-not-a-mapping.yaml":
      "14:17: error: expected a step (a mapping with one of set, animate, keyframes, complete) for a step of transition 'go', found string \"complete\"",
    "storyboard-out-of-step.yaml":
      "12:18: error: transition 'go' starts in state 'ab', but the storyboard is in state 'bc' after 'go'",
    "storyboard-pause-too-long.yaml":
      "12:27: error: expected at most 3600 seconds for 'pause', found number 5000",
    "two-steps-in-one.yaml":
      "15:9: error: expected exactly one of set, animate, keyframes, complete in a step, found 'set' and 'complete'",
    "unknown-curve.yaml":
      "15:42: error: unknown curve 'easeInOutt'; expected linear, easeIn, easeOut, easeInOut, a cubic Bézier [x1, y1, x2, y2] or a spring {damping, velocity}; did you mean 'easeInOut'?",
    "unknown-node.yaml":
      "15:16: error: unknown node 'cc' in transition 'go'; expected one of the scene's nodes: a, b, c, root; did you mean 'c'?",
    "unknown-preset.yaml":
      "11:38: error: unknown preset 'texure' for 'animation'; expected one of: default, texture, identity, opacity, scale, slide, a preset mapping such as {effect: {move: leading}}, or a script (a sequence of steps); did you mean 'texture'?",
    "unknown-property.yaml":
      "15:21: error: unknown key 'opacity' in the changes of node 'c'; expected one of: frame, alpha, backgroundColor, cornerRadius, border, transform",
    "unknown-state.yaml":
      "11:23: error: unknown state 'bcc' for 'to' in transition 'go'; expected one of: ab, bc; did you mean 'bc'?",
    "unknown-step.yaml":
      "15:9: error: unknown key 'move' in a step of transition 'go'; expected one of: set, animate, keyframes, complete",
    "unknown-transition-in-storyboard.yaml":
      "13:18: error: unknown transition 'bakc' in 'storyboard'; expected one of: go, back; did you mean 'back'?",
  ]

  /// Reads, decodes and plans a bad document.
  @MainActor
  static func error(planning name: String) async -> LocatedError? {
    do {
      let document = try SceneDecoder.decode(contentsOfFile: TestFiles.badScripts.appendingPathComponent(name).path)
      let planner = ScenePlanner(document: document, textMeasurer: AhemTextMeasurer())
      _ = document.storyboard.isEmpty ? try await planner.timeline() : try await planner.storyboardTimeline()
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: expected.keys.sorted())
  func failsWithALocatedMessage(name: String) async {
    let description = await Self.error(planning: name)?.description
    let directory = TestFiles.badScripts.path + "/"
    #expect(
      description.map { $0.replacingOccurrences(of: directory, with: "BadScripts/") }
        == "BadScripts/\(name):\(Self.expected[name]!)")
  }

  @Test func everyBadScriptHasAnExpectedMessage() {
    #expect(TestFiles.names(in: TestFiles.badScripts) == Self.expected.keys.sorted())
  }
}
