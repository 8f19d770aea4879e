import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// Texture's default animation (``DefaultTransition/texture``), sampled at exact times. Ease-in-out is
/// symmetric, so halfway through (t = 0.1 of 0.2 s) every property is exactly halfway.
@MainActor
@Suite struct TextureDefaultTransitionTests {
  private let items = Items()
  private let planner = TransitionPlanner(defaultAnimation: .texture)

  /// [A, B] in 200×100 → [B, C] in 300×50: A removed, B slides from x 50 to 0, C inserted at x 60.
  private func replace(configure: (RowNode) -> Void = { _ in }) async throws -> Timeline {
    let row = laidOutRow([items.a, items.b])
    configure(row)
    return try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(with: exactly(300, 50), animated: true)
    }
  }

  @Test func insertedNodesJumpToTheirFinalFramesAndFadeIn() async throws {
    let timeline = try await replace()
    #expect(timeline.frame("C", at: 0) == rect(60, 0, 70, 20))
    #expect(timeline.alpha("C", at: 0) == 0)
    #expect(close(timeline.alpha("C", at: 0.1), 0.5))
    #expect(timeline.alpha("C", at: 0.2) == 1)
  }

  @Test func removedNodesFadeOutAndGetTheirAlphaBack() async throws {
    let timeline = try await replace()
    #expect(close(timeline.alpha("A", at: 0.1), 0.5))
    #expect(timeline.isPresent("A", at: 0.19) && !timeline.isPresent("A", at: 0.2))
    #expect(timeline.element(id: "A")!.track(.alpha).finalValue == .number(1))
    #expect(items.a.alpha == 1)
  }

  @Test func movedNodesSlide() async throws {
    let timeline = try await replace()
    #expect(timeline.frame("B", at: 0) == rect(50, 0, 60, 20))
    #expect(close(timeline.frame("B", at: 0.1), rect(25, 0, 60, 20)))
    #expect(timeline.frame("B", at: 0.2) == rect(0, 0, 60, 20))
    #expect(timeline.alpha("B", at: 0.1) == 1)
  }

  @Test func theNodeItselfResizesKeepingItsOrigin() async throws {
    let timeline = try await replace()
    #expect(close(timeline.frame("row", at: 0.1), rect(0, 0, 250, 75)))
    #expect(timeline.frame("row", at: 0.2) == rect(0, 0, 300, 50))
    #expect(timeline.duration == 0.2)
  }

  @Test func resizedSurvivorsFadeInAtTheirFinalFrameInsteadOfMorphing() async throws {
    let e = IntrinsicNode("E", 10, 20)
    e.style.flexGrow = 1
    let row = laidOutRow([items.a, e])
    #expect(e.frame == rect(50, 0, 150, 20))
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [e]
      row.transitionLayout(with: exactly(300, 50), animated: true)
    }
    #expect(timeline.frame("E", at: 0) == rect(0, 0, 300, 20), "moved and resized: it jumps")
    #expect(timeline.alpha("E", at: 0) == 0)
    #expect(close(timeline.alpha("E", at: 0.1), 0.5))
    #expect(timeline.frame("E", at: 0.1) == rect(0, 0, 300, 20))
  }

  @Test func theNodesTransitionSettingsAreUsed() async throws {
    let timeline = try await replace { row in
      row.defaultLayoutTransitionDuration = 1
      row.defaultLayoutTransitionDelay = 0.5
      row.defaultLayoutTransitionOptions = .curveLinear
    }
    #expect(timeline.alpha("C", at: 0.5) == 0)
    #expect(timeline.alpha("C", at: 0.75) == 0.25)
    #expect(timeline.duration == 1.5)
    #expect(timeline.isPresent("A", at: 1.49) && !timeline.isPresent("A", at: 1.5))
  }

  @Test func unchangedSurvivorsAreNotAnimated() async throws {
    let row = laidOutRow([items.a, items.b])
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.a, items.b, items.c]
      row.transitionLayout(withAnimation: true)
    }
    #expect(timeline.element(id: "A")!.track(.frame).segments.isEmpty)
    #expect(timeline.element(id: "A")!.track(.alpha).segments.isEmpty)
  }
}
