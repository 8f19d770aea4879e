import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// Without animation every preset does what Texture does.
@MainActor
@Suite struct NonAnimatedDefaultTransitionTests {
  @Test(arguments: [DefaultTransition.texture, .morph, .morph(transition: .scale, stagger: 1)])
  func framesApplyAndTheTransitionCompletesAtOnce(preset: DefaultTransition) async throws {
    let items = Items()
    let row = laidOutRow([items.a, items.b])
    let timeline = try await TransitionPlanner(defaultAnimation: preset).record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(with: exactly(300, 50), animated: false)
    }
    #expect(timeline.duration == 0)
    #expect(timeline.children(of: "row", at: 0) == ["B", "C"])
    #expect(timeline.frame("B", at: 0) == rect(0, 0, 60, 20))
    #expect(timeline.frame("C", at: 0) == rect(60, 0, 70, 20))
    #expect(timeline.alpha("C", at: 0) == 1)
    #expect(timeline.frame("row", at: 0) == rect(0, 0, 300, 50), "the layout pass after the transition")
  }
}
