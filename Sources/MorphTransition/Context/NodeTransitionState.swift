import Foundation
import MorphLayout

/// The layout transition bookkeeping of one node, kept in `DisplayNode.transitionState` (Texture's
/// `_transitionID`, `_pendingTransitionID` with the "layout pending" hierarchy state, and
/// `_pendingLayoutTransition`).
final class NodeTransitionState {
  /// The transition of this node that is measuring or committing (Texture's transition ID: set when
  /// the transition starts, cleared right after its animation has started or when it is cancelled).
  var current: LayoutTransition?
  /// The transition of a supernode that is measuring this node (Texture's "layout pending" state).
  var pendingTransitionID: Int?
  /// This node's committed transition whose animation has not called `completeTransition(_:)` yet.
  var running: LayoutTransition?
  /// This node's transitions that still hold the layout-pending marks of its subtree (the current one,
  /// and superseded or cancelled ones whose measurement may still be running).
  var holdingMarks: [LayoutTransition] = []
  /// When the node is the root of its tree: the lock that serialises the tree's transition
  /// measurements (see ``MeasurementHandOff``).
  let measurementLock = NSLock()

  private init() {}

  /// The state of a node, created on first use.
  static func of(_ node: DisplayNode) -> NodeTransitionState {
    if let state = node.transitionState as? NodeTransitionState { return state }
    let state = NodeTransitionState()
    node.transitionState = state
    return state
  }

  /// The state of a node, if it ever had one.
  static func existing(_ node: DisplayNode) -> NodeTransitionState? {
    node.transitionState as? NodeTransitionState
  }

  /// Forgets the running transition once its context has completed.
  func transitionDidComplete(_ id: Int) {
    if running?.id == id { running = nil }
  }
}
