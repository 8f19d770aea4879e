import Foundation
import MorphLayout
import MorphTransition
import Testing

@testable import MorphScene

/// Storyboards record their transitions one after another into one timeline, with a marker per step.
@MainActor
@Suite struct SceneStoryboardTests {
  nonisolated static let document = TransitionScenes.row(
    """
      go: { from: ab, to: bc }
      back: { from: bc, to: ab }
      wide: { size: [400, 100] }
    storyboard:
      - go
      - { transition: back, pause: 0.5 }
      - { pause: 0.25 }
      - wide

    """)

  @Test func decodesTheSteps() throws {
    let steps = try TransitionScenes.document(Self.document).storyboard
    #expect(steps.map(\.transition) == ["go", "back", nil, "wide"])
    #expect(steps.map(\.pause) == [0, 0.5, 0.25, 0])
    #expect(steps.map(\.label) == ["go", "back", "pause", "wide"])
    #expect(steps.map(\.location.line) == [15, 16, 17, 18])
  }

  @Test func marksEachStep() async throws {
    let timeline = try await TransitionScenes.planStoryboard(Self.document)
    #expect(timeline.markers.map(\.label) == ["go", "back", "pause", "wide"])
    // A transition's pause comes before its marker; a pause alone holds after its marker.
    let times: [CGFloat] = [0, 0.7, 0.9, 1.15]
    #expect(zip(timeline.markers.map(\.time), times).allSatisfy { close($0, $1) })
    #expect(close(timeline.duration, 1.35))
    #expect(zip(timeline.transitions.map(\.start), [0, 0.7, 1.15]).allSatisfy { close($0, $1) })
    #expect(timeline.transitions.map(\.inserted) == [["c"], ["a"], []])
    #expect(timeline.transitions.map(\.removed) == [["a"], ["c"], []])
  }

  @Test func goesThereAndBack() async throws {
    let timeline = try await TransitionScenes.planStoryboard(Self.document)
    #expect(timeline.state("a", at: 0.5)?.isPresent == false)
    #expect(timeline.frame("c", at: 0.5) == CGRect(x: 60, y: 0, width: 70, height: 100))
    #expect(timeline.frame("a", at: 0.9) == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(timeline.state("c", at: 0.9)?.isPresent == false)
    #expect(timeline.frame("root", at: 1.35)?.width == 400)
  }

  /// Each step animates with its own preset: Texture's default fades `c` in over 0.2 s ease-in-out
  /// (alpha 0.5 half way), then Morph's scale preset brings `a` back.
  @Test func stepsMayUseDifferentPresets() async throws {
    let timeline = try await TransitionScenes.planStoryboard(
      TransitionScenes.row(
        """
          go: { from: ab, to: bc, animation: texture }
          back: { from: bc, to: ab, animation: scale }
        storyboard: [go, back]

        """))
    #expect(timeline.transitions.count == 2)
    #expect(close(timeline.transitions[1].start, 0.2))
    #expect(close(timeline.state("c", at: 0.1)!.alpha, 0.5))
    #expect(timeline.state("a", at: 0.25)!.transform.scaleX < 1, "the scale preset grows `a` in")
  }

  /// A storyboard starts in its first state transition's `from` state, even after a size change.
  @Test func startsInTheFirstTransitionsState() async throws {
    let text = TransitionScenes.row(
      """
        wide: { size: [400, 100] }
        back: { from: bc, to: ab }
      storyboard: [wide, back]

      """)
    let timeline = try await TransitionScenes.planStoryboard(text)
    #expect(timeline.state("c", at: 0)?.isPresent == true)
    #expect(timeline.state("a", at: 0)?.isPresent == false)
    #expect(timeline.transitions.map(\.removed) == [[], ["c"]])
  }
}
