import Foundation
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Bad transitions and storyboards fail with exact, located messages: in the document, or inside a
/// frame expression at the offending character. Transitions start at line 11 of the row document.
@MainActor
@Suite struct BadTransitionTests {
  func error(_ transitions: String, storyboard: Bool = false) async -> String? {
    await TransitionScenes.error(TransitionScenes.row(transitions), storyboard: storyboard)
  }

  @Test func unknownNode() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set: { cc: { alpha: 0 } }
        """)
        == "test.yaml:15:16: error: unknown node 'cc' in transition 'go'; expected one of the scene's nodes: a, b, c, root; "
        + "did you mean 'c'?")
  }

  @Test func unknownNodeInsideAFrameExpression() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set:
                  c:
                    frame: initial(b) + (width, 0) - final(bb)
        """)
        == "test.yaml:17:46: error: in frame expression \"initial(b) + (width, 0) - final(bb)\": expected an offset "
        + "(dx, dy) or (dx, dy, dw, dh) after '-', found 'final'")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set:
                  c:
                    frame: "final(cc) - (width, 0)"
        """)
        == "test.yaml:17:27: error: unknown node 'cc' in transition 'go'; expected one of the scene's nodes: a, b, c, root; "
        + "did you mean 'c'?")
  }

  @Test func unknownState() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bcc
        """)
        == "test.yaml:13:9: error: unknown state 'bcc' for 'to' in transition 'go'; expected one of: ab, bc; "
        + "did you mean 'bc'?")
  }

  @Test func unknownTransitionInTheStoryboard() async {
    #expect(
      await error(
        """
          go: { from: ab, to: bc }
          back: { from: bc, to: ab }
        storyboard: [go, bakc]
        """, storyboard: true)
        == "test.yaml:13:18: error: unknown transition 'bakc' in 'storyboard'; expected one of: go, back; "
        + "did you mean 'back'?")
  }

  @Test func storyboardOutOfStep() async {
    #expect(
      await error(
        """
          go: { from: ab, to: bc }
        storyboard: [go, go]
        """, storyboard: true)
        == "test.yaml:12:18: error: transition 'go' starts in state 'ab', but the storyboard is in state 'bc' "
        + "after 'go'")
  }

  @Test func negativeDuration() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - animate: { duration: -0.4 }
        """)
        == "test.yaml:15:30: error: expected a number that is not negative for 'duration', found number -0.4")
  }

  @Test func malformedFrameExpressionPointsInsideTheString() async {
    // Plain: the offending '0' is the 21st character of the value, which starts at column 20.
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set:
                  c:
                    frame: initial(b) + (width 0)
        """)
        == "test.yaml:17:40: error: in frame expression \"initial(b) + (width 0)\": expected ',' or ')' in the offset, "
        + "found '0'")
    // Double-quoted with an escape before the problem: "\u0028" is one character, '(' (6 in the source).
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set:
                  c:
                    frame: "initial\\u0028b) + (width, 0, 1)"
        """)
        == "test.yaml:17:39: error: in frame expression \"initial(b) + (width, 0, 1)\": an offset has two components "
        + "(dx, dy) or four (dx, dy, dw, dh), found 3")
    // An unknown function, single-quoted inside a flow mapping.
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set: { c: { frame: 'inital(b)' } }
        """)
        == "test.yaml:15:29: error: in frame expression \"inital(b)\": unknown frame 'inital'; expected initial(NODE), "
        + "final(NODE), current(NODE) or [x, y, width, height]; did you mean 'initial'?")
  }

  @Test func unquotedExpressionWithACommaInsideBraces() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set: { c: { frame: initial(b) + (width, 0) } }
        """)
        == "test.yaml:15:49: error: unknown key '0)' in the changes of node 'c' (a frame expression with a comma must "
        + "be quoted inside { }, as in frame: \"final(a) - (width, 0)\"); expected one of: frame, alpha, "
        + "backgroundColor, cornerRadius, border, transform")
  }

  @Test func unknownCurve() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - animate: { duration: 0.4, curve: easeInOutt }
        """)
        == "test.yaml:15:42: error: unknown curve 'easeInOutt'; expected linear, easeIn, easeOut, easeInOut, a cubic "
        + "Bézier [x1, y1, x2, y2] or a spring {damping, velocity}; did you mean 'easeInOut'?")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - animate: { duration: 0.4, curve: [0.2, 0, 1.2, 1] }
        """)
        == "test.yaml:15:51: error: expected a number from 0 to 1 (a Bézier's x stays within the animation) for x2 "
        + "in 'curve', found number 1.2")
  }

  @Test func keyframeOutsideTheAnimation() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - keyframes:
                  duration: 1
                  keyframes:
                    - { relativeStart: 0.5, relativeDuration: 0.7 }
        """)
        == "test.yaml:18:55: error: the keyframe ends at 1.2 of its animation (relativeStart 0.5 + relativeDuration "
        + "0.7); a keyframe must lie within 0…1")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - keyframes: { duration: 1, keyframes: [{ relativeStart: -0.1, relativeDuration: 0.5 }] }
        """)
        == "test.yaml:15:64: error: expected a number from 0 to 1 for 'relativeStart', found number -0.1")
  }

  @Test func unknownPreset() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation: opacty
        """)
        == "test.yaml:14:16: error: unknown preset 'opacty' for 'animation'; expected one of: default, texture, "
        + "identity, opacity, scale, slide, a preset mapping such as {effect: {move: leading}}, or a script (a "
        + "sequence of steps); did you mean 'opacity'?")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation: { preset: texture, stagger: 0.1 }
        """)
        == "test.yaml:14:35: error: 'stagger' does not apply to Texture's default animation (preset: texture); "
        + "expected only 'duration', 'delay' and 'curve'")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation: { effect: { move: left } }
        """)
        == "test.yaml:14:34: error: invalid value 'left' for 'move'; expected one of: top, leading, bottom, trailing")
  }

  /// Texture accepts a transition that never completes (its removed nodes stay), so the scene is planned
  /// as Texture shows it, with a warning located at the transition and the planner's diagnostic.
  @MainActor
  @Test func aTransitionWithoutCompleteIsPlannedWithAWarning() async throws {
    let text = TransitionScenes.row(
      """
        go:
          from: ab
          to: bc
          animation:
            - animate: { duration: 0.4, changes: { a: { alpha: 0 } } }
      """)
    let planned = try await ScenePlanner(document: TransitionScenes.document(text), textMeasurer: AhemTextMeasurer())
      .timeline()
    #expect(
      planned.warnings.map(\.description) == [
        "test.yaml:11:3: warning: transition 'go' never finished: its animation never runs 'complete', so "
          + "completeTransition(_:) is never called and its removed nodes (a) stay, as in Texture; add a "
          + "'complete' step to remove them"
      ])
    #expect(planned.timeline.diagnostics.count == 1)
    #expect(planned.timeline.diagnostics.first?.message.contains("(removed subnodes: <display a>)") == true)
    #expect(planned.timeline.state("a", at: planned.timeline.duration)?.isPresent == true, "a stays")
    #expect(planned.timeline.alpha("a", at: 0.4) == 0)
    #expect(await TransitionScenes.error(text) == nil)
  }

  /// In a storyboard the next transition finishes an unfinished one early; it is still reported, once.
  @MainActor
  @Test func anUnfinishedTransitionInAStoryboardIsReported() async throws {
    let text = TransitionScenes.row(
      """
        go:
          from: ab
          to: bc
          animation:
            - animate: { duration: 0.4, changes: { a: { alpha: 0 } } }
        back: { from: bc, to: ab }
      storyboard: [go, back]
      """)
    let planned = try await ScenePlanner(document: TransitionScenes.document(text), textMeasurer: AhemTextMeasurer())
      .storyboardTimeline()
    #expect(planned.warnings.map(\.location.line) == [11])
    #expect(planned.timeline.diagnostics.count == 1)
  }

  @Test func aFrameMissingFromTheLayoutStopsTheScript() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set: { c: { frame: "initial(c) + (width, 0)" } }
              - complete: true
        """)
        == "test.yaml:15:37: error: initial(c) has no frame: node 'c' is not in the layout before transition 'go'")
  }

  @Test func completingTwice() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - complete: true
              - animate:
                  duration: 0.1
                  completion:
                    - complete: true
        """)
        == "test.yaml:19:15: error: transition 'go' runs 'complete' a second time; a transition completes once")
  }

  @Test func aTransitionChangesStateOrSizeNotBoth() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            size: [320, 100]
        """)
        == "test.yaml:14:5: error: transition 'go' gives both a state change ('from') and a size change ('size'); a "
        + "transition changes either the state ('from' and 'to') or the size range ('size' or 'sizeRange')")
    #expect(
      await error(
        """
          go: { animated: false }
        """)
        == "test.yaml:11:7: error: transition 'go' changes nothing; expected 'from' and 'to' (states) or 'size' or "
        + "'sizeRange' (a new size range, such as a rotation)")
  }

  @Test func unknownStepAndProperty() async {
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - animat: { duration: 1 }
        """)
        == "test.yaml:15:9: error: unknown key 'animat' in a step of transition 'go'; expected one of: set, animate, "
        + "keyframes, complete; did you mean 'animate'?")
    #expect(
      await error(
        """
          go:
            from: ab
            to: bc
            animation:
              - set: { a: { opacity: 0 } }
        """)
        == "test.yaml:15:21: error: unknown key 'opacity' in the changes of node 'a'; expected one of: frame, alpha, "
        + "backgroundColor, cornerRadius, border, transform")
  }

  @Test func planningNeedsTransitionsAndAStoryboard() async throws {
    let planner = ScenePlanner(
      document: try TransitionScenes.document(TransitionScenes.row("  go: { from: ab, to: bc }\n")),
      textMeasurer: AhemTextMeasurer())
    await #expect {
      try await planner.storyboardTimeline()
    } throws: { "\($0)" == "test.yaml: error: the document has no 'storyboard'; add one to plan it" }
    await #expect {
      try await planner.timeline(forTransition: "og")
    } throws: {
      "\($0)" == "test.yaml:11:3: error: unknown transition 'og'; expected one of: go; did you mean 'go'?"
    }
  }
}
