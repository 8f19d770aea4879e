import Foundation
import MorphLayout

extension SubnodeDiff {
  /// Makes the inserted and moved nodes subnodes of `node` in new-list order, leaving removed nodes in
  /// place (Texture's `applySubnodeInsertionsAndMoves`): the moved nodes are detached, then the
  /// inserted and moved nodes are placed in ascending new index. During a transition the removed
  /// nodes therefore stay among the new ones: [A, B] → [B, C] gives [B, C, A].
  ///
  /// Texture inserts each node at its new index, but the new indexes do not count the removed nodes
  /// that are still there, so a node can land behind a survivor that should follow it: [A, B] →
  /// [C, B, D] gives [C, A, D, B], and [C, D, B] once A is removed. Morph places each node right
  /// after its predecessor in the new list instead. Whenever Texture's final order is right this gives
  /// exactly Texture's order (checked on every pair of lists of up to six nodes); otherwise it keeps
  /// the new list's order: [C, A, B, D], then [C, B, D].
  /// - Complexity: O((i + k) · n) for i insertions, k moves and n subnodes.
  public func applyInsertionsAndMoves(to node: DisplayNode) {
    for move in moves where move.node.supernode === node {
      move.node.removeFromSupernode()
    }
    var insertion = insertions.startIndex
    var move = moves.startIndex
    while insertion < insertions.endIndex || move < moves.endIndex {
      let takeInsertion =
        move == moves.endIndex
        || (insertion < insertions.endIndex && insertions[insertion].index < moves[move].index)
      let placed = takeInsertion ? insertions[insertion] : moves[move]
      if takeInsertion { insertion += 1 } else { move += 1 }
      node.insertSubnode(placed.node, at: position(for: placed.index, in: node))
    }
  }

  /// Where the node at `index` of the new list goes among `node`'s subnodes: right after the node
  /// before it in the new list (at the back if it is first; at `index` if that node is missing).
  private func position(for index: Int, in node: DisplayNode) -> Int {
    guard index > 0 else { return 0 }
    let predecessor = new[index - 1]
    return node.subnodes.firstIndex { $0 === predecessor }.map { $0 + 1 } ?? index
  }

  /// Detaches each removed node that is still a subnode of `node` (Texture's `applySubnodeRemovals`;
  /// a node another supernode has adopted meanwhile is left alone).
  /// - Complexity: O(r · n) for r removed nodes and n subnodes.
  public func applyRemovals(from node: DisplayNode) {
    for removed in removed where removed.supernode === node {
      removed.removeFromSupernode()
    }
  }
}
