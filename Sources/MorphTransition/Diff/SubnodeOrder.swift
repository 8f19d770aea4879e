import MorphLayout

/// A list of nodes as a doubly linked list, so that a node can be placed right after another, or
/// taken out, in constant time.
struct SubnodeOrder {
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

  /// Whether a node is in the list.
  func contains(_ node: DisplayNode) -> Bool { members[ObjectIdentifier(node)] != nil }

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
