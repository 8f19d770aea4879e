import Foundation
import MorphPlanning
import MorphScene
import MorphSnapshotTesting
import MorphTimeline
import SnapshotTesting
import Testing
import _MorphTestSupport

/// The plannable strategy plans a document (or a preview) and compares what a timeline strategy
/// makes of the plan; a plan that fails becomes its error's text.
@Suite struct PlannableSnapshotTests {
  let document: any Plannable
  let options = PlanningOptions(textMeasurer: AhemTextMeasurer())

  init() throws {
    document = try SceneDecoder.decode(
      swapDocument(
        animation: """
          - set: { b: { alpha: 0 } }
          - animate: { duration: 0.3, changes: { b: { alpha: 1 } } }
          - complete: true
          """), file: "swap.yaml")
  }

  @Test func aDocumentsTransitionIsComparedAsItsTimeline() async throws {
    let timeline = try await document.plan(.transition("swap"), options: options).timeline.timeline
    let planned = await snapshotText(
      of: document, as: .plan(.transition("swap"), options: options, as: .frames(at: [0, 0.15])))
    #expect(planned == (await snapshotText(of: timeline, as: .frames(at: [0, 0.15]))))
    #expect(planned.contains("alpha"), "the frame table of the swap")
  }

  @Test func theStrategyKeepsTheTimelineStrategysFileKind() {
    #expect(Snapshotting<any Plannable, String>.plan(as: .svg).pathExtension == "svg")
    #expect(Snapshotting<any Plannable, String>.plan(as: .frames(at: [0])).pathExtension == "txt")
  }

  @Test func aPlanThatFailsIsComparedAsItsLocatedError() async {
    let text = await snapshotText(of: document, as: .plan(.transition("swpa"), options: options, as: .svg))
    #expect(text.hasPrefix("planning failed: swap.yaml:"))
    #expect(text.contains("unknown transition 'swpa'"))
    #expect(text.contains("did you mean 'swap'?"))
  }

  @Test func aDocumentIsSnapshottedWithTheUsualAssertion() {
    assertSnapshot(
      of: document, as: .plan(.transition("swap"), options: options, as: .frames(at: [0, 0.15, 0.3])), timeout: 120)
  }

  /// What a strategy makes of a value, awaited as swift-snapshot-testing would wait for it.
  private func snapshotText<Value>(of value: Value, as strategy: Snapshotting<Value, String>) async -> String {
    await withCheckedContinuation { continuation in
      strategy.snapshot(value).run { continuation.resume(returning: $0) }
    }
  }
}
