import Foundation

/// Why a ``TransitionPlanner`` could not produce a timeline.
public enum TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A transition's animation never called `completeTransition(_:)`, so its
  /// `didCompleteLayoutTransition(_:)` never ran and its removed subnodes were never removed. Thrown only
  /// when ``TransitionPlanner/failsOnUnfinishedTransitions`` is on; otherwise the planner records what
  /// Texture shows (the removed subnodes stay) with a `TransitionDiagnostic`.
  /// - Parameters:
  ///   - node: the description of the node whose transition did not finish.
  ///   - removedSubnodes: the descriptions of the subnodes still waiting to be removed.
  case unfinished(node: String, removedSubnodes: [String])

  /// What went wrong and what it means, naming the node.
  public var description: String {
    switch self {
    case .unfinished(let node, let removedSubnodes):
      let removed = removedSubnodes.isEmpty ? "none" : removedSubnodes.joined(separator: ", ")
      return "The layout transition of \(node) never finished: its animateLayoutTransition(_:) did not call "
        + "context.completeTransition(_:), so didCompleteLayoutTransition(_:) never ran and its removed subnodes "
        + "were never removed (removed subnodes: \(removed))."
    }
  }
}
