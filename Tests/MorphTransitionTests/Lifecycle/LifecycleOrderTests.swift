import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// The order of a transition's steps and callbacks (Texture's `transitionLayoutWithSizeRange:…`).
@MainActor
@Suite struct LifecycleOrderTests {
  private let items = Items()
  private let planner = TransitionPlanner(defaultAnimation: .texture)

  @Test func callbacksRunInTexturesOrder() async throws {
    let row = laidOutRow([items.a, items.b])
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: false) {
        row.log.append("measurementCompletion \(row.subnodeNames)")
      }
      row.log.append("returned")
    }
    #expect(
      row.log == [
        "measurementCompletion [\"A\", \"B\"]",
        "animate [\"B\", \"C\", \"A\"]",
        "returned",
        "didComplete [\"B\", \"C\", \"A\"]",
        "calculatedLayoutDidChange [\"B\", \"C\"]",
      ])
  }

  @Test func theTransitionCountsAsFinishedOnceItsAnimationHasStarted() async throws {
    let row = laidOutRow([items.a, items.b])
    var states: [Bool] = []
    row.animation = { row, context in
      MainActor.assumeIsolated { states.append(row.isMeasuringLayoutTransition) }
      context.animateWithDefaultTransition()
    }
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.transitionLayout(withAnimation: true)
      states.append(row.isMeasuringLayoutTransition)
    }
    #expect(states == [true, false])
  }

  @Test func measurementCompletionSeesTheNewLayoutBeforeTheNewSubnodes() async throws {
    let row = laidOutRow([items.a, items.b])
    var seen: (layout: [CGRect], range: SizeRange, cIsSubnode: Bool)?
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(with: exactly(300, 50), animated: true) {
        seen = (row.calculatedLayout!.childFrames, row.constrainedSizeForCalculatedLayout, items.c.supernode != nil)
      }
    }
    #expect(seen?.layout == [rect(0, 0, 60, 20), rect(60, 0, 70, 20)])
    #expect(seen?.range == exactly(300, 50))
    #expect(seen?.cIsSubnode == false)
  }

  @Test func removedSubnodesStayUntilCompleteTransition() async throws {
    let row = laidOutRow([items.a, items.b])
    var during: [String] = []
    row.animation = { row, context in
      context.animate(
        withDuration: 0.5, options: .curveLinear,
        animations: {
          during = row.subnodeNames
          items.a.alpha = 0
        },
        completion: { _ in
          row.log.append("completing at \((context as! TransitionContext).recorder.now) with \(row.subnodeNames)")
          context.completeTransition(true)
        })
    }
    let timeline = try await planner.transition(row, sizeRange: rowRange) { $0.items = [items.b, items.c] }
    #expect(during == ["B", "C", "A"])
    #expect(row.log.contains("completing at 0.5 with [\"B\", \"C\", \"A\"]"))
    #expect(row.subnodeNames == ["B", "C"])
    #expect(timeline.children(of: "row", at: 0.49) == ["B", "C", "A"])
    #expect(timeline.children(of: "row", at: 0.5) == ["B", "C"])
    #expect(timeline.element(id: "A")!.presence.last!.end == 0.5)
  }

  @Test func theFirstTransitionOfANodeInsertsEverySubnode() async throws {
    let row = RowNode("row", items: [items.a, items.b])
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    var inserted: [DisplayNode] = []
    var from: Layout?
    var fromRange: SizeRange?
    row.animation = { _, context in
      inserted = context.insertedSubnodes()
      from = context.layout(forKey: .from)
      fromRange = context.constrainedSize(forKey: .from)
      context.completeTransition(true)
    }
    row.transitionLayout(withAnimation: false)
    #expect(inserted.map(\.name) == ["A", "B"])
    #expect(from == nil && fromRange == .zero)
    #expect(row.subnodeNames == ["A", "B"])
    #expect(row.constrainedSizeForCalculatedLayout == rowRange, "the range of exactly the bounds")
  }

  @Test func anEqualSizeRangeRunsTheWholeTransition() async throws {
    let row = laidOutRow([items.a, items.b])
    var lists: [[DisplayNode]] = []
    var completed = false
    row.animation = { _, context in
      lists = [context.insertedSubnodes(), context.removedSubnodes()]
      context.completeTransition(true)
    }
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.transitionLayout(with: row.constrainedSizeForCalculatedLayout, animated: true) { completed = true }
    }
    #expect(completed)
    #expect(lists.map(\.count) == [0, 0])
    #expect(
      row.log == [
        "animate [\"A\", \"B\"]", "didComplete [\"A\", \"B\"]", "calculatedLayoutDidChange [\"A\", \"B\"]",
      ])
  }

  @Test func withoutAnimationTheCallbacksSeeIsAnimatedFalseAndEverythingHappensAtOnce() async throws {
    let row = laidOutRow([items.a, items.b])
    var animated: Bool?
    row.animation = { _, context in
      animated = context.isAnimated()
      context.animateWithDefaultTransition()
    }
    let timeline = try await planner.transition(row, sizeRange: rowRange, animated: false) {
      $0.items = [items.b, items.c]
    }
    #expect(animated == false)
    #expect(timeline.duration == 0)
    #expect(timeline.children(of: "row", at: 0) == ["B", "C"])
    #expect(timeline.frame("B", at: 0) == rect(0, 0, 60, 20))
    #expect(timeline.alpha("C", at: 0) == 1)
    #expect(row.log.last == "calculatedLayoutDidChange [\"B\", \"C\"]")
  }

  @Test func aZeroSizeRangeIsASilentNoOp() {
    let row = laidOutRow([items.a, items.b])
    row.items = [items.c]
    let version = row.layoutVersion
    row.transitionLayout(with: exactly(0, 100), animated: true)
    row.transitionLayout(with: range(0, 0, 100, 0), animated: true)
    #expect(row.layoutVersion == version && row.log.isEmpty && row.subnodeNames == ["A", "B"])
  }

  @Test func transitionLayoutWithAnimationUsesTheRangeOfTheLastLayoutPass() async throws {
    let row = RowNode("row", items: [items.a])
    row.layoutAsRoot(sizeRange: range(0, 0, 300, 300))
    var to: SizeRange?
    row.animation = { _, context in
      to = context.constrainedSize(forKey: .to)
      context.completeTransition(true)
    }
    row.transitionLayout(withAnimation: true)
    #expect(to == range(0, 0, 300, 300))
    row.frame.size = CGSize(width: 120, height: 40)
    row.transitionLayout(withAnimation: true)
    #expect(to == exactly(120, 40), "neither layout matches the bounds: exactly the bounds")
  }

  @Test func withoutAPlannerTheWholeLifecycleRunsAtOnce() {
    let row = laidOutRow([items.a, items.b])
    row.items = [items.b, items.c]
    row.transitionLayout(withAnimation: true)
    #expect(
      row.log == [
        "animate [\"B\", \"C\", \"A\"]", "didComplete [\"B\", \"C\", \"A\"]",
        "calculatedLayoutDidChange [\"B\", \"C\"]",
      ])
    #expect(items.b.frame == rect(0, 0, 60, 20) && items.c.frame == rect(60, 0, 70, 20))
    #expect(items.c.alpha == 1 && items.a.alpha == 1 && items.a.supernode == nil)
  }

  @Test func contextsAreReleasedAfterTheRecording() async throws {
    let row = laidOutRow([items.a, items.b])
    weak var released: TransitionContext?
    row.animation = { _, context in
      released = context as? TransitionContext
      context.animateWithDefaultTransition()
    }
    _ = try await planner.transition(row, sizeRange: rowRange) { $0.items = [items.c] }
    #expect(released == nil)
  }

  @Test func completeTransitionFalseDoesNotRestoreTheOldLayout() {
    let row = laidOutRow([items.a, items.b])
    row.animation = { _, context in context.completeTransition(false) }
    row.items = [items.c]
    row.transitionLayout(withAnimation: true)
    #expect(row.subnodeNames == ["C"])
    #expect(row.calculatedLayout?.childFrames == [rect(0, 0, 70, 20)])
  }

  @Test func nodesTheAnimationLeavesAloneGetTheirFinalFramesAtOnce() async throws {
    let row = laidOutRow([items.a, items.b])
    row.animation = { _, context in
      items.c.alpha = 0
      context.animate(withDuration: 1, options: .curveLinear, animations: { items.c.alpha = 1 }) {
        context.completeTransition($0)
      }
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c, items.b]
      row.transitionLayout(with: exactly(300, 50), animated: true)
    }
    #expect(timeline.frame("B", at: 0) == rect(70, 0, 60, 20), "B jumps: the animation did not move it")
    #expect(timeline.frame("C", at: 0) == rect(0, 0, 70, 20))
    #expect(timeline.frame("row", at: 0) == rect(0, 0, 300, 50), "the node takes its new size at once")
    #expect(timeline.alpha("C", at: 0.5) == 0.5)
  }

  /// Texture's insertion gives an inserted node no frame: it is still at its zero frame when the
  /// animation runs. The node's next layout pass then sets every subnode's frame from the new layout, so
  /// a frame the animation set without animating it — here C offset from its zero frame — is replaced
  /// by the final frame, while the animation's own movements (C's fade) play.
  @Test func anInsertedNodeOffsetFromItsZeroFrameGetsItsFinalFrame() async throws {
    let row = laidOutRow([items.a, items.b])
    var seen: CGRect?
    row.animation = { _, context in
      let inserted = items.c
      MainActor.assumeIsolated { seen = inserted.frame }
      inserted.frame = inserted.frame.offsetBy(dx: 0, dy: 40)
      inserted.alpha = 0
      context.animate(withDuration: 1, options: .curveLinear, animations: { inserted.alpha = 1 }) {
        context.completeTransition($0)
      }
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.a, items.b, items.c]
      row.transitionLayout(withAnimation: true)
    }
    #expect(seen == .zero, "the insertion gives the node no frame")
    #expect(timeline.frame("C", at: 0) == rect(110, 0, 70, 20))
    #expect(timeline.frame("C", at: 1) == rect(110, 0, 70, 20))
    #expect(timeline.alpha("C", at: 0.5) == 0.5)
    #expect(items.c.frame == rect(110, 0, 70, 20))
  }

  /// A frame the animation moves inside an animation block keeps its animated value, as the
  /// presentation shows it: here C slides from 40 below its final frame into it.
  @Test func anInsertedNodeTheAnimationMovesKeepsItsMovement() async throws {
    let row = laidOutRow([items.a, items.b])
    row.animation = { _, context in
      let inserted = items.c
      let final = context.finalFrame(for: inserted)
      inserted.frame = final.offsetBy(dx: 0, dy: 40)
      context.animate(withDuration: 1, options: .curveLinear, animations: { inserted.frame = final }) {
        context.completeTransition($0)
      }
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.a, items.b, items.c]
      row.transitionLayout(withAnimation: true)
    }
    #expect(timeline.frame("C", at: 0) == rect(110, 40, 70, 20))
    #expect(timeline.frame("C", at: 0.5) == rect(110, 20, 70, 20))
    #expect(timeline.frame("C", at: 1) == rect(110, 0, 70, 20))
  }

  @Test func descendantsAreLaidOutForTheirNewSizeBeforeMeasurementCompletion() async throws {
    let x = IntrinsicNode("X", 10, 10)
    let inner = RowNode("inner", items: [x])
    inner.justifyContent = .end
    inner.style.flexGrow = 1
    let row = laidOutRow([items.a, inner])
    #expect(x.frame == rect(140, 0, 10, 10), "inner is 150 wide")
    var seen: CGRect?
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.d, inner]
      row.transitionLayout(withAnimation: true) { seen = x.frame }
    }
    #expect(seen == rect(110, 0, 10, 10), "inner is now 120 wide and X is at its end")
    #expect(inner.frame == rect(80, 0, 120, 10))
  }
}
