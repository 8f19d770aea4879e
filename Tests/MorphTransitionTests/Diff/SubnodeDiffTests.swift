import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

@Suite struct SubnodeDiffTests {
  private let nodes = (0..<12).map { DisplayNode(name: "n\($0)") }

  private func names(_ list: [DisplayNode]) -> [String] { list.map { $0.name! } }

  @Test func replacingTheFirstOfTwoRemovesInsertsAndMoves() {
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    let diff = SubnodeDiff(from: [a, b], to: [b, c])
    #expect(diff.removed.map { $0 === a } == [true])
    #expect(diff.insertions.map(\.index) == [1] && diff.inserted.first === c)
    #expect(diff.moves.map(\.index) == [0] && diff.moved.first === b)
  }

  @Test func aFirstLayoutInsertsEveryNodeInOrder() {
    let diff = SubnodeDiff(from: [], to: Array(nodes[0..<3]))
    #expect(names(diff.inserted) == ["n0", "n1", "n2"])
    #expect(diff.insertions.map(\.index) == [0, 1, 2])
    #expect(diff.removed.isEmpty && diff.moves.isEmpty)
  }

  @Test func survivorsShiftedByAnInsertionAreMovesAsInTexture() {
    let diff = SubnodeDiff(from: [nodes[0], nodes[1]], to: [nodes[2], nodes[0], nodes[1]])
    #expect(names(diff.moved) == ["n0", "n1"])
    #expect(diff.moves.map(\.index) == [1, 2])
    #expect(names(diff.inserted) == ["n2"])
  }

  @Test func identicalListsHaveNoDifference() {
    let list = Array(nodes[0..<4])
    #expect(SubnodeDiff(from: list, to: list).isEmpty)
    #expect(!SubnodeDiff(from: list, to: list.reversed()).isEmpty)
  }

  @Test func identityNotNameDecides() {
    let twin = DisplayNode(name: "n0")
    let diff = SubnodeDiff(from: [nodes[0]], to: [twin])
    #expect(diff.removed.first === nodes[0] && diff.inserted.first === twin)
  }

  @Test func diffingLayoutsUsesTheirDisplayNodes() {
    let a = IntrinsicNode("A", 10, 10)
    let b = IntrinsicNode("B", 10, 10)
    let root = rootNode { _ in StackLayoutSpec(children: [a, b]) }
    let old = layout(root, exactly(100, 100))
    root.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [b]) }
    root.invalidateCalculatedLayout()
    let new = layout(root, exactly(100, 100))
    let diff = SubnodeDiff(from: old, to: new)
    #expect(diff.removed.first === a && diff.moves.first?.node === b && diff.inserted.isEmpty)
    #expect(SubnodeDiff(from: nil, to: new).inserted.first === b)
  }

  @Test func removedNodesStayOnTopUntilTheRemovalsAreApplied() {
    let (a, b, c) = (nodes[0], nodes[1], nodes[2])
    let parent = DisplayNode(name: "parent")
    parent.addSubnode(a)
    parent.addSubnode(b)
    let diff = SubnodeDiff(from: [a, b], to: [b, c])
    diff.applyInsertionsAndMoves(to: parent)
    #expect(names(parent.subnodes) == ["n1", "n2", "n0"])
    diff.applyRemovals(from: parent)
    #expect(names(parent.subnodes) == ["n1", "n2"])
    #expect(a.supernode == nil && c.supernode === parent)
  }

  @Test func removalsLeaveANodeAnotherSupernodeAdopted() {
    let (a, b) = (nodes[0], nodes[1])
    let parent = DisplayNode(name: "parent")
    let other = DisplayNode(name: "other")
    parent.addSubnode(a)
    parent.addSubnode(b)
    let diff = SubnodeDiff(from: [a, b], to: [b])
    other.addSubnode(a)
    diff.applyRemovals(from: parent)
    #expect(a.supernode === other)
  }

  @Test func aSurvivorKeepsItsPlaceAfterNodesInsertedBeforeIt() {
    // Texture ends this one as [C, D, B]: D is inserted at index 2 while A still occupies a place.
    let (a, b, c, d) = (nodes[0], nodes[1], nodes[2], nodes[3])
    let parent = DisplayNode(name: "parent")
    parent.addSubnode(a)
    parent.addSubnode(b)
    let diff = SubnodeDiff(from: [a, b], to: [c, b, d])
    #expect(diff.moves.isEmpty, "B keeps index 1")
    diff.applyInsertionsAndMoves(to: parent)
    #expect(names(parent.subnodes) == ["n2", "n0", "n1", "n3"])
    diff.applyRemovals(from: parent)
    #expect(names(parent.subnodes) == ["n2", "n1", "n3"])
  }

  /// Random old and new lists drawn from a pool: inserted and removed must equal the naive set
  /// differences, and moves the survivors whose index changed. Applying the diff to a node holding the
  /// old list keeps every removed node and puts the new list's nodes in order; the removals then leave
  /// exactly the new list. Whenever Texture's index-based insertion ends in the right order, the order
  /// during the transition must be Texture's.
  @Test(arguments: 0..<300)
  func matchesANaiveComputationOnRandomLists(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let pool = (0..<(2 + seed % 10)).map { DisplayNode(name: "p\($0)") }
    let old = pool.shuffled(using: &random).filter { _ in random.next() % 3 != 0 }
    let new = pool.shuffled(using: &random).filter { _ in random.next() % 3 != 0 }
    let diff = SubnodeDiff(from: old, to: new)

    let removed = old.filter { node in !new.contains { $0 === node } }
    let inserted = new.enumerated().filter { _, node in !old.contains { $0 === node } }
    let moved = new.enumerated().filter { index, node in old.firstIndex { $0 === node }.map { $0 != index } ?? false }
    #expect(names(diff.removed) == names(removed))
    #expect(names(diff.inserted) == inserted.map { $0.element.name! })
    #expect(diff.insertions.map(\.index) == inserted.map(\.offset))
    #expect(names(diff.moved) == moved.map { $0.element.name! })
    #expect(diff.moves.map(\.index) == moved.map(\.offset))

    let parent = DisplayNode(name: "parent")
    for node in old { parent.addSubnode(node) }
    diff.applyInsertionsAndMoves(to: parent)
    let during = names(parent.subnodes)
    #expect(during.filter(names(new).contains) == names(new))
    #expect(Set(during) == Set(names(new) + names(removed)))
    let texture = Self.textureOrder(from: names(old), to: names(new), removed: names(removed))
    if texture.filter(names(new).contains) == names(new) {
      #expect(during == texture)
    }
    diff.applyRemovals(from: parent)
    #expect(names(parent.subnodes) == names(new))
  }

  /// Texture's `applySubnodeInsertionsAndMoves` on names: detach the survivors whose index changed,
  /// then insert them and the new names at their new indexes, in ascending order.
  private static func textureOrder(from old: [String], to new: [String], removed: [String]) -> [String] {
    let placed = new.enumerated().filter { index, name in old.firstIndex(of: name) != index }
    var list = old.filter { name in !placed.contains { $0.element == name } }
    for (index, name) in placed {
      list.insert(name, at: min(index, list.count))
    }
    return list
  }
}
