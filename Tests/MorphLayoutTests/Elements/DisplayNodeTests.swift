import Foundation
@testable import MorphLayout
import Testing
import _MorphTestSupport

/// Counts how often it is measured.
private final class CountingNode: DisplayNode {
  var measurements = 0
  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    measurements += 1
    return CGSize(width: 10, height: 10)
  }
}

/// A node that lays its subnodes out by overriding `layoutSpecThatFits`.
private final class CardNode: DisplayNode {
  let title = IntrinsicNode("title", 80, 20)
  let badge = IntrinsicNode("badge", 10, 10)
  var showsBadge = true

  override init() {
    super.init()
    name = "card"
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let stack = StackLayoutSpec(direction: .vertical, spacing: 4, children: showsBadge ? [title, badge] : [title])
    return InsetLayoutSpec(insets: EdgeInsets(all: 8), child: stack)
  }
}

/// A node that positions its subnode by hand.
private final class ManualNode: DisplayNode {
  let child = IntrinsicNode("child", 10, 10)

  override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    let childLayout = child.layoutThatFits(.unconstrained, parentSize: .zero, context: context)
    var placed = childLayout
    placed.position = CGPoint(x: 5, y: 7)
    return Layout(element: self, size: CGSize(width: 30, height: 30), sublayouts: [placed], grid: context.pixelGrid)
  }
}

@Suite struct PlainNodeMeasurementTests {
  @Test func aPlainNodeFillsAFiniteMaximum() {
    #expect(layout(DisplayNode(), range(0, 0, 200, 100)).size == CGSize(width: 200, height: 100))
  }

  @Test func aPlainNodeCollapsesToTheMinimumWhenEitherAxisIsUnbounded() {
    #expect(layout(DisplayNode(), range(5, 6, 200, .infinity)).size == CGSize(width: 5, height: 6))
  }

  @Test func theIncomingRangeBeatsTheNodesOwnMinimum() {
    let node = DisplayNode().minWidth(200)
    #expect(layout(node, range(0, 0, 150, 100)).size.width == 150)
  }

  @Test func aPreferredSizePinsTheNode() {
    let node = DisplayNode().preferredSize(CGSize(width: 40, height: 30))
    #expect(layout(node, range(0, 0, 200, 100)).size == CGSize(width: 40, height: 30))
  }

  @Test func anInvalidSizeBecomesZero() {
    let node = IntrinsicNode("huge", .infinity, 20_000_000)
    #expect(layout(node, .unconstrained).size == .zero)
  }

  @Test func measurementsAreReusedForIdenticalInputsUntilInvalidated() {
    let node = CountingNode()
    _ = layout(node, range(0, 0, 100, 100))
    _ = layout(node, range(0, 0, 100, 100))
    #expect(node.measurements == 1)
    _ = layout(node, range(0, 0, 100, 50))
    #expect(node.measurements == 2)
    node.setNeedsLayout()
    _ = layout(node, range(0, 0, 100, 50))
    #expect(node.measurements == 3)
    _ = layout(node, range(0, 0, 100, 50), scale: 3)
    #expect(node.measurements == 4, "another pixel grid is another measurement")
  }
}

@Suite struct NodeLayoutSpecTests {
  @Test func aSubclassOverrideLaysOutTheSubnodes() {
    let card = CardNode()
    let result = card.layoutAsRoot(sizeRange: range(300, 0, 300, .infinity), context: LayoutContext(scale: 2))
    #expect(result.size == CGSize(width: 300, height: 50))
    #expect(result.childFrames == [rect(8, 8, 284, 20), rect(8, 32, 284, 10)])
    #expect(card.subnodes.map(\.name) == ["title", "badge"])
    #expect(card.title.frame == rect(8, 8, 284, 20))
    #expect(card.calculatedSize == CGSize(width: 300, height: 50))
    #expect(card.constrainedSizeForCalculatedLayout == range(300, 0, 300, .infinity))
  }

  @Test func aSubclassMayLayItsSubnodesOutByHand() {
    let node = ManualNode()
    node.automaticallyManagesSubnodes = true
    node.layoutAsRoot(sizeRange: .unconstrained, context: LayoutContext(scale: 2))
    #expect(node.frame.size == CGSize(width: 30, height: 30))
    #expect(node.child.frame == rect(5, 7, 10, 10))
    #expect(node.unflattenedCalculatedLayout == nil)
  }

  @Test func aLayoutSpecBlockWorksLikeAnOverride() {
    let title = IntrinsicNode("title", 80, 20)
    let node = DisplayNode(name: "n")
    node.layoutSpecBlock = { _, _ in CenterLayoutSpec(centeringOptions: .XY, child: title) }
    #expect(layout(node, exactly(100, 100)).childFrames == [rect(10, 40, 80, 20)])
  }

