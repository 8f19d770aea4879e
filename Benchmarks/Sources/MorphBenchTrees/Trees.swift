import Foundation
import MorphLayout

// The benchmark trees T1, T2 and T3 of Benchmarks/trees.md, built the way a Texture app builds them.
//
// Mapping to Texture (trees.md "Mapping to Texture", the conformance fixtures' README "Leaves first"):
//
// - There is ONE display node per tree, the root. Its `layoutSpecBlock` returns the whole spec tree
//   and it manages its subnodes automatically, so after a layout pass every leaf is a direct subnode
//   of the root (Texture flattens node layouts: 10,000 / 10,000 / 4,000 subnodes).
// - Every oracle leaf is a `ZeroSizeLeafNode`: a display node that reports a zero intrinsic size. A
//   plain `DisplayNode` would take the maximum of a finite range, unlike an empty `div`. Its explicit
//   `width`/`height` and flex properties go on the node's own style, which is where Texture reads them
//   when the node is a stack child.
// - A container WITHOUT padding (T1's root, T3's root and T3's text column) is a bare
//   `StackLayoutSpec`; its own flex properties and sizes go on the stack's style (a stack honours
//   its own style size).
// - A container WITH padding (every T2 container, T3's rows) is an `InsetLayoutSpec` (insets =
//   padding) wrapping a `StackLayoutSpec`. The inset spec is the item in the parent stack, so the
//   container's flex properties (`flexGrow`, `flexShrink`, `flexBasis`) go on the inset spec. Its
//   `width`/`height` would NOT take effect there: Texture's inset spec ignores its own style size.
//   None of these containers has an explicit size except the roots, whose sizes come from the root
//   size range below, so nothing is lost; a sized, padded container would need the size expressed
//   as a range on a wrapper that honours it, or on the stack less the padding.
// - Every stack sets every option explicitly (direction, justifyContent, alignItems, flexWrap,
//   alignContent, spacing 0), because Texture's defaults (horizontal) differ from Yoga's (column).
// - The root's width/height are the size range handed to `layoutAsRoot` (T1: width 1000, height
//   0…∞; T2: exactly 1000×1000; T3: width 375, height 0…∞), and are also set on the root node's style.
//
// The spec tree is rebuilt by the `layoutSpecBlock` on every layout pass (as Texture does); the
// display nodes are created once and reused.
//
// That is the `.specs` construction, the one timed for fresh layouts. The `.nodes` construction makes
// every container a display node of its own (a `ContainerNode` carrying the container's flex
// properties, whose `layoutSpecBlock` builds the container's inset and stack around its child
// nodes), one node per Yoga node, the way a Texture app composes nodes so that a change re-lays out
// only the nodes it affects: Texture caches layouts per node, never per spec. Both constructions lay
// out to the same frames.

/// Morph's length type (`LayoutDimension`, Texture's `ASDimension`), under a short name.
public typealias Length = MorphLayout.LayoutDimension

/// A leaf with no content: its intrinsic size is 0×0 whatever the range (an empty `div`).
public final class ZeroSizeLeafNode: DisplayNode {
  /// How often the node was measured (its cache missed); lets the checks prove layouts are fresh.
  public private(set) var measureCount = 0

  public override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    measureCount &+= 1
    return .zero
  }
  public override var kindName: String { "leaf" }
}

/// A container laid out by a display node of its own (the `.nodes` construction).
public final class ContainerNode: DisplayNode {
  /// How often the node calculated its layout (its cache missed).
  public private(set) var measureCount = 0

  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    measureCount &+= 1
    return super.calculateLayoutThatFits(constrainedSize, context: context)
  }
  public override var kindName: String { "container" }
}

/// How a benchmark tree's containers are built.
public enum Construction: String, CaseIterable, Sendable {
  /// One root node whose spec tree holds every container as specs (trees.md's mapping).
  case specs
  /// Every container a ``ContainerNode`` of its own.
  case nodes
}

/// One checkpoint row of trees.md.
public struct Checkpoint: Sendable {
  public var path: [Int]
  public var left: Double, top: Double, width: Double, height: Double
  public var absX: Double, absY: Double
  /// Yoga's scale-1 (rounded) values where trees.md lists them; nil where they equal the unrounded ones.
  public var roundedTop: Double? = nil
  public var roundedAbsY: Double? = nil

  public init(
    _ path: [Int], _ left: Double, _ top: Double, _ width: Double, _ height: Double,
    _ absX: Double, _ absY: Double, roundedTop: Double? = nil, roundedAbsY: Double? = nil
  ) {
    self.path = path
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    self.absX = absX
    self.absY = absY
    self.roundedTop = roundedTop
    self.roundedAbsY = roundedAbsY
  }

