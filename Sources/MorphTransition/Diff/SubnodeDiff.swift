import Foundation
import MorphLayout

/// The difference between two flattened subnode lists by node identity: which nodes leave, which
/// arrive (and where), and which survivors change index (Texture's `ASLayoutTransition` subnode
/// operations).
///
/// Texture's default build finds the common nodes with a longest-common-subsequence table, O(n·m);
/// Morph uses hash maps keyed by `ObjectIdentifier`, O(n + m). A node appears at most once in a
/// flattened layout, so both give the same inserted and removed sets. The moves are the same too:
/// Texture's `asdk_diffWithArray:…moves:` reports *every* survivor whose index changed — also one
/// that only shifted because of insertions or removals before it, even when it lies on the LCS —
/// and so does Morph. (Only Texture builds linked against IGListDiffKit report fewer moves; they
/// apply the same final order.)
///
/// ``applyInsertionsAndMoves(to:)`` differs from Texture where Texture is wrong; see there.
public struct SubnodeDiff {
  /// The nodes of the old list missing from the new one, in old order.
  public let removed: [DisplayNode]
  /// The nodes of the new list missing from the old one, with their index in the new list, ascending.
  public let insertions: [(node: DisplayNode, index: Int)]
  /// The nodes in both lists whose index changed, with their index in the new list, ascending.
  public let moves: [(node: DisplayNode, index: Int)]
  /// The new list.
  let new: [DisplayNode]

  /// Diffs two subnode lists; each node may appear at most once per list.
  /// - Complexity: O(n + m) for lists of n and m nodes.
  public init(from old: [DisplayNode], to new: [DisplayNode]) {
    // One hash map (node → old index); survivors are marked by old index, not hashed again.
    var oldIndexes: [ObjectIdentifier: Int] = [:]
    oldIndexes.reserveCapacity(old.count)
    for index in old.indices {
      oldIndexes[ObjectIdentifier(old[index])] = index
    }
    var insertions: [(node: DisplayNode, index: Int)] = []
    var moves: [(node: DisplayNode, index: Int)] = []
    var survived = [Bool](repeating: false, count: old.count)
    for index in new.indices {
      let node = new[index]
      if let oldIndex = oldIndexes[ObjectIdentifier(node)] {
        survived[oldIndex] = true
        if oldIndex != index { moves.append((node, index)) }
      } else {
        insertions.append((node, index))
      }
    }
    var removed: [DisplayNode] = []
    for index in old.indices where !survived[index] {
      removed.append(old[index])
    }
    self.removed = removed
    self.insertions = insertions
    self.moves = moves
    self.new = new
  }

  /// Diffs the display nodes of two flattened layouts; with no old layout every node is inserted
  /// (a node's first layout).
  public init(from old: Layout?, to new: Layout) {
    self.init(from: old.map(Self.nodes(of:)) ?? [], to: Self.nodes(of: new))
  }

  /// The inserted nodes, in new-list order.
  public var inserted: [DisplayNode] { insertions.map(\.node) }

  /// The moved nodes, in new-list order.
  public var moved: [DisplayNode] { moves.map(\.node) }

  /// Whether the two lists hold the same nodes in the same order.
  public var isEmpty: Bool { removed.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// The display nodes of a flattened layout's sublayouts, in order.
  static func nodes(of layout: Layout) -> [DisplayNode] {
    layout.sublayouts.compactMap { $0.element as? DisplayNode }
  }
}
