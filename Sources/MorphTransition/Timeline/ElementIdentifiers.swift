import MorphLayout
import MorphTimeline

/// The names Morph gives nodes in every output — a `Timeline`'s element ids, `morph layout`'s tree,
/// the exports' `data-morph-id` and the preview — so that one node has one name everywhere.
///
/// - A node of ``init(nodes:root:declared:)``'s `declared` list (a scene's own nodes, whose names are
///   distinct) is named by its name.
/// - Another named node is named by its name when no other node of the tree has it, else by its
///   parent's name and its own, such as `nextButton.title` for the title node of one of two buttons.
/// - The root is `root` unless it is named; any other unnamed node is named by its parent's name, its
///   kind and its index among its parent's subnodes, such as `card.text2`.
/// - A name another node already took gets `-2`, `-3`, … appended.
///
/// Whether a name is shared is decided over the nodes named, the root's and every declared node's
/// subnodes, so that every timeline and every layout of one scene name a node alike, whichever
/// nodes each of them shows.
public struct ElementIdentifiers {
  private var identifiers: [ObjectIdentifier: String] = [:]

  /// Names nodes.
  /// - Parameters:
  ///   - nodes: the nodes to name, the root first and each parent before its subnodes.
  ///   - root: the root of the tree.
  ///   - declared: nodes whose names are theirs as they are (their names must be distinct); they,
  ///     and the root's and their subnodes, are named too, after `nodes`.
  /// - Complexity: O(*n*) in the nodes named, declared nodes and their subnodes.
  public init(nodes: [DisplayNode], root: DisplayNode, declared: [DisplayNode] = []) {
    let declaredIDs = Set(declared.map(ObjectIdentifier.init))
    var all = nodes
    var seen = Set(nodes.map(ObjectIdentifier.init))
    var expanded = Set<ObjectIdentifier>(minimumCapacity: nodes.count)
    func include(_ node: DisplayNode) {
      guard expanded.insert(ObjectIdentifier(node)).inserted else { return }
      if seen.insert(ObjectIdentifier(node)).inserted { all.append(node) }
      node.subnodes.forEach(include)
    }
    include(root)
    declared.forEach(include)
    identifiers.reserveCapacity(all.count)
    var nameCounts: [String: Int] = [:]
    nameCounts.reserveCapacity(all.count)
    /// Each node's first parent and its index there.
    var places: [ObjectIdentifier: (parent: DisplayNode, index: Int)] = [:]
    places.reserveCapacity(all.count)
    for node in all {
      if let name = node.name { nameCounts[name, default: 0] += 1 }
      for (index, child) in node.subnodes.enumerated() where places[ObjectIdentifier(child)] == nil {
        places[ObjectIdentifier(child)] = (node, index)
      }
    }
    var used = Set<String>(minimumCapacity: all.count)
    for node in all {
      let id = ObjectIdentifier(node)
      let place = places[id]
      let parentName = place.flatMap { identifiers[ObjectIdentifier($0.parent)] }
      var candidate: String
      if let name = node.name {
        let isOwn = declaredIDs.contains(id) || nameCounts[name] == 1 || parentName == nil
        candidate = isOwn ? name : "\(parentName!).\(name)"
      } else if node === root {
        candidate = "root"
      } else {
        candidate = "\(parentName.map { "\($0)." } ?? "")\(node.kindName)\(place?.index ?? 0)"
      }
      var unique = candidate
      var suffix = 2
      while !used.insert(unique).inserted {
        unique = "\(candidate)-\(suffix)"
        suffix += 1
      }
      identifiers[id] = unique
    }
  }

  /// A node's name; nil for a node that was not named.
  public subscript(node: DisplayNode) -> String? { identifiers[ObjectIdentifier(node)] }
}