  public var pathText: String { "[" + path.map(String.init).joined(separator: ",") + "]" }
}

/// A benchmark tree: its root node, its leaves and what trees.md says about it.
public final class BenchTree {
  public let name: String
  public let summary: String
  public let construction: Construction
  public let root: DisplayNode
  /// The leaf nodes, in oracle (depth-first) order.
  public let leaves: [DisplayNode]
  /// The container nodes of the `.nodes` construction, root included when it is one; empty otherwise.
  public let containers: [ContainerNode]
  /// The leaf trees.md touches for the re-layout benchmark.
  public let touchedLeaf: DisplayNode
  /// trees.md's change of the touched leaf: a style value set to another value and back.
  let touchChange: (DisplayNode) -> Void
  /// Oracle nodes: containers and leaves, root included (10,001 / 11,111 / 6,001).
  public let nodeCount: Int
  public let sizeRange: SizeRange
  /// Yoga's unrounded time on this machine kind (trees.md).
  public let yogaNanosecondsPerNode: Double
  public let checkpoints: [Checkpoint]
  /// Sum of left+top+width+height over all oracle nodes: Yoga at scale 0 and scale 1.
  public let checksumScale0: Double
  public let checksumScale1: Double

  init(
    name: String, summary: String, construction: Construction, root: DisplayNode, leaves: [DisplayNode],
    containers: [ContainerNode], touchedLeaf: DisplayNode, touchChange: @escaping (DisplayNode) -> Void,
    nodeCount: Int, sizeRange: SizeRange, yoga: Double, checkpoints: [Checkpoint], checksumScale0: Double,
    checksumScale1: Double
  ) {
    self.name = name
    self.summary = summary
    self.construction = construction
    self.root = root
    self.leaves = leaves
    self.containers = containers
    self.touchedLeaf = touchedLeaf
    self.touchChange = touchChange
    self.nodeCount = nodeCount
    self.sizeRange = sizeRange
    self.yogaNanosecondsPerNode = yoga
    self.checkpoints = checkpoints
    self.checksumScale0 = checksumScale0
    self.checksumScale1 = checksumScale1
  }

  /// Makes the next layout a fresh one: bumps the layout version of the root and of every leaf, so
  /// that no node answers from its measurement cache. (The nodes are kept; only their caches go.)
  @inline(never)
  public func invalidate() {
    root.setNeedsLayout()
    for leaf in leaves { leaf.setNeedsLayout() }
  }

  /// trees.md's change before a re-layout: the touched leaf's style value set to another value and back,
  /// then `setNeedsLayout()` on the leaf, which invalidates it and its supernodes.
  @inline(never)
  public func touch() {
    touchChange(touchedLeaf)
    touchedLeaf.setNeedsLayout()
  }

  /// How many layouts the leaves and containers have calculated so far.
  public var measureCount: Int {
    leaves.reduce(0) { $0 + ($1 as! ZeroSizeLeafNode).measureCount } + containers.reduce(0) { $0 + $1.measureCount }
  }

  /// A full Texture layout pass from the root: measure (rebuilding the spec tree), apply the
  /// flattened frames to the subnodes, and let every subnode lay itself out.
  @inline(never)
  @discardableResult
  public func layout(context: LayoutContext) -> Layout {
    root.layoutAsRoot(sizeRange: sizeRange, context: context)
  }

  /// Only the measurement half of a pass: `layoutThatFits` on the root, without applying frames.
  @inline(never)
  @discardableResult
  public func measure(context: LayoutContext) -> Layout {
    root.layoutThatFits(sizeRange, parentSize: sizeRange.max, context: context)
  }

  /// Only the spec-tree construction (what the root's `layoutSpecBlock` does each pass).
  @inline(never)
  public func buildSpec() -> LayoutSpec {
    root.layoutSpecThatFits(sizeRange)
  }

  /// All three trees, freshly built.
  public static func all(_ construction: Construction = .specs) -> [BenchTree] {
    [makeT1(construction), makeT2(construction), makeT3(construction)]
  }

  public static func named(_ name: String, _ construction: Construction = .specs) -> BenchTree? {
    switch name.uppercased() {
    case "T1": return makeT1(construction)
    case "T2": return makeT2(construction)
    case "T3": return makeT3(construction)
    default: return nil
    }
  }
}

// MARK: - Helpers

