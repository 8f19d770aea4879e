import MorphPlanning
import MorphScene
import MorphTimeline
import _MorphTestSupport

/// The swap's timeline, fading `b` in over `duration` seconds, planned with Ahem metrics: the timeline
/// the snapshot strategies' failure tests change.
func swapTimeline(duration: Double) async throws -> Timeline {
  let document = try SceneDecoder.decode(
    swapDocument(
      animation: """
        - set: { b: { alpha: 0 } }
        - animate: { duration: \(duration), changes: { b: { alpha: 1 } } }
        - complete: true
        """), file: "swap.yaml")
  return try await document.plan(.transition("swap"), options: PlanningOptions(textMeasurer: AhemTextMeasurer()))
    .timeline.timeline
}
