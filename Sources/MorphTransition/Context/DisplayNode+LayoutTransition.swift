import Foundation
import MorphLayout
import MorphTimeline

/// Texture's Layout Transition API.
///
/// Morph follows Texture's code (`ASDisplayNode+Layout.mm`), including where it disagrees with
/// Texture's documentation:
/// - A size range equal to `constrainedSizeForCalculatedLayout` is **not** a no-op: the
///   whole transition runs, with empty inserted and removed lists if nothing changed.
/// - `completeTransition(false)` does not restore the old layout.
///
/// Where Texture has no answer or a bug, Morph decides:
/// - A transition started while the node's previous transition is still animating first finishes
///   that one — its `didCompleteLayoutTransition(_:)` runs at once (removing its removed subnodes),
///   then `calculatedLayoutDidChange()` — and then starts. The old animation's remaining movements
///   stay recorded (the new one takes over from their current values) and its late
///   `completeTransition(_:)` is ignored. (Texture instead applies the second transition's removals
///   when the first animation completes and never removes the first transition's nodes.)
/// - A transition on a node whose descendant is still measuring its own transition is refused with a
///   `TransitionDiagnostic` (Texture asserts).
/// - After the animation has started, Texture's next layout pass runs at once: nodes of the new layout
///   whose frame the animation did not change get their final frames, the node gets its new size
///   (keeping its origin) if the animation did not set its frame, and every subnode lays out its own
///   subnodes.
///
/// Both `transitionLayout` methods are `nonisolated`, so that a node's own (nonisolated) methods can
/// call them as Texture subclasses do. Inside a ``TransitionPlanner`` recording they run where the
/// recording runs — the main actor, or whatever actor or task called the planner — so recordings of
/// different trees can run in parallel. Outside a recording they must be called on the main thread,
/// as in Texture: they enter the main actor with `MainActor.assumeIsolated`, which traps anywhere else.
extension DisplayNode {
  /// Transitions to a new layout for the size range of the node's last layout pass (Texture's
  /// `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`).
  ///
  /// The range is that of the node's last measurement if its size equals the node's bounds, else that
  /// of its calculated layout under the same rule, else exactly the bounds.
  /// - Parameters:
  ///   - animated: passed to the context's `isAnimated()`.
  ///   - shouldMeasureAsync: whether to measure concurrently; the call then returns before measuring
  ///     and the transition commits later, where it started.
  ///   - measurementCompletion: called where the transition started once the new layout is committed, before the
  ///     new subnodes are inserted and before `animateLayoutTransition(_:)`; never if the transition is
  ///     cancelled.
  nonisolated public func transitionLayout(
    withAnimation animated: Bool, shouldMeasureAsync: Bool = false, measurementCompletion: (() -> Void)? = nil
  ) {
    inRecordingOrOnMainActor(measurementCompletion) { node, measurementCompletion in
      node.startLayoutTransition(
        with: node.constrainedSizeForLayoutPass, animated: animated, shouldMeasureAsync: shouldMeasureAsync,
        measurementCompletion: measurementCompletion)
    }
  }

  /// Transitions to a new layout for a size range (Texture's
  /// `transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)`).
  ///
  /// In Texture's order: returns silently if the range's maximum has no area or a supernode is
  /// measuring its own transition; invalidates the calculated layout; takes a new transition ID
  /// (cancelling the node's transition still measuring); marks every descendant layout pending;
  /// measures; then, where the transition started and unless cancelled meanwhile, commits the new layout (which
  /// `calculatedLayout` reports from then on), lays the descendants out, calls
  /// `measurementCompletion`, inserts and moves subnodes, and runs `animateLayoutTransition(_:)`.
  /// Removed subnodes stay until the animation calls `completeTransition(_:)`.
  ///
  /// Inside a ``TransitionPlanner`` recording the animation is recorded on its virtual clock;
  /// otherwise it runs to its end at once, completions included.
  /// - Parameters:
  ///   - constrainedSize: the range to lay the node out for (parent size = its maximum).
  ///   - animated: passed to the context's `isAnimated()`.
  ///   - shouldMeasureAsync: whether to measure concurrently; the call then returns before measuring
  ///     and the transition commits later, where it started.
  ///   - measurementCompletion: called where the transition started once the new layout is committed, before the
  ///     new subnodes are inserted and before `animateLayoutTransition(_:)`; never if the transition is
  ///     cancelled.
  nonisolated public func transitionLayout(
    with constrainedSize: SizeRange, animated: Bool, shouldMeasureAsync: Bool = false,
    measurementCompletion: (() -> Void)? = nil
  ) {
    inRecordingOrOnMainActor(measurementCompletion) { node, measurementCompletion in
      node.startLayoutTransition(
        with: constrainedSize, animated: animated, shouldMeasureAsync: shouldMeasureAsync,
        measurementCompletion: measurementCompletion)
    }
  }

  /// Runs `start` at once inside a recording, which runs wherever its planner was called; outside
  /// one, on the main actor as UIKit requires (`MainActor.assumeIsolated`, which traps elsewhere).
  private func inRecordingOrOnMainActor(
    _ measurementCompletion: (() -> Void)?, _ start: (DisplayNode, (() -> Void)?) -> Void
  ) {
    if TransitionSession.current != nil {
      start(self, measurementCompletion)
      return
    }
    withoutActuallyEscaping(start) { start in
      let call = MainActorPassage(value: (node: self, measurementCompletion: measurementCompletion, start: start))
      MainActor.assumeIsolated {
        call.value.start(call.value.node, call.value.measurementCompletion)
      }
    }
  }

  /// Starts a layout transition (the body of both `transitionLayout` methods).
  private func startLayoutTransition(
    with constrainedSize: SizeRange, animated: Bool, shouldMeasureAsync: Bool,
    measurementCompletion: (() -> Void)?
  ) {
    guard constrainedSize.max.width > 0, constrainedSize.max.height > 0 else { return }
    guard NodeTransitionState.existing(self)?.pendingTransitionID == nil else { return }
    let session = TransitionSession.currentOrPrivate()
    if let measuring = LayoutTransition.descendants(of: self).first(where: {
      NodeTransitionState.existing($0)?.current != nil
    }) {
      session.report(
        "transitionLayout was ignored because its descendant \(measuring) is still measuring its own layout "
          + "transition", about: self)
      return
    }
    LayoutTransition.start(
      self, sizeRange: constrainedSize, animated: animated, measuresAsynchronously: shouldMeasureAsync,
      measurementCompletion: measurementCompletion, session: session)
  }

  /// Cancels the node's layout transition if it has not committed yet (Texture's
  /// `cancelLayoutTransition`): it stops at its next checkpoint — no commit, no measurement
  /// completion, no animation — and the descendants leave the layout-pending state. The layout stays
  /// invalidated, so the next layout pass measures the current state and applies it without
  /// animation. A transition whose animation has started is not affected.
  public func cancelLayoutTransition() {
    LayoutTransition.cancel(on: self)
  }

  /// Whether the node's layout transition is measuring or committing (Texture's transition ID is set).
  public var isMeasuringLayoutTransition: Bool {
    NodeTransitionState.existing(self)?.current != nil
  }

  /// The range of the node's last layout pass (Texture's `_constrainedSizeForLayoutPass`).
  private var constrainedSizeForLayoutPass: SizeRange {
    let size = bounds.size
    if let measurement, measurement.size == size { return measurement.constrainedSize }
    if let calculated, calculated.size == size { return calculated.constrainedSize }
    return SizeRange(exactly: size)
  }
}
