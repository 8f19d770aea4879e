import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// A root node whose vertical stack holds three container nodes `a`, `b`, `c`; each container insets a
/// row of three 10×10 leaves (`a0`…`c2`). Every node counts its measurements in `counter`.
private struct CountedTree {
  let counter: MeasurementCounter
  let root: CountedNode
  let nodes: [String: CountedNode]
  let range = SizeRange(min: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: CGFloat.infinity))

  init(leafSizes: [String: CGSize] = [:]) {
    let counter = MeasurementCounter()
    var nodes: [String: CountedNode] = [:]
    func container(_ name: String) -> CountedNode {
      let leaves = (0..<3).map { index -> CountedNode in
        let leafName = "\(name)\(index)"
        let leaf = CountedNode(
          leafName, counter: counter, intrinsicSize: leafSizes[leafName] ?? CGSize(width: 10, height: 10))
        nodes[leafName] = leaf
        return leaf
      }
      let node = CountedNode(name, counter: counter)
      node.automaticallyManagesSubnodes = true
      node.layoutSpecBlock = { _, _ in
        InsetLayoutSpec(
          insets: EdgeInsets(all: 4),
          child: StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .start, children: leaves))
      }
      nodes[name] = node
      return node
    }
    let containers = ["a", "b", "c"].map(container)
    let root = CountedNode("root", counter: counter)
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in
      StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: containers)
    }
    nodes["root"] = root
    self.counter = counter
    self.root = root
    self.nodes = nodes
  }

  subscript(name: String) -> CountedNode { nodes[name]! }

  /// Lays the tree out as a root at scale 2 and forgets what was measured before.
  func layOut(_ range: SizeRange? = nil, scale: CGFloat = 2) {
    counter.reset()
    root.layoutAsRoot(sizeRange: range ?? self.range, context: LayoutContext(scale: scale))
  }

  /// Every node's frame, by name.
  var frames: [String: CGRect] { nodes.mapValues(\.frame) }

  /// Every node's layout version, by name.
  var versions: [String: Int] { nodes.mapValues(\.layoutVersion) }
}

@Suite struct LayoutCacheTests {
  @Test func aFirstLayoutMeasuresEveryNodeOnce() {
    let tree = CountedTree()
    tree.layOut()
    #expect(tree.counter.measured.count == 13)
    #expect(Set(tree.counter.measured) == Set(tree.nodes.keys))
    #expect(tree["b1"].frame == rect(19, 4, 10, 10))
    #expect(tree["b"].frame == rect(0, 20, 48, 18))
  }

  @Test func anEqualRangeReusesEveryCachedLayout() {
    let tree = CountedTree()
    tree.layOut()
    tree.layOut()
    #expect(tree.counter.measured.isEmpty, "the same range again: everything comes from the caches")
    tree.layOut(SizeRange(min: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: 500)))
    #expect(
      tree.counter.measured == ["root"],
      "another height range for the root leaves the containers' ranges equal, so they are reused")
  }

  @Test func anotherPixelGridMeasuresEverythingAgain() {
    let tree = CountedTree()
    tree.layOut()
    tree.layOut(scale: 3)
    #expect(tree.counter.measured.count == 13)
  }

  @Test func setNeedsLayoutInvalidatesTheNodeAndItsSupernodesOnly() {
    let tree = CountedTree()
    tree.layOut()
    let before = tree.versions
    tree["b1"].setNeedsLayout()
    let changed = Set(tree.versions.filter { before[$0.key] != $0.value }.keys)
    #expect(changed == ["b1", "b", "root"])
  }

  @Test func invalidateCalculatedLayoutKeepsTheSupernodesLayouts() {
    let tree = CountedTree()
    tree.layOut()
    let before = tree.versions
    tree["b1"].invalidateCalculatedLayout()
    let changed = Set(tree.versions.filter { before[$0.key] != $0.value }.keys)
    #expect(changed == ["b1"])
  }

  @Test func aReLayoutAfterOneLeafChangesMeasuresExactlyTheDirtyPath() {
    let tree = CountedTree()
    tree.layOut()
    let frames = tree.frames
    tree["b1"].setNeedsLayout()
    tree.layOut()
    #expect(tree.counter.measured == ["root", "b", "b1"])
    #expect(tree.frames == frames)
  }

  @Test func aLeafThatGrowsMovesItsSiblingsWithoutMeasuringThem() {
    let tree = CountedTree()
    tree.layOut()
    tree["b1"].intrinsicSize = CGSize(width: 30, height: 10)
    tree["b1"].setNeedsLayout()
    tree.layOut()
    #expect(tree.counter.measured == ["root", "b", "b1"], "the siblings' ranges did not change")
    let fresh = CountedTree(leafSizes: ["b1": CGSize(width: 30, height: 10)])
    fresh.layOut()
    #expect(tree.frames == fresh.frames, "the same frames as a fresh layout of the changed tree")
    #expect(tree["b2"].frame == rect(54, 4, 10, 10))
    #expect(tree["b"].frame.size == CGSize(width: 68, height: 18))
  }

  @Test func aLayoutPassPutsBackAFrameChangedByHand() {
    let tree = CountedTree()
    tree.layOut()
    tree.counter.reset()
    tree["c2"].frame.origin.x = 99
    tree.root.layoutIfNeeded(context: LayoutContext(scale: 2))
    #expect(tree["c2"].frame == rect(34, 4, 10, 10))
    #expect(tree.counter.measured.isEmpty)
  }

  @Test func aContainerResizedByHandLaysItsSubnodesOutForItsNewSize() {
    let tree = CountedTree()
    tree.layOut()
    tree.counter.reset()
    tree["a"].frame.size = CGSize(width: 100, height: 18)
    tree["a"].layoutIfNeeded(context: LayoutContext(scale: 2))
    #expect(
      tree.counter.measured == ["a", "a0", "a1", "a2"],
      "measured again for exactly its new bounds, which gives its leaves another cross range")
    #expect(tree["a2"].frame == rect(34, 4, 10, 10))
    tree.layOut()
    #expect(tree["a"].frame.size == CGSize(width: 48, height: 18), "the root's next pass restores its size")
  }
}