extension LayoutElement {
  /// Sets the flex properties trees.md lists for every node.
  @discardableResult
  func flex(grow: CGFloat, shrink: CGFloat, basis: Length) -> Self {
    style.flexGrow = grow
    style.flexShrink = shrink
    style.flexBasis = basis
    return self
  }

  @discardableResult
  func size(width: Length, height: Length) -> Self {
    style.width = width
    style.height = height
    return self
  }
}

private func makeLeaf(
  width: Length, height: Length, grow: CGFloat, shrink: CGFloat, basis: Length
)
  -> ZeroSizeLeafNode
{
  ZeroSizeLeafNode().size(width: width, height: height).flex(grow: grow, shrink: shrink, basis: basis)
}

private func makeRoot(width: Length, height: Length, spec: @escaping () -> LayoutSpec) -> DisplayNode {
  let root = DisplayNode(name: "root")
  root.automaticallyManagesSubnodes = true
  root.size(width: width, height: height).flex(grow: 0, shrink: 0, basis: .auto)
  root.layoutSpecBlock = { _, _ in spec() }
  return root
}

/// A container node of the `.nodes` construction: `spec` builds its spec on every pass; the flex
/// properties are the node's, since the node is the item in its parent's stack.
private func makeContainer(name: String? = nil, spec: @escaping () -> LayoutSpec) -> ContainerNode {
  let node = ContainerNode()
  node.name = name
  node.automaticallyManagesSubnodes = true
  node.flex(grow: 0, shrink: 0, basis: .auto)
  node.layoutSpecBlock = { _, _ in spec() }
  return node
}

// MARK: - T1 "wide": one wrapping row of 10,000 fixed leaves

extension BenchTree {
  public static func makeT1(_ construction: Construction = .specs) -> BenchTree {
    let leaves = (0..<10_000).map { _ in
      makeLeaf(width: .points(10), height: .points(10), grow: 0, shrink: 0, basis: .auto)
    }
    // root: row, wrap, justify/align-items/align-content flex-start, width 1000, no padding → a stack.
    // The root is the only container, so both constructions are the same tree.
    let root = makeRoot(width: .points(1000), height: .auto) {
      StackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
        flexWrap: .wrap, alignContent: .start, lineSpacing: 0, children: leaves
      ).size(width: .points(1000), height: .auto).flex(grow: 0, shrink: 0, basis: .auto)
    }
    let p = CGFloat.infinity
    return BenchTree(
      name: "T1", summary: "wide: 1 wrapping row × 10,000 fixed leaves", construction: construction, root: root,
      leaves: leaves, containers: [], touchedLeaf: leaves[5000],
      touchChange: { leaf in
        leaf.style.width = .points(10.5)
        leaf.style.width = .points(10)
      },
      nodeCount: 10_001,
      sizeRange: SizeRange(min: CGSize(width: 1000, height: 0), max: CGSize(width: 1000, height: p)),
      yoga: 570,
      checkpoints: [
        Checkpoint([], 0, 0, 1000, 1000, 0, 0),
        Checkpoint([0], 0, 0, 10, 10, 0, 0),
        Checkpoint([1], 10, 0, 10, 10, 10, 0),
        Checkpoint([99], 990, 0, 10, 10, 990, 0),
        Checkpoint([100], 0, 10, 10, 10, 0, 10),
        Checkpoint([5000], 0, 500, 10, 10, 0, 500),
        Checkpoint([-1], 990, 990, 10, 10, 990, 990),
      ],
      checksumScale0: 10_102_000, checksumScale1: 10_102_000)
  }
}

// MARK: - T2 "deep-mixed": depth 4, branching 10, alternating row/column, padding 4

