import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// What Morph does when the API is misused, and with overlapping transitions.
@MainActor
@Suite struct MisuseTests {
  private let items = Items()
  private let planner = TransitionPlanner(defaultAnimation: .texture)

  @Test func completingTwiceIsIgnoredAndReported() async throws {
    let row = laidOutRow([items.a, items.b])
    row.animation = { _, context in
      context.completeTransition(true)
      context.completeTransition(true)
    }
    _ = try await planner.transition(row, sizeRange: rowRange) { $0.items = [items.c] }
    #expect(row.log.filter { $0.hasPrefix("didComplete") }.count == 1)
    #expect(planner.diagnostics.count == 1)
    #expect(planner.diagnostics.first?.node == "<display row>")
    #expect(planner.diagnostics.first?.message.contains("completeTransition(_:) was called again") == true)
  }

  /// Texture accepts an animation that never calls `completeTransition(_:)`: the removed subnodes simply
  /// stay. The planner records exactly that, and a diagnostic naming the node.
  @Test func neverCompletingRecordsWhatTextureShowsWithADiagnostic() async throws {
    let row = laidOutRow([items.a, items.b])
    row.animation = { _, context in
      context.animate(withDuration: 0.3, animations: { items.a.alpha = 0 })
    }
    let timeline = try await planner.transition(row, sizeRange: rowRange) { $0.items = [items.b] }
    #expect(row.subnodeNames == ["B", "A"], "A was never removed")
    #expect(timeline.transitions.map(\.completion) == [nil])
    #expect(timeline.isPresent("A", at: timeline.duration), "A stays, as in Texture")
    #expect(timeline.alpha("A", at: 0.3) == 0)
    #expect(timeline.frame("B", at: 0.3) == rect(0, 0, 60, 20))
    #expect(planner.diagnostics.map(\.node) == ["<display row>"])
    #expect(timeline.diagnostics == planner.diagnostics)
    #expect(timeline.sampleTable(at: []).contains("diagnostic: <display row> at 0 s: the layout transition never"))
    #expect(
      planner.diagnostics.first?.message == """
        the layout transition never finished: animateLayoutTransition(_:) did not call \
        context.completeTransition(_:), so didCompleteLayoutTransition(_:) never ran and the removed subnodes \
        stay, as in Texture (removed subnodes: <display A>); call context.completeTransition(_:) when the \
        animation ends
        """)
  }

  @Test func neverCompletingThrowsAnErrorNamingTheNodeWhenAskedTo() async {
    let row = laidOutRow([items.a, items.b])
    planner.failsOnUnfinishedTransitions = true
    row.animation = { _, context in
      context.animate(withDuration: 0.3, animations: { items.a.alpha = 0 })
    }
    await #expect(throws: TransitionError.unfinished(node: "<display row>", removedSubnodes: ["<display A>"])) {
      try await planner.transition(row, sizeRange: rowRange) { $0.items = [items.b] }
    }
    #expect(row.subnodeNames == ["B", "A"], "A was never removed")
    let message = TransitionError.unfinished(node: "<display row>", removedSubnodes: ["<display A>"]).description
    #expect(
      message == """
        The layout transition of <display row> never finished: its animateLayoutTransition(_:) did not call \
        context.completeTransition(_:), so didCompleteLayoutTransition(_:) never ran and its removed subnodes were \
        never removed (removed subnodes: <display A>).
        """)
  }

  @Test func aTransitionOnADescendantOfAMeasuringNodeIsIgnored() async throws {
    let inner = RowNode("inner", items: [items.c])
    let row = laidOutRow([items.a, inner])
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true)
      inner.items = [items.d]
      inner.transitionLayout(withAnimation: true)
    }
    #expect(!inner.log.contains { $0.hasPrefix("animate") })
    #expect(planner.diagnostics.isEmpty, "silently, as in Texture")
  }

  @Test func aTransitionOnAnAncestorOfAMeasuringNodeIsRefused() async throws {
    let inner = RowNode("inner", items: [items.c])
    let row = laidOutRow([items.a, inner])
    _ = try await planner.record(row, sizeRange: rowRange) {
      inner.items = [items.d]
      inner.transitionLayout(withAnimation: true, shouldMeasureAsync: true)
      row.transitionLayout(withAnimation: true)
    }
    #expect(row.log.isEmpty)
    #expect(inner.log.first == "animate [\"D\", \"C\"]")
    #expect(
      planner.diagnostics.map(\.message) == [
        "transitionLayout was ignored because its descendant <display inner> is still measuring its own layout transition"
      ])
  }

  @Test func aTransitionDuringAnotherOnesAnimationFinishesThatOneFirst() async throws {
    let row = laidOutRow([items.a, items.b])
    var contexts: [TransitionContext] = []
    row.animation = { row, context in
      contexts.append(context as! TransitionContext)
      row.log.append("measured \(context.insertedSubnodes().map { $0.name! })")
      context.animateWithDefaultTransition()
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(withAnimation: true)
      row.items = [items.c, items.d]
      row.transitionLayout(withAnimation: true)
    }
    #expect(
      row.log == [
        "animate [\"B\", \"C\", \"A\"]", "measured [\"C\"]",
        "didComplete [\"B\", \"C\", \"A\"]", "calculatedLayoutDidChange [\"B\", \"C\"]",
        "animate [\"C\", \"D\", \"B\"]", "measured [\"D\"]",
        "didComplete [\"C\", \"D\", \"B\"]", "calculatedLayoutDidChange [\"C\", \"D\"]",
      ])
    #expect(contexts.map(\.didComplete) == [false, true])
    #expect(planner.diagnostics.isEmpty, "the first animation's late completion is expected, not a misuse")
    #expect(!timeline.isPresent("A", at: 0), "the first transition's removals happen when the second starts")
    #expect(timeline.isPresent("B", at: 0.19) && !timeline.isPresent("B", at: 0.2))
    #expect(timeline.alpha("B", at: 0.2) == 1, "the first animation restored alphas as it ended")
    #expect(row.subnodeNames == ["C", "D"])
    #expect(timeline.transitions.map(\.completion) == [0, 0.2])
  }
}
