import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// Measuring off the main actor, cancelling, and superseding (Texture's `transitionLayoutWithSizeRange:…`
/// with `shouldMeasureAsync`, and `cancelLayoutTransition`).
@MainActor
@Suite struct AsyncMeasurementTests {
  private let items = Items()
  private let planner = TransitionPlanner(defaultAnimation: .texture)

  @Test func anAsynchronousTransitionReturnsBeforeMeasuringAndCommitsLater() async throws {
    let row = laidOutRow([items.a, items.b])
    let measuredBefore = row.measureCount
    var atReturn: (measured: Int, subnodes: [String], layout: [CGRect], measuring: Bool)?
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.b, items.c]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) {
        row.log.append("measurementCompletion")
      }
      atReturn = (
        row.measureCount, row.subnodeNames, row.calculatedLayout!.childFrames, row.isMeasuringLayoutTransition
      )
      row.log.append("returned")
    }
    #expect(atReturn?.measured == measuredBefore)
    #expect(atReturn?.subnodes == ["A", "B"])
    #expect(atReturn?.layout == [rect(0, 0, 50, 20), rect(50, 0, 60, 20)])
    #expect(atReturn?.measuring == true)
    #expect(row.measuredOffMainThread)
    #expect(row.log.prefix(2) == ["returned", "measurementCompletion"])
    #expect(!row.isMeasuringLayoutTransition)
    #expect(timeline.children(of: "row", at: 0) == ["B", "C", "A"], "the commit happens at the start time")
    #expect(timeline.alpha("C", at: 0.1) == 0.5)
    #expect(row.subnodeNames == ["B", "C"])
  }

  @Test func anAsynchronousTransitionStartedByACompletionCommitsAtThatTime() async throws {
    let inner = RowNode("inner", items: [items.c])
    let row = laidOutRow([items.a, inner])
    row.animation = { _, context in
      context.animate(withDuration: 1, animations: { items.a.alpha = 0.5 })
      context.animate(withDuration: 0.2, animations: {}) { finished in
        context.completeTransition(finished)
        inner.items = [items.d]
        MainActor.assumeIsolated { inner.transitionLayout(withAnimation: true, shouldMeasureAsync: true) }
      }
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) { row.transitionLayout(withAnimation: true) }
    #expect(timeline.transitions.map(\.nodeID) == ["row", "inner"])
    #expect(timeline.transitions.map(\.start) == [0, 0.2], "the clock waited for the measurement")
    #expect(timeline.transitions.last?.completion == 0.4)
    #expect(timeline.duration == 1)
  }

  @Test func withoutAPlannerAnAsynchronousTransitionCommitsOnTheMainActor() async {
    let row = laidOutRow([items.a, items.b])
    row.items = [items.c]
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) {
        MainActor.assumeIsolated { row.log.append("measurementCompletion") }
        done.resume()
      }
      row.log.append("returned")
    }
    #expect(
      row.log == [
        "returned", "measurementCompletion", "animate [\"C\", \"A\", \"B\"]", "didComplete [\"C\", \"A\", \"B\"]",
        "calculatedLayoutDidChange [\"C\"]",
      ])
    #expect(items.c.frame == rect(0, 0, 70, 20) && items.c.alpha == 1 && items.a.alpha == 1)
  }

  @Test func layoutPassesSkipANodeWhileItsLayoutIsMeasured() async throws {
    let row = laidOutRow([items.a, items.b])
    var pending: [Int] = []
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c]
      row.transitionLayout(withAnimation: false, shouldMeasureAsync: true)
      pending = [row.layoutPendingCount, items.a.layoutPendingCount]
      row.layoutIfNeeded()
      row.log.append("after layout pass \(row.subnodeNames)")
    }
    #expect(pending == [1, 1])
    #expect(row.log.first == "after layout pass [\"A\", \"B\"]")
    #expect(row.layoutPendingCount == 0 && items.a.layoutPendingCount == 0 && items.c.layoutPendingCount == 0)
  }

  @Test func cancellingStopsTheTransitionBeforeItCommits() async throws {
    let row = laidOutRow([items.a, items.b])
    var completionCalled = false
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) { completionCalled = true }
      row.cancelLayoutTransition()
    }
    #expect(!completionCalled && row.log.isEmpty)
    #expect(row.subnodeNames == ["A", "B"] && timeline.transitions.isEmpty)
    #expect(row.layoutPendingCount == 0 && items.b.layoutPendingCount == 0)
    row.layoutIfNeeded()
    #expect(row.subnodeNames == ["C"], "the layout stayed invalidated: the next pass applies the new state")
    #expect(row.log.isEmpty, "without animation")
  }

  @Test func cancellingAfterTheAnimationStartedChangesNothing() async throws {
    let row = laidOutRow([items.a, items.b])
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c]
      row.transitionLayout(withAnimation: true)
      row.cancelLayoutTransition()
    }
    #expect(timeline.transitions.count == 1 && row.subnodeNames == ["C"])
  }

  @Test func aSecondTransitionBeforeTheFirstCommitsSupersedesIt() async throws {
    let row = laidOutRow([items.a, items.b])
    var completions: [String] = []
    var lists: [[String?]] = []
    row.animation = { _, context in
      lists = [context.insertedSubnodes().map(\.name), context.removedSubnodes().map(\.name)]
      context.completeTransition(true)
    }
    let timeline = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) { completions.append("first") }
      row.items = [items.b, items.d]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) { completions.append("second") }
    }
    #expect(completions == ["second"])
    #expect(lists == [["D"], ["A"]], "diffed against the layout before both")
    #expect(timeline.transitions.count == 1)
    #expect(row.subnodeNames == ["B", "D"])
    #expect(row.layoutPendingCount == 0 && items.a.layoutPendingCount == 0)
  }

  @Test func aSynchronousTransitionSupersedesAnAsynchronousOneStillMeasuring() async throws {
    let row = laidOutRow([items.a, items.b])
    var completions: [String] = []
    _ = try await planner.record(row, sizeRange: rowRange) {
      row.items = [items.c]
      row.transitionLayout(withAnimation: true, shouldMeasureAsync: true) { completions.append("async") }
      row.items = [items.d]
      row.transitionLayout(withAnimation: true) { completions.append("sync") }
    }
    #expect(completions == ["sync"] && row.subnodeNames == ["D"])
    #expect(row.layoutPendingCount == 0 && items.a.layoutPendingCount == 0)
  }

  @Test func aTransitionSupersededWhileMeasuringNeverCommits() async {
    let row = laidOutRow([items.a, items.b])
    let gate = MeasurementGate()
    let slow = SlowNode("slow", gate: gate)
    row.items = [slow]
    var completions: [String] = []
    row.transitionLayout(withAnimation: false, shouldMeasureAsync: true) { completions.append("first") }
    await gate.waitUntilMeasuring()
    // From here to the second call the main actor does not yield, so the first transition cannot
    // commit in between; the second call waits for the first measurement to finish.
    gate.open()
    row.items = [items.c]
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      row.transitionLayout(withAnimation: false, shouldMeasureAsync: true) {
        MainActor.assumeIsolated { completions.append("second") }
        done.resume()
      }
    }
    while row.layoutPendingCount > 0 { await Task.yield() }
    #expect(completions == ["second"])
    #expect(row.subnodeNames == ["C"] && slow.supernode == nil)
    #expect(slow.layoutPendingCount == 0 && items.a.layoutPendingCount == 0)
  }
}