extension BenchTree {
  public static func makeT2(_ construction: Construction = .specs) -> BenchTree {
    // Leaf j of each level-3 container: j = 2, 5, 8 fixed 20×20; the others flexible with basis 0.
    let leaves: [DisplayNode] = (0..<10_000).map { index in
      index % 10 % 3 == 2
        ? makeLeaf(width: .points(20), height: .points(20), grow: 0, shrink: 0, basis: .auto)
        : makeLeaf(width: .auto, height: .auto, grow: 1, shrink: 1, basis: .points(0))
    }

    /// container(L)'s own spec around its children: inset 4 around a stack.
    func containerSpec(level: Int, children: [any LayoutElement]) -> InsetLayoutSpec {
      let even = level % 2 == 0
      let stack = StackLayoutSpec(
        direction: even ? .horizontal : .vertical, spacing: 0, justifyContent: .spaceBetween,
        alignItems: even ? .stretch : .center, flexWrap: .noWrap, alignContent: .start, lineSpacing: 0,
        children: children)
      return InsetLayoutSpec(insets: EdgeInsets(all: 4), child: stack)
    }
    let strides = [1000, 100, 10]

    /// container(L) with its first leaf index as specs. The item in the parent stack is the inset
    /// spec: it carries the flex properties. Its width and height are auto (the root's 1000×1000 comes
    /// from the root node's size range).
    func container(level: Int, firstLeaf: Int) -> LayoutSpec {
      let children: [any LayoutElement] =
        level < 3
        ? (0..<10).map { container(level: level + 1, firstLeaf: firstLeaf + $0 * strides[level]) }
        : Array(leaves[firstLeaf..<firstLeaf + 10])
      return containerSpec(level: level, children: children).flex(grow: 0, shrink: 0, basis: .auto)
    }

    /// container(L) as a node (the root at level 0), with its subtree of container nodes.
    var containers: [ContainerNode] = []
    func containerNode(level: Int, firstLeaf: Int) -> ContainerNode {
      let children: [DisplayNode] =
        level < 3
        ? (0..<10).map { containerNode(level: level + 1, firstLeaf: firstLeaf + $0 * strides[level]) }
        : Array(leaves[firstLeaf..<firstLeaf + 10])
      let node = makeContainer(name: level == 0 ? "root" : nil) { containerSpec(level: level, children: children) }
      containers.append(node)
      return node
    }

    let root: DisplayNode
    switch construction {
    case .specs:
      root = makeRoot(width: .points(1000), height: .points(1000)) { container(level: 0, firstLeaf: 0) }
    case .nodes:
      root = containerNode(level: 0, firstLeaf: 0).size(width: .points(1000), height: .points(1000))
    }
    return BenchTree(
      name: "T2", summary: "deep-mixed: depth 4, branching 10, row/column, padding 4", construction: construction,
      root: root, leaves: leaves, containers: containers, touchedLeaf: leaves[9999],
      touchChange: { leaf in
        leaf.style.flexBasis = .points(0.5)
        leaf.style.flexBasis = .points(0)
      },
      nodeCount: 11_111,
      sizeRange: SizeRange(exactly: CGSize(width: 1000, height: 1000)),
      yoga: 1119,
      checkpoints: [
        Checkpoint([], 0, 0, 1000, 1000, 0, 0),
        Checkpoint([0], 4, 4, 296, 992, 4, 4),
        Checkpoint([1], 300, 4, 296, 992, 300, 4),
        Checkpoint([9], 2668, 4, 296, 992, 2668, 4),
        Checkpoint([0, 0], 4, 4, 288, 76, 8, 8),
        Checkpoint([0, 1], 4, 104.8889, 288, 76, 8, 108.8889, roundedTop: 105),
        Checkpoint([0, 9], 4, 912.0001, 288, 76, 8, 916.0001, roundedTop: 912),
        Checkpoint([0, 0, 0], 4, 4, 28, 68, 12, 12),
        Checkpoint([0, 0, 1], 32, 4, 28, 68, 40, 12),
        Checkpoint([0, 0, 9], 256, 4, 28, 68, 264, 12),
        Checkpoint([0, 0, 0, 0], 14, 4, 0, 0, 26, 16),
        Checkpoint([0, 0, 0, 1], 14, 4, 0, 0, 26, 16),
        Checkpoint([0, 0, 0, 2], 4, 4, 20, 20, 16, 16),
        Checkpoint([0, 0, 0, 9], 14, 64, 0, 0, 26, 76),
        Checkpoint([4, 5, 6], 172, 4, 28, 68, 1364, 516.4445, roundedAbsY: 516),
        Checkpoint([4, 5, 6, 7], 14, 44, 0, 0, 1378, 560.4445, roundedAbsY: 560),
        Checkpoint([4, 5, 6, 8], 4, 44, 20, 20, 1368, 560.4445, roundedAbsY: 560),
        Checkpoint([9, 9, 9], 256, 4, 28, 68, 2928, 920.0001),
        Checkpoint([9, 9, 9, 8], 4, 44, 20, 20, 2932, 964.0001),
        Checkpoint([9, 9, 9, 9], 14, 64, 0, 0, 2942, 984.0001),
      ],
      checksumScale0: 850_879.9985, checksumScale1: 850_880)
  }
}

// MARK: - T3 "list": 1,000 rows of image + text column + spacer

