import Foundation
import MorphLayout

/// Carries a node to the measurement of a layout transition — where the transition started, or off
/// that executor when the transition measures asynchronously — and the measurement back.
///
/// Nodes are not `Sendable`, so this hand-off is `@unchecked Sendable`. It is sound because of an
/// invariant the transition code keeps, and checks at runtime:
/// - From the start of the transition until its measurement has returned, the node and its subtree
///   are *layout pending* (`layoutPendingCount > 0`, checked when the hand-off is made): layout passes
///   skip them, `transitionLayout` on a descendant is a no-op, and a transition on a supernode is
///   refused. No other code of Morph touches their layout meanwhile.
/// - Every transition measurement, and the invalidation that starts a transition, run under the lock
///   of the tree's root (Texture's "lock self or to root"), so two measurements of a tree never
///   overlap, while other trees go on; a cancelled measurement that has not started never starts.
/// - The measurement is written before the concurrent measurement returns and read where the
///   transition started after it has been awaited.
///
/// As in Texture, state that a node's layout spec reads must not change while its layout is being
/// measured asynchronously; change it before calling `transitionLayout`.
final class MeasurementHandOff: @unchecked Sendable {
  /// The lock of the tree's root, which serialises the tree's transition measurements and starts.
  private let treeLock: NSLock
  private let node: DisplayNode
  private let sizeRange: SizeRange
  private let context: LayoutContext
  /// The collector of the layout traps the measurement finds (the session's).
  private let diagnostics: LayoutDiagnostics?

  /// Guards `cancelled`, `measuring` and `measurement`.
  private let stateLock = NSLock()
  private var cancelled = false
  private var measuring = false
  private var measurement: NodeMeasurement?

  /// Prepares the measurement of a node whose subtree is already layout pending.
  /// - Parameter treeLock: the lock of the tree's root (``NodeTransitionState/measurementLock``).
  init(node: DisplayNode, sizeRange: SizeRange, context: LayoutContext, treeLock: NSLock) {
    precondition(
      node.layoutPendingCount > 0,
      "MeasurementHandOff: \(node) must be layout pending before its layout is measured for a transition")
    self.node = node
    self.sizeRange = sizeRange
    self.context = context
    self.treeLock = treeLock
    diagnostics = LayoutDiagnostics.current
  }

  /// Whether the transition was cancelled (Texture's `isCancelled` block).
  var isCancelled: Bool { stateLock.withLock { cancelled } }

  /// The measurement, once ``measure()`` has returned; nil if it was cancelled.
  var result: NodeMeasurement? { stateLock.withLock { measurement } }

  /// Cancels the measurement.
  /// - Returns: true when no measurement is running now, so none will touch the node again; false when
  ///   one is running (it finishes, and its task releases the node).
  func cancel() -> Bool {
    stateLock.withLock {
      cancelled = true
      return !measuring
    }
  }

  /// Measures the node for the transition's range (parent size = the range's maximum), unless the
  /// transition is cancelled before or after measuring (Texture's checkpoints around the measurement).
  /// Texture forces automatic subnode management on while measuring; Morph always flattens a node's
  /// layout, so there is nothing to force.
  func measure() {
    treeLock.withLock {
      let proceed = stateLock.withLock {
        measuring = !cancelled
        return measuring
      }
      guard proceed else { return }
      LayoutDiagnostics.$current.withValue(diagnostics) {
        _ = node.layoutThatFits(sizeRange, parentSize: sizeRange.max, context: context)
      }
      let measured = node.measurement
      stateLock.withLock {
        measuring = false
        if !cancelled { measurement = measured }
      }
    }
  }

  /// ``measure()`` off the executor of the transition's recording, for an asynchronous transition:
  /// on a background dispatch queue, as Texture measures on its transition queue, rather than on the
  /// Swift concurrency pool, whose few threads blocking work elsewhere in the process may hold for
  /// long. The measurement sees the caller's content size category, as one in its task would.
  func measureConcurrently() async {
    let category = ContentSizeCategory.current
    await withCheckedContinuation { (measured: CheckedContinuation<Void, Never>) in
      DispatchQueue.global(qos: .userInitiated).async {
        ContentSizeCategory.$current.withValue(category) { self.measure() }
        measured.resume()
      }
    }
  }
}
