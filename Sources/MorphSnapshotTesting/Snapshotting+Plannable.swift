import Foundation
import MorphPlanning
import MorphText
import MorphTimeline
import SnapshotTesting

extension Snapshotting where Value == any Plannable, Format == String {
  /// What a scene document or Swift preview plans for `subject`, compared by one of the timeline
  /// strategies: the same snapshot whichever kind it is.
  ///
  /// ```swift
  /// let preview = try #require(catalog.preview(named: "adoption"))
  /// assertSnapshot(of: preview, as: .plan(.transition("openDetail"), as: .frames(at: [0, 0.1])), timeout: 60)
  /// assertSnapshot(of: try SceneDecoder.decode(contentsOfFile: "card-expand.yaml"), as: .plan(as: .svg), timeout: 60)
  /// ```
  ///
  /// A plan that fails becomes its located error's text, so the comparison fails and says why. The
  /// plan runs asynchronously: give `assertSnapshot` a `timeout` (its default is 5 seconds), since
  /// the first plan of a test process loads the fonts, which a busy machine can take longer over.
  ///
  /// - Parameters:
  ///   - subject: What to plan: a transition (nil: the first), the storyboard, a size change.
  ///   - options: How to lay it out; nil measures a document's text with FreeType and keeps the
  ///     plannable's own scale, Dynamic Type size and size range.
  ///   - strategy: How to compare the planned timeline: `.frames(at:)`, `.svg`, `.html`, or any other.
  public static func plan(
    _ subject: PlanSubject = .transition(nil), options: PlanningOptions? = nil,
    as strategy: Snapshotting<Timeline, String>
  ) -> Snapshotting {
    Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { plannable in
      Async { deliver in
        let waiting = WaitingSnapshot(strategy: strategy, deliver: deliver)
        PlanningExecutor.run {
          do {
            let options = try options ?? PlanningOptions(textMeasurer: FreeTypeTextMeasurer())
            let plan = try await plannable.plan(subject, options: options)
            waiting.strategy.snapshot(plan.timeline.timeline).run(waiting.deliver)
          } catch {
            waiting.deliver("planning failed: \(error)")
          }
        }
      }
    }
  }
}

/// The timeline strategy and the callback of a snapshot that swift-snapshot-testing is waiting for,
/// carried into the planning task.
///
/// Neither is `Sendable`, but neither is used anywhere else once the task starts: the test's thread
/// blocks until the callback runs, once.
private struct WaitingSnapshot: @unchecked Sendable {
  let strategy: Snapshotting<Timeline, String>
  let deliver: (String) -> Void
}
