import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// Morph's default animation and its presets, sampled at exact times. Most use a linear second so the
/// numbers are plain fractions.
@MainActor
@Suite struct MorphDefaultTransitionTests {
  private let items = Items()

  /// [A, B] in 200×100 → [B, C] in 300×50: A (0, 0, 50, 20) removed, B slides from x 50 to 0, C
  /// inserted at (60, 0, 70, 20).
  private func replace(_ preset: DefaultTransition) async throws -> Timeline {
    let row = laidOutRow([items.a, items.b])
    return try await TransitionPlanner(defaultAnimation: preset).record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(with: exactly(300, 50), animated: true)
    }
  }

  @Test func theDefaultIsMorphWithTheNodesSettings() async throws {
    #expect(TransitionPlanner().defaultAnimation == .morph)
    let timeline = try await replace(.morph)
    #expect(timeline.duration == 0.2)
    #expect(close(timeline.alpha("C", at: 0.1), 0.5))
    #expect(close(timeline.alpha("A", at: 0.1), 0.5))
    #expect(close(timeline.frame("B", at: 0.1), rect(25, 0, 60, 20)))
    #expect(close(timeline.frame("row", at: 0.1), rect(0, 0, 250, 75)))
    #expect(!timeline.isPresent("A", at: 0.2) && timeline.element(id: "A")!.track(.alpha).finalValue == .number(1))
  }

  @Test func survivorsMorphTheirSize() async throws {
    let e = IntrinsicNode("E", 10, 20)
    e.style.flexGrow = 1
    let row = laidOutRow([items.a, e])
    let timeline = try await TransitionPlanner(defaultAnimation: .morph(animation: .linear(duration: 1)))
      .record(row, sizeRange: rowRange) {
        row.items = [e]
        row.transitionLayout(with: exactly(300, 50), animated: true)
      }
    #expect(timeline.frame("E", at: 0) == rect(50, 0, 150, 20))
    #expect(timeline.frame("E", at: 0.5) == rect(25, 0, 225, 20))
    #expect(timeline.alpha("E", at: 0.5) == 1)
  }

  @Test func aConfiguredAnimationReplacesTheNodesSettings() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1).delay(1)))
    #expect(timeline.frame("B", at: 1)?.minX == 50)
    #expect(timeline.frame("B", at: 1.5)?.minX == 25)
    #expect(timeline.alpha("C", at: 1.25) == 0.25)
    #expect(timeline.duration == 2)
  }

  @Test func springsMoveAlongTheSpring() async throws {
    let timeline = try await replace(.morph(animation: .spring(duration: 0.5, dampingRatio: 0.5)))
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
    #expect(close(timeline.frame("B", at: 0.1)?.minX, 50 - 50 * spring.progress(atTime: 0.1)))
    #expect(timeline.frame("B", at: 0.5)?.minX == 0)
  }

  @Test func scaleGrowsInsertedAndShrinksRemovedNodes() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1), transition: .scale))
    #expect(timeline.transform("C", at: 0) == .scale(x: 0, y: 0))
    #expect(timeline.transform("C", at: 0.5) == .scale(x: 0.5, y: 0.5))
    #expect(timeline.transform("A", at: 0.25) == .scale(x: 0.75, y: 0.75))
    #expect(timeline.alpha("C", at: 0.5) == 1, "scale alone does not fade")
    #expect(timeline.element(id: "A")!.track(.transform).finalValue == .transform(.identity))
  }

  @Test func scaleByAFactor() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1), transition: .scale(scale: 0.5)))
    #expect(timeline.transform("C", at: 0) == .scale(x: 0.5, y: 0.5))
    #expect(timeline.transform("C", at: 0.5) == .scale(x: 0.75, y: 0.75))
  }

  @Test func moveEntersAndLeavesThroughAnEdge() async throws {
    // C ends at (60, 0, 70, 20) in 300×50; A starts at (0, 0, 50, 20) in 200×100.
    let expected: [(Edge, insertion: NodeTransform, removal: NodeTransform)] = [
      (.leading, .translation(x: -130, y: 0), .translation(x: -50, y: 0)),
      (.trailing, .translation(x: 240, y: 0), .translation(x: 200, y: 0)),
      (.top, .translation(x: 0, y: -20), .translation(x: 0, y: -20)),
      (.bottom, .translation(x: 0, y: 50), .translation(x: 0, y: 100)),
    ]
    for (edge, insertion, removal) in expected {
      let items = Items()
      let row = laidOutRow([items.a, items.b])
      let timeline = try await TransitionPlanner(defaultAnimation: .morph(transition: .move(edge: edge)))
        .record(row, sizeRange: rowRange) {
          row.items = [items.b, items.c]
          row.transitionLayout(with: exactly(300, 50), animated: true)
        }
      #expect(timeline.transform("C", at: 0) == insertion, "\(edge)")
      #expect(timeline.transform("C", at: 0.2) == .identity, "\(edge)")
      #expect(timeline.element(id: "A")!.track(.transform).segments.first?.to == .transform(removal), "\(edge)")
      #expect(timeline.alpha("C", at: 0) == 1, "\(edge)")
    }
  }

  @Test func slideEntersFromTheLeadingEdgeAndLeavesThroughTheTrailingOne() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1), transition: .slide))
    #expect(timeline.transform("C", at: 0.5) == .translation(x: -65, y: 0))
    #expect(timeline.transform("A", at: 0.5) == .translation(x: 100, y: 0))
  }

  @Test func offsetMovesByAFixedAmount() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1), transition: .offset(x: 10, y: -20)))
    #expect(timeline.transform("C", at: 0.5) == .translation(x: 5, y: -10))
    #expect(timeline.transform("A", at: 0.5) == .translation(x: 5, y: -10))
  }

  @Test func asymmetricTransitionsSplitInsertionAndRemoval() async throws {
    let timeline = try await replace(
      .morph(animation: .linear(duration: 1), transition: .asymmetric(insertion: .scale, removal: .opacity)))
    #expect(timeline.transform("C", at: 0.5) == .scale(x: 0.5, y: 0.5) && timeline.alpha("C", at: 0.5) == 1)
    #expect(timeline.transform("A", at: 0.5) == .identity && timeline.alpha("A", at: 0.5) == 0.5)
  }

  @Test func combinedTransitionsApplyTogether() async throws {
    let timeline = try await replace(
      .morph(animation: .linear(duration: 1), transition: .opacity.combined(with: .offset(x: 10))))
    #expect(timeline.alpha("C", at: 0.5) == 0.5)
    #expect(timeline.transform("C", at: 0.5) == .translation(x: 5, y: 0))
  }

  @Test func identityShowsInsertedNodesAtOnceAndKeepsRemovedOnesToTheEnd() async throws {
    let timeline = try await replace(.morph(animation: .linear(duration: 1), transition: .identity))
    #expect(timeline.alpha("C", at: 0) == 1 && timeline.transform("C", at: 0) == .identity)
    #expect(timeline.alpha("A", at: 0.99) == 1 && !timeline.isPresent("A", at: 1))
  }

  @Test func staggerDelaysEachInsertedOrMovingNodeByItsRank() async throws {
    // In new-layout order: B (moving) starts at 0, C (inserted) at 0.5; A (removed) starts at 0.
    let timeline = try await replace(.morph(animation: .linear(duration: 1), stagger: 0.5))
    #expect(timeline.frame("B", at: 0.5)?.minX == 25)
    #expect(timeline.alpha("C", at: 0.5) == 0)
    #expect(timeline.alpha("C", at: 1) == 0.5)
    #expect(timeline.alpha("A", at: 0.5) == 0.5)
    #expect(timeline.isPresent("A", at: 1.49) && !timeline.isPresent("A", at: 1.5), "removed when the last one ends")
    #expect(timeline.duration == 1.5)
  }

  @Test func withNothingToAnimateTheTransitionStillTakesItsDuration() async throws {
    let row = laidOutRow([items.a])
    let timeline = try await TransitionPlanner(defaultAnimation: .morph(animation: .linear(duration: 1)))
      .record(row, sizeRange: rowRange) { row.transitionLayout(withAnimation: true) }
    #expect(timeline.transitions.first?.completion == 1)
  }
}
