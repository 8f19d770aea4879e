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
  /// - Complexity: O(n + i + k) for n subnodes, i insertions and k moves.
  public func applyInsertionsAndMoves(to node: DisplayNode) {
    guard !(insertions.isEmpty && moves.isEmpty) else { return }
    let moving = Set(moves.map { ObjectIdentifier($0.node) })
    var order = SubnodeOrder(node.subnodes.filter { !moving.contains(ObjectIdentifier($0)) })
    var insertion = insertions.startIndex
    var move = moves.startIndex
    while insertion < insertions.endIndex || move < moves.endIndex {
      let takeInsertion =
        move == moves.endIndex
        || (insertion < insertions.endIndex && insertions[insertion].index < moves[move].index)
      let placed = takeInsertion ? insertions[insertion] : moves[move]
      if takeInsertion { insertion += 1 } else { move += 1 }
      if let supernode = placed.node.supernode, supernode !== node { placed.node.removeFromSupernode() }
      order.remove(placed.node)
      order.insert(placed.node, after: placed.index > 0 ? new[placed.index - 1] : nil, fallbackIndex: placed.index)
      placed.node.supernode = node
    }
    node.subnodes = order.nodes
  }

  /// Detaches each removed node that is still a subnode of `node` (Texture's `applySubnodeRemovals`;
  /// a node another supernode has adopted meanwhile is left alone).
  /// - Complexity: O(n + r) for n subnodes and r removed nodes.
  public func applyRemovals(from node: DisplayNode) {
    let leaving = Set(removed.filter { $0.supernode === node }.map(ObjectIdentifier.init))
    guard !leaving.isEmpty else { return }
    for subnode in node.subnodes where leaving.contains(ObjectIdentifier(subnode)) {
      subnode.supernode = nil
    }
    node.subnodes.removeAll { leaving.contains(ObjectIdentifier($0)) }
  }
}