extension BenchTree {
  public static func makeT3(_ construction: Construction = .specs) -> BenchTree {
    struct Row {
      let image: DisplayNode, title: DisplayNode, subtitle: DisplayNode, spacer: DisplayNode
    }
    var leaves: [DisplayNode] = []
    leaves.reserveCapacity(4000)
    let rows = (0..<1000).map { _ in
      let row = Row(
        image: makeLeaf(width: .points(40), height: .points(40), grow: 0, shrink: 0, basis: .auto),
        title: makeLeaf(width: .points(200), height: .points(16), grow: 0, shrink: 0, basis: .auto),
        subtitle: makeLeaf(width: .points(300), height: .points(14), grow: 0, shrink: 0, basis: .auto),
        spacer: makeLeaf(width: .auto, height: .auto, grow: 1, shrink: 0, basis: .auto))
      leaves += [row.image, row.title, row.subtitle, row.spacer]
      return row
    }

    /// textColumn: column, flex-start/flex-start, no padding → a bare stack.
    func textColumnStack(_ row: Row) -> StackLayoutSpec {
      StackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, flexWrap: .noWrap,
        alignContent: .start, lineSpacing: 0, children: [row.title, row.subtitle])
    }
    /// row: row, flex-start, center, padding 8 → inset 8 around a stack.
    func rowInset(image: DisplayNode, textColumn: any LayoutElement, spacer: DisplayNode) -> InsetLayoutSpec {
      let stack = StackLayoutSpec(
        direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center, flexWrap: .noWrap,
        alignContent: .start, lineSpacing: 0, children: [image, textColumn, spacer])
      return InsetLayoutSpec(insets: EdgeInsets(all: 8), child: stack)
    }
    /// root: column, flex-start, stretch, width 375, no padding → a stack.
    func rootStack(_ children: [any LayoutElement]) -> LayoutSpec {
      StackLayoutSpec(
        direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, flexWrap: .noWrap,
        alignContent: .start, lineSpacing: 0, children: children
      ).size(width: .points(375), height: .auto).flex(grow: 0, shrink: 0, basis: .auto)
    }

    let root: DisplayNode
    var containers: [ContainerNode] = []
    switch construction {
    case .specs:
      // The text column carries its flex properties as a bare stack; the row's go on its inset.
      func rowSpec(_ row: Row) -> LayoutSpec {
        let textColumn = textColumnStack(row).size(width: .auto, height: .auto).flex(grow: 0, shrink: 0, basis: .auto)
        return rowInset(image: row.image, textColumn: textColumn, spacer: row.spacer)
          .flex(grow: 0, shrink: 0, basis: .auto)
      }
      root = makeRoot(width: .points(375), height: .auto) { rootStack(rows.map(rowSpec)) }
    case .nodes:
      let rowNodes = rows.map { row -> ContainerNode in
        let textColumn = makeContainer { textColumnStack(row) }
        let rowNode = makeContainer { rowInset(image: row.image, textColumn: textColumn, spacer: row.spacer) }
        containers += [rowNode, textColumn]
        return rowNode
      }
      let rootNode = makeContainer(name: "root") { rootStack(rowNodes) }.size(width: .points(375), height: .auto)
      containers.append(rootNode)
      root = rootNode
    }
    let p = CGFloat.infinity
    return BenchTree(
      name: "T3", summary: "list: 1,000 rows (image, 2-line text column, spacer)", construction: construction,
      root: root, leaves: leaves, containers: containers, touchedLeaf: rows[500].title,
      touchChange: { leaf in
        leaf.style.width = .points(200.5)
        leaf.style.width = .points(200)
      },
      nodeCount: 6_001,
      sizeRange: SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: p)),
      yoga: 890,
      checkpoints: [
        Checkpoint([], 0, 0, 375, 56000, 0, 0),
        Checkpoint([0], 0, 0, 375, 56, 0, 0),
        Checkpoint([0, 0], 8, 8, 40, 40, 8, 8),
        Checkpoint([0, 1], 48, 13, 300, 30, 48, 13),
        Checkpoint([0, 1, 0], 0, 0, 200, 16, 48, 13),
        Checkpoint([0, 1, 1], 0, 16, 300, 14, 48, 29),
        Checkpoint([0, 2], 348, 28, 19, 0, 348, 28),
        Checkpoint([500], 0, 28000, 375, 56, 0, 28000),
        Checkpoint([-1], 0, 55944, 375, 56, 0, 55944),
        Checkpoint([-1, 1, 1], 0, 16, 300, 14, 48, 55973),
        Checkpoint([-1, 2], 348, 28, 19, 0, 348, 55972),
      ],
      checksumScale0: 29_887_375, checksumScale1: 29_887_375)
  }
}
