import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphScene

/// Every kind of script step, planned through a scene: what the timeline records is what the Swift
/// statements the steps stand for would record. In the row scene, state `ab` has a at (0, 0, 50, 100)
/// and b at (50, 0, 60, 100); state `bc` has b at (0, 0, 60, 100) and c at (60, 0, 70, 100).
@MainActor
@Suite struct ScriptStepTests {
  func plan(_ script: String) async throws -> Timeline {
    try await TransitionScenes.plan(TransitionScenes.row("  go:\n    from: ab\n    to: bc\n    animation:\n" + script))
  }

  @Test func setThenAnimate() async throws {
    let timeline = try await plan(
      """
            - set:
                c: { frame: "initial(a) - (width, 0)", alpha: 0 }
            - animate:
                duration: 1
                curve: linear
                changes:
                  c: { frame: final(c), alpha: 1 }
                  a: { alpha: 0 }
                  b: { frame: final(b) }
                completion:
                  - complete: true

      """)
    #expect(timeline.frame("c", at: 0) == CGRect(x: -50, y: 0, width: 50, height: 100))
    #expect(timeline.alpha("c", at: 0) == 0)
    #expect(timeline.frame("c", at: 0.5) == CGRect(x: 5, y: 0, width: 60, height: 100))
    #expect(timeline.alpha("a", at: 0.5) == 0.5)
    #expect(timeline.frame("b", at: 0.5)?.minX == 25)
    #expect(timeline.frame("c", at: 1) == CGRect(x: 60, y: 0, width: 70, height: 100))
    #expect(timeline.state("a", at: 1)?.isPresent == false)
    #expect(timeline.transitions.first?.completion == 1)
  }

  /// A script addresses the root by `root`: its frame before and after is its layouts' size at its
  /// origin, so a custom animation can animate the container's size, as the default animation does.
  @Test func theRootCanBeAnimated() async throws {
    let timeline = try await TransitionScenes.plan(
      """
      morph: 1
      sizeRange: { min: [200, 0], max: [200, inf] }
      nodes:
        box: { style: { height: 40 } }
      states:
        small: { layout: { kind: inset, insets: 10, child: box } }
        tall: { layout: { kind: inset, insets: 40, child: box } }
      transitions:
        grow:
          from: small
          to: tall
          animation:
            - animate:
                duration: 1
                curve: linear
                changes:
                  root: { frame: final(root), backgroundColor: yellow }
                  box: { frame: final(box) }
                completion: [{ complete: true }]
      """)
    #expect(timeline.frame("root", at: 0) == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(timeline.frame("root", at: 0.5) == CGRect(x: 0, y: 0, width: 200, height: 90))
    #expect(timeline.frame("root", at: 1) == CGRect(x: 0, y: 0, width: 200, height: 120))
    #expect(timeline.frame("box", at: 0.5) == CGRect(x: 25, y: 25, width: 150, height: 40))
  }

  @Test func delaysBezierCurvesAndSprings() async throws {
    let timeline = try await plan(
      """
            - animate: { duration: 0.5, delay: 0.25, curve: [0.25, 0.1, 0.25, 1], changes: { a: { alpha: 0 } } }
            - animate:
                duration: 0.5
                curve: { damping: 0.5, velocity: 2 }
                changes: { c: { cornerRadius: 8 } }
                completion: [{ complete: true }]

      """)
    let fade = timeline.segments("a", .alpha)
    #expect(fade.map(\.start) == [0.25])
    #expect(fade.map(\.duration) == [0.5])
    #expect(fade.map(\.curve) == [.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)])
    let spring = timeline.segments("c", .cornerRadius)
    #expect(spring.map(\.curve) == [.spring(Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 0.5))])
    #expect(timeline.duration == 0.75)
    #expect(timeline.transitions.first?.completion == 0.5)
  }

  @Test func theDefaultCurveIsEaseInOut() async throws {
    let timeline = try await plan(
      """
            - animate: { duration: 0.4, changes: { a: { alpha: 0 } }, completion: [{ complete: true }] }

      """)
    #expect(timeline.segments("a", .alpha).map(\.curve) == [.easeInOut])
  }

  @Test func completionsChainAnimations() async throws {
    let timeline = try await plan(
      """
            - animate:
                duration: 0.2
                changes: { a: { alpha: 0 } }
                completion:
                  - set: { c: { alpha: 0.5 } }
                  - animate:
                      duration: 0.3
                      curve: linear
                      changes: { c: { alpha: 1 } }
                      completion:
                        - complete: false

      """)
    #expect(timeline.alpha("c", at: 0.1) == 1)
    #expect(timeline.alpha("c", at: 0.2) == 0.5)
    #expect(close(timeline.alpha("c", at: 0.35), 0.75))
    #expect(timeline.duration == 0.5)
    // complete: false completes too (Texture ignores the flag): a is removed at 0.5.
    #expect(timeline.transitions.first?.completion == 0.5)
    #expect(timeline.state("a", at: 0.5)?.isPresent == false)
  }

  @Test func keyframes() async throws {
    let timeline = try await plan(
      """
            - keyframes:
                duration: 1
                changes: { b: { cornerRadius: 10 } }
                keyframes:
                  - relativeStart: 0
                    relativeDuration: 0.5
                    changes: { a: { alpha: 0.5 } }
                  - relativeStart: 0.5
                    relativeDuration: 0.5
                    changes: { a: { alpha: 0 } }
                completion: [{ complete: true }]

      """)
    #expect(timeline.alpha("a", at: 0.25) == 0.75)
    #expect(timeline.alpha("a", at: 0.75) == 0.25)
    #expect(timeline.state("b", at: 0.5)?.cornerRadius == 5)
    #expect(timeline.transitions.first?.completion == 1)
  }