  @Test func automaticSubnodeManagementFollowsTheLayout() {
    let card = CardNode()
    card.layoutAsRoot(sizeRange: range(300, 0, 300, .infinity), context: LayoutContext(scale: 2))
    card.showsBadge = false
    card.setNeedsLayout()
    card.layoutAsRoot(sizeRange: range(300, 0, 300, .infinity), context: LayoutContext(scale: 2))
    #expect(card.subnodes.map(\.name) == ["title"])
    #expect(card.badge.supernode == nil)
    #expect(card.title.supernode === card)
  }

  @Test func withoutAutomaticManagementSubnodesAreLeftAlone() {
    let card = CardNode()
    card.automaticallyManagesSubnodes = false
    card.layoutAsRoot(sizeRange: range(300, 0, 300, .infinity), context: LayoutContext(scale: 2))
    #expect(card.subnodes.isEmpty)
    #expect(card.title.frame == rect(8, 8, 284, 20), "frames are applied all the same")
  }

  @Test func flatteningSumsSpecOffsetsCeilsThemAndKeepsDepthFirstOrder() {
    let background = DisplayNode(name: "background")
    let a = IntrinsicNode("a", 10.2, 10)
    let b = IntrinsicNode("b", 10, 10)
    let node = rootNode { _ in
      BackgroundLayoutSpec(
        child: InsetLayoutSpec(
          insets: EdgeInsets(top: 0.3, left: 0.3, bottom: 0, right: 0),
          child: StackLayoutSpec(children: [a, b])),
        background: background)
    }
    let result = node.layoutThatFits(
      range(0, 0, 100, 100), parentSize: CGSize(width: 100, height: 100), context: LayoutContext(scale: 2))
    #expect(result.sublayouts.map { ($0.element as! DisplayNode).name } == ["background", "a", "b"])
    // a sits at 0.3 → 0.5; b at 0.3 + 10.5 = 10.8 → 11 (ceiled on the grid at flattening only).
    #expect(result.childFrames[1].origin == CGPoint(x: 0.5, y: 0.5))
    #expect(result.childFrames[2].origin == CGPoint(x: 11, y: 0.5))
    #expect(node.unflattenedCalculatedLayout == nil, "nothing is applied before a layout pass")
  }

  @Test func aNodeWithItsOwnSpecIsALeafOfItsSupernodesLayout() {
    let card = CardNode()
    let outer = rootNode { _ in InsetLayoutSpec(insets: EdgeInsets(all: 10), child: card) }
    outer.layoutAsRoot(sizeRange: range(320, 0, 320, .infinity), context: LayoutContext(scale: 2))
    #expect(outer.subnodes.map(\.name) == ["card"])
    #expect(card.frame == rect(10, 10, 300, 50))
    #expect(card.subnodes.map(\.name) == ["title", "badge"])
    #expect(card.badge.frame == rect(8, 32, 284, 10), "inner frames are relative to the card")
    #expect(outer.unflattenedCalculatedLayout?.element is InsetLayoutSpec)
  }
}

@Suite struct LayoutValueTests {
  @Test func frameForElementFindsDirectSublayoutsOnly() {
    let a = IntrinsicNode("a", 10, 10)
    let result = layout(StackLayoutSpec(children: [a]), exactly(50, 50))
    #expect(result.frame(for: a) == rect(0, 0, 10, 50))
    #expect(result.frame(for: DisplayNode()).isNull)
  }

  @Test func equalityComparesElementsSizesPositionsAndSublayouts() {
    let a = IntrinsicNode("a", 10, 10)
    let spec = StackLayoutSpec(children: [a])
    #expect(layout(spec, exactly(50, 50)) == layout(spec, exactly(50, 50)))
    #expect(layout(spec, exactly(50, 50)) != layout(spec, exactly(60, 50)))
  }
}

@Suite struct SpecPathTests {
  @Test func pathsNameTheSpecsAboveEachNodeWithChildIndexes() {
    let background = DisplayNode(name: "background")
    let title = IntrinsicNode("title", 10, 10)
    let badge = IntrinsicNode("badge", 10, 10)
    let spec = BackgroundLayoutSpec(
      child: InsetLayoutSpec(insets: .zero, child: StackLayoutSpec(children: [title, badge])), background: background)
    let paths = layout(spec, exactly(100, 100)).specPaths()
    #expect(paths[ObjectIdentifier(background)] == "background[0]")
    #expect(paths[ObjectIdentifier(title)] == "background[1]/inset/stack[0]")
    #expect(paths[ObjectIdentifier(badge)] == "background[1]/inset/stack[1]")
  }

  /// A subnode that outlives its supernode is left without one (the supernode clears the link as it
  /// goes away), and can be added to another.
  @Test func aSubnodeOutlivingItsSupernodeHasNone() {
    let child = DisplayNode(name: "child")
    var parent: DisplayNode? = DisplayNode(name: "parent")
    parent?.addSubnode(child)
    #expect(child.supernode === parent)
    parent = nil
    #expect(child.supernode == nil)
    child.removeFromSupernode()
    let other = DisplayNode(name: "other")
    other.addSubnode(child)
    #expect(child.supernode === other)
    #expect(other.subnodes.count == 1)
  }
}
