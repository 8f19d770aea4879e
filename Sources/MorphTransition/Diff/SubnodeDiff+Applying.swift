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

/// A subnode list as a doubly linked list, so that a node can be placed right after another in
/// constant time.
private struct SubnodeOrder {
  private var members: [ObjectIdentifier: DisplayNode] = [:]
  private var next: [ObjectIdentifier: ObjectIdentifier] = [:]
  private var previous: [ObjectIdentifier: ObjectIdentifier] = [:]
  private var head: ObjectIdentifier?
  private var tail: ObjectIdentifier?

  init(_ nodes: [DisplayNode]) {
    for node in nodes { insert(node, afterID: tail) }
  }

  /// The nodes, front of the list (back of the screen) first.
  var nodes: [DisplayNode] {
    var result: [DisplayNode] = []
    result.reserveCapacity(members.count)
    var cursor = head
    while let id = cursor {
      result.append(members[id]!)
      cursor = next[id]
    }
    return result
  }

  /// Places a node right after `predecessor` (first when nil). If the predecessor is not in the list,
  /// the node goes to `fallbackIndex` instead.
  mutating func insert(_ node: DisplayNode, after predecessor: DisplayNode?, fallbackIndex: Int) {
    guard let predecessor else { return insert(node, afterID: nil) }
    let predecessorID = ObjectIdentifier(predecessor)
    if members[predecessorID] != nil { return insert(node, afterID: predecessorID) }
    var cursor = head
    var before: ObjectIdentifier?
    for _ in 0..<fallbackIndex {
      guard let id = cursor else { break }
      before = id
      cursor = next[id]
    }
    insert(node, afterID: before)
  }

  /// Takes a node out of the list if it is there.
  mutating func remove(_ node: DisplayNode) {
    let id = ObjectIdentifier(node)
    guard members.removeValue(forKey: id) != nil else { return }
    let before = previous.removeValue(forKey: id)
    let after = next.removeValue(forKey: id)
    if let before { next[before] = after } else { head = after }
    if let after { previous[after] = before } else { tail = before }
  }

  private mutating func insert(_ node: DisplayNode, afterID before: ObjectIdentifier?) {
    let id = ObjectIdentifier(node)
    members[id] = node
    let after = before.map { next[$0] } ?? head
    previous[id] = before
    next[id] = after
    if let before { next[before] = id } else { head = id }
    if let after { previous[after] = id } else { tail = id }
  }
}