@Suite struct TextLayoutCacheTests {
  @Test func textIsBrokenIntoLinesOncePerStringAttributesAndWidth() {
    let measurer = AhemTextMeasurer(cachesLayouts: true)
    let attributes = TextAttributes(font: Font(size: 10))
    let first = TextNode("two words", attributes: attributes, measurer: measurer)
    let second = TextNode("two words", attributes: attributes, measurer: measurer)
    measurer.resetCounts()

    let layout = first.textLayout(width: 50)
    let measured = measurer.widthMeasurementCount
    #expect(measured > 0)
    #expect(second.textLayout(width: 50) == layout, "another node showing the same text")
    #expect(first.textLayout(width: 50) == layout)
    #expect(measurer.widthMeasurementCount == measured, "both answered from the cache")
    #expect(
      layout == TextLineBreaker.layout("two words", attributes: attributes, width: 50, measurer: AhemTextMeasurer()))

    _ = first.textLayout(width: 90)
    #expect(measurer.widthMeasurementCount > measured, "another width is another layout")
    let afterWidth = measurer.widthMeasurementCount
    var bold = attributes
    bold.font.weight = 700
    second.attributes = bold
    _ = second.textLayout(width: 50)
    #expect(measurer.widthMeasurementCount > afterWidth, "other attributes are another layout")
    let afterAttributes = measurer.widthMeasurementCount
    first.text = "three short words"
    _ = first.textLayout(width: 50)
    #expect(measurer.widthMeasurementCount > afterAttributes, "another string is another layout")
    #expect(measurer.layoutCache?.count == 4)
  }

  @Test func aFullCacheStartsOver() {
    let cache = TextLayoutCache(capacity: 2)
    let measurer = AhemTextMeasurer()
    let attributes = TextAttributes()
    func layout(_ text: String) -> TextLayout {
      cache.layout(of: text, attributes: attributes, width: 100) {
        TextLineBreaker.layout(text, attributes: attributes, width: 100, measurer: measurer)
      }
    }
    _ = layout("a")
    _ = layout("b")
    #expect(cache.count == 2)
    _ = layout("c")
    #expect(cache.count == 1)
  }

  @Test func withoutACacheEveryLayoutIsMeasured() {
    let measurer = AhemTextMeasurer()
    let node = TextNode("word", attributes: TextAttributes(font: Font(size: 10)), measurer: measurer)
    measurer.resetCounts()
    _ = node.textLayout(width: 50)
    let once = measurer.widthMeasurementCount
    _ = node.textLayout(width: 50)
    #expect(measurer.widthMeasurementCount == 2 * once)
  }
}