  @Test func discreteKeyframes() async throws {
    let timeline = try await plan(
      """
            - keyframes:
                duration: 1
                delay: 0.5
                mode: discrete
                keyframes:
                  - { relativeStart: 0, relativeDuration: 0.5, changes: { a: { alpha: 0.5 } } }
                completion: [{ complete: true }]

      """)
    #expect(timeline.alpha("a", at: 0.75) == 1)
    #expect(timeline.alpha("a", at: 1) == 0.5)
    #expect(timeline.transitions.first?.completion == 1.5)
  }

  @Test func pacedKeyframes() async throws {
    let timeline = try await plan(
      """
            - keyframes:
                duration: 1
                mode: paced
                keyframes:
                  - { relativeStart: 0, relativeDuration: 0.9, changes: { a: { alpha: 0.75 } } }
                  - { relativeStart: 0.9, relativeDuration: 0.1, changes: { a: { alpha: 0 } } }
                completion: [{ complete: true }]

      """)
    // The first keyframe covers a quarter of the distance, so a quarter of the time, not 0.9 of it.
    #expect(abs((timeline.alpha("a", at: 0.25) ?? 0) - 0.75) < 1e-6)
    #expect(abs((timeline.alpha("a", at: 0.625) ?? 0) - 0.375) < 1e-6)
  }

  @Test func everyProperty() async throws {
    let timeline = try await plan(
      """
            - set:
                c:
                  backgroundColor: "#ff0000"
                  border: { width: 2, color: blue }
                  transform: { translation: [10, 5], scale: [2, 3], rotation: 90 }
                  cornerRadius: 4
            - animate:
                duration: 1
                curve: linear
                changes:
                  c: { backgroundColor: null, border: { width: 0, color: null }, transform: identity }
                completion: [{ complete: true }]

      """)
    let start = try #require(timeline.state("c", at: 0))
    #expect(start.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(start.borderWidth == 2)
    #expect(start.borderColor == Color(red: 0, green: 0, blue: 1))
    #expect(start.cornerRadius == 4)
    #expect(
      start.transform == NodeTransform(translationX: 10, translationY: 5, scaleX: 2, scaleY: 3, rotation: .pi / 2))
    let middle = try #require(timeline.state("c", at: 0.5))
    #expect(middle.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(middle.borderWidth == 1)
    let end = try #require(timeline.state("c", at: 1))
    #expect(end.backgroundColor == nil)
    #expect(end.borderColor == nil)
    #expect(end.transform == .identity)
  }

  /// The frames the `set` steps give are each node's frame at 0, where the animation moves b and c
  /// back into their layout (a frame set without animation and left there would be replaced by the
  /// layout pass that follows the animation's start, as in Texture).
  @Test func frameExpressionForms() async throws {
    let timeline = try await plan(
      """
            - set:
                c: { frame: "[1, 2, 3, 4]" }
                a: { frame: "current(c) + (width / 2, height * 2 - 1, 10, -(2))" }
                b: { frame: [5, 6, 7, 8] }
            - set:
                b: { frame: "final(c) - (width, 0, 0, height / 2)" }
            - set:
                c: { frame: "initial(b) + (1, 1) + (width, 0)" }
            - animate:
                duration: 0.1
                changes: { b: { frame: "final(b)" }, c: { frame: "final(c)" } }
                completion: [{ complete: true }]

      """)
    #expect(timeline.frame("a", at: 0) == CGRect(x: 2.5, y: 9, width: 13, height: 2))
    #expect(timeline.frame("b", at: 0) == CGRect(x: -10, y: 0, width: 70, height: 50))
    // The offsets see the base frame's width (60), not the one grown by the offsets before them.
    #expect(timeline.frame("c", at: 0) == CGRect(x: 111, y: 1, width: 60, height: 100))
  }

  @Test func aNonAnimatedTransitionStillRunsItsScript() async throws {
    let text = TransitionScenes.row(
      """
        go:
          from: ab
          to: bc
          animated: false
          animation:
            - animate: { duration: 0.3, changes: { a: { alpha: 0 } }, completion: [{ complete: true }] }

      """)
    let timeline = try await TransitionScenes.plan(text)
    #expect(timeline.transitions.map(\.isAnimated) == [false])
    #expect(timeline.duration == 0.3)
  }

  @Test func measuringAsynchronouslyRecordsTheSameTimeline() async throws {
    let script = """
          animation:
            - set: { c: { frame: "initial(a) + (width, 0)", alpha: 0 } }
            - animate:
                duration: 0.4
                changes: { c: { frame: final(c), alpha: 1 } }
                completion: [{ complete: true }]

      """
    let sync = try await TransitionScenes.plan(TransitionScenes.row("  go:\n    from: ab\n    to: bc\n" + script))
    let async = try await TransitionScenes.plan(
      TransitionScenes.row("  go:\n    from: ab\n    to: bc\n    measureAsync: true\n" + script))
    #expect(async == sync)
    #expect(async.frame("c", at: 0) == CGRect(x: 50, y: 0, width: 50, height: 100))
  }

  /// Texture runs a transition to the same state: nothing is inserted, removed or moved.
  @Test func aTransitionToTheSameStateRuns() async throws {
    let timeline = try await TransitionScenes.plan(TransitionScenes.row("  stay: { from: ab, to: ab }\n"))
    let transition = try #require(timeline.transitions.first)
    #expect(transition.inserted.isEmpty && transition.removed.isEmpty && transition.moved.isEmpty)
    #expect(transition.completion == 0.2)
    #expect(timeline.frame("a", at: 0.2) == CGRect(x: 0, y: 0, width: 50, height: 100))
  }
}
