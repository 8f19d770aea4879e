import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// The animation methods a context offers scripts, recorded on the transition's clock.
@MainActor
@Suite struct ContextAnimationTests {
  private let items = Items()

  /// Records a row going from [A, B] to [B, A] (positions swap) with `animation` as its script.
  private func record(_ animation: @escaping (RowNode, any ContextTransitioning) -> Void) async throws -> Timeline {
    let row = laidOutRow([items.a, items.b])
    row.animation = animation
    return try await TransitionPlanner().transition(row, sizeRange: rowRange) { $0.items = [items.b, items.a] }
  }

  @Test func uiKitShapedAnimateRecordsOnTheVirtualClock() async throws {
    let timeline = try await record { _, context in
      context.animate(
        withDuration: 1, delay: 0.5, options: .curveLinear,
        animations: {
          items.a.frame.origin.x = 100
        }, completion: { context.completeTransition($0) })
    }
    #expect(timeline.frame("A", at: 0.5)?.minX == 0)
    #expect(timeline.frame("A", at: 1)?.minX == 50)
    #expect(timeline.duration == 1.5)
    #expect(timeline.frame("B", at: 0)?.minX == 0, "B was left alone, so it jumps")
  }

  @Test func animateWithATransitionAnimation() async throws {
    let timeline = try await record { _, context in
      context.animate(.linear(duration: 2).delay(1), animations: { items.a.alpha = 0 }) {
        context.completeTransition($0)
      }
    }
    #expect(timeline.alpha("A", at: 2) == 0.5)
    #expect(timeline.duration == 3)
  }

  @Test func springsKeepTheirCurve() async throws {
    let timeline = try await record { _, context in
      context.animate(
        withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        animations: {
          items.a.alpha = 0
        }, completion: { context.completeTransition($0) })
    }
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
    #expect(timeline.element(id: "A")!.track(.alpha).segments.map(\.curve) == [.spring(spring)])
    #expect(close(timeline.alpha("A", at: 0.2), 1 - spring.progress(atTime: 0.2)))
  }

  @Test func keyframesAndChangesWithoutAnimation() async throws {
    let timeline = try await record { _, context in
      context.animateKeyframes(
        withDuration: 1,
        animations: {
          context.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { items.a.alpha = 0 }
          context.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { items.a.alpha = 1 }
          context.performWithoutAnimation { items.b.cornerRadius = 4 }
        }, completion: { context.completeTransition($0) })
    }
    #expect(timeline.alpha("A", at: 0.25) == 0.5)
    #expect(timeline.alpha("A", at: 0.5) == 0)
    #expect(timeline.alpha("A", at: 0.75) == 0.5)
    #expect(timeline.sample(at: 0).state(of: "B")?.cornerRadius == 4)
  }

  @Test func staggeredNodesStartOneAfterAnother() async throws {
    var order: [String] = []
    let timeline = try await record { _, context in
      context.animate(
        [items.b, items.a], staggeredBy: 0.25, .linear(duration: 0.5),
        changes: { node in
          order.append(node.name!)
          node.alpha = 0
        }, completion: { context.completeTransition($0) })
    }
    #expect(order == ["B", "A"])
    #expect(timeline.alpha("B", at: 0.25) == 0.5 && timeline.alpha("A", at: 0.25) == 1)
    #expect(timeline.alpha("A", at: 0.5) == 0.5)
    #expect(timeline.duration == 0.75)
    #expect(timeline.transitions.first?.completion == 0.75)
  }

  @Test func anEmptyStaggerStillCompletesAfterTheDuration() async throws {
    let timeline = try await record { _, context in
      context.animate([], staggeredBy: 1, .linear(duration: 0.5), changes: { _ in }) { context.completeTransition($0) }
    }
    #expect(timeline.transitions.first?.completion == 0.5)
  }
}
