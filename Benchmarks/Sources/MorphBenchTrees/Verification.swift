import Foundation
import MorphLayout

/// An oracle node's frame as Morph computed it: relative to its oracle parent, plus its absolute origin.
public struct OracleFrame {
  public var left: Double, top: Double, width: Double, height: Double
  public var absX: Double, absY: Double
  /// The display node whose coordinate space the node's own frame is in (the root, or with the
  /// `.nodes` construction the nearest container node above), and that node's absolute origin.
  public var space: DisplayNode? = nil
  public var spaceX = 0.0, spaceY = 0.0
  /// The layout behind it: an inset spec (padded container), a stack (unpadded container) or a leaf node.
  public var layout: Layout
}

/// Reads the spec tree's layout (`unflattenedCalculatedLayout`) as the oracle's node tree.
///
/// A padded container is an `InsetLayoutSpec` whose only sublayout is its stack: the oracle node's frame
/// is the inset's, and its children are the stack's sublayouts offset by the stack's origin inside the
/// inset (the padding). An unpadded container is a `StackLayoutSpec`, whose sublayouts are the children.
/// A leaf is a display node, and so is a container of the `.nodes` construction, whose children are
/// read the same way from its own spec layout.
public enum OracleTree {
  /// The children of an oracle node, each with its origin relative to that node.
  public static func children(of layout: Layout) -> [(layout: Layout, origin: CGPoint)] {
    switch layout.element {
    case is InsetLayoutSpec:
      guard let inner = layout.sublayouts.first else { return [] }
      if inner.element is DisplayNode { return [(inner, inner.position)] }
      return inner.sublayouts.map {
        ($0, CGPoint(x: inner.position.x + $0.position.x, y: inner.position.y + $0.position.y))
      }
    case let node as DisplayNode:
      return node.unflattenedCalculatedLayout.map(children(of:)) ?? []
    default:
      return layout.sublayouts.map { ($0, $0.position) }
    }
  }

  /// The root oracle node of a laid-out tree: the root node's spec layout at (0, 0).
  public static func root(of tree: BenchTree) -> OracleFrame {
    guard let layout = tree.root.unflattenedCalculatedLayout else {
      fatalError("\(tree.name): the root has no unflattened layout; lay it out first")
    }
    return OracleFrame(
      left: 0, top: 0, width: layout.size.width, height: layout.size.height, absX: 0, absY: 0, space: tree.root,
      layout: layout)
  }

  /// The oracle node at a path (`-1` is the last child), or nil if the path does not exist.
  public static func frame(at path: [Int], in tree: BenchTree) -> OracleFrame? {
    var current = root(of: tree)
    for step in path {
      let kids = children(of: current.layout)
      let index = step < 0 ? kids.count + step : step
      guard kids.indices.contains(index) else { return nil }
      let (layout, origin) = kids[index]
      current = OracleFrame(
        left: origin.x, top: origin.y, width: layout.size.width, height: layout.size.height,
        absX: current.absX + origin.x, absY: current.absY + origin.y, layout: layout)
    }
    return current
  }

  /// Visits every oracle node depth first with its frame.
  public static func walk(_ tree: BenchTree, _ visit: (OracleFrame) -> Void) {
    func recurse(_ node: OracleFrame) {
      visit(node)
      // Below a container node, frames are in that node's space.
      let ownSpace = node.layout.element is DisplayNode && node.space !== nil
      for (layout, origin) in children(of: node.layout) {
        recurse(
          OracleFrame(
            left: origin.x, top: origin.y, width: layout.size.width, height: layout.size.height,
            absX: node.absX + origin.x, absY: node.absY + origin.y,
            space: ownSpace ? node.layout.element as? DisplayNode : node.space,
            spaceX: ownSpace ? node.absX : node.spaceX, spaceY: ownSpace ? node.absY : node.spaceY, layout: layout))
      }
    }
    recurse(root(of: tree))
  }
}

/// The outcome of checking one laid-out tree at one scale.
public struct VerificationReport {
  public var tree: String
  public var scale: CGFloat
  public var nodeCount = 0
  public var checksum = 0.0
  public var expectedChecksum = 0.0
  /// Failures that make the run fail.
  public var failures: [String] = []
  /// Differences from Yoga's rounded (scale 1) frames that come from Texture's pixel snapping rule
  /// (ceil absolute node origins when flattening) rather than Yoga's (round absolute edges).
  public var roundingNotes: [String] = []
  public var checkpointsPassed = 0
  public var checkpointsTotal = 0
  /// Display nodes whose applied frame equals the grid-ceiled frame of the spec tree in their space.
  public var nodeFramesMatched = 0
  public var nodeFramesTotal = 0
  /// Leaves whose applied origin differs from Yoga's rounding of the same absolute origin (scale > 0).
  public var leavesRoundedDifferently = 0
  /// Leaves measured again by the fresh layout that was checked (filled in by the runner).
  public var leavesRemeasured = 0

  public var passed: Bool { failures.isEmpty }
}

public enum Verifier {
  /// Checks a tree that has just been laid out at `scale` (by ``BenchTree/layout(context:)``):
  ///
  /// 1. the oracle node count (10,001 / 11,111 / 6,001);
  /// 2. every checkpoint frame of trees.md, relative and absolute, to 1e-3;
  /// 3. the checksum (Σ left+top+width+height over all oracle nodes) to 0.01;
  /// 4. the flattening: the root's subnodes are exactly the leaves, in order, and each leaf's applied
  ///    frame is its absolute spec-tree frame with the origin ceiled to the pixel grid.
  ///
  /// At scale 0 the spec tree is compared with Yoga's unrounded output. At scales 1 and 2 Texture
  /// snaps sizes (ceil; all sizes here are whole points) and node origins (ceil of the absolute
  /// origin when flattening) but not spec origins, so the spec tree must still equal the unrounded
  /// values; the applied node origins are then compared with Yoga's scale-1 rounded values and any
  /// difference is reported as a note, not a failure.
  public static func verify(_ tree: BenchTree, scale: CGFloat) -> VerificationReport {
    var report = VerificationReport(tree: tree.name, scale: scale)
    let grid = PixelGrid(scale: scale)
    let tolerance = 1e-3

    // 1 + 3: count and checksum; collect the display nodes' frames and each space's display nodes.
    var nodeFrames: [(node: DisplayNode, frame: OracleFrame)] = []
    var nodesBySpace: [ObjectIdentifier: [DisplayNode]] = [:]
    OracleTree.walk(tree) { node in
      report.nodeCount += 1
      report.checksum += node.left + node.top + node.width + node.height
      if let displayNode = node.layout.element as? DisplayNode, let space = node.space {
        nodeFrames.append((displayNode, node))
        nodesBySpace[ObjectIdentifier(space), default: []].append(displayNode)
      }
    }
    if report.nodeCount != tree.nodeCount {
      report.failures.append("node count \(report.nodeCount), expected \(tree.nodeCount)")
    }
    report.expectedChecksum = tree.checksumScale0
    if abs(report.checksum - tree.checksumScale0) > 0.01 {
      report.failures.append(
        "checksum \(format(report.checksum)), expected \(format(tree.checksumScale0)) (±0.01)")
    }

    // 2: checkpoints.
    for checkpoint in tree.checkpoints {
      report.checkpointsTotal += 1
      guard let frame = OracleTree.frame(at: checkpoint.path, in: tree) else {
        report.failures.append("\(checkpoint.pathText): no such node")
        continue
      }
      let pairs: [(String, Double, Double)] = [
        ("left", frame.left, checkpoint.left), ("top", frame.top, checkpoint.top),
        ("width", frame.width, checkpoint.width), ("height", frame.height, checkpoint.height),
        ("abs x", frame.absX, checkpoint.absX), ("abs y", frame.absY, checkpoint.absY),
      ]
      let wrong = pairs.filter { abs($0.1 - $0.2) > tolerance }
      if wrong.isEmpty {
        report.checkpointsPassed += 1
      } else {
        report.failures.append(
          "\(checkpoint.pathText): "
            + wrong.map { "\($0.0) \(format($0.1)) expected \(format($0.2))" }.joined(separator: ", "))
      }

      // Texture's applied frame of a leaf node vs Yoga's pixel-grid rounding (informational). At
      // scale 1 these are trees.md's rounded values; at other scales Yoga's rule (round the absolute
      // edges to the grid) is applied to its unrounded absolute values.
      if scale > 0, tree.construction == .specs, let node = frame.layout.element as? DisplayNode {
        let yogaX = (checkpoint.absX * scale).rounded() / scale
        let yogaY =
          scale == 1
          ? (checkpoint.roundedAbsY ?? checkpoint.absY.rounded()) : (checkpoint.absY * scale).rounded() / scale
        if abs(node.frame.origin.x - yogaX) > tolerance || abs(node.frame.origin.y - yogaY) > tolerance {
          report.roundingNotes.append(
            "\(checkpoint.pathText): node origin (\(format(node.frame.origin.x)), \(format(node.frame.origin.y)))"
              + " vs Yoga rounded at scale \(format(scale)) (\(format(yogaX)), \(format(yogaY)))")
        }
      }
    }

    // 4: flattening. Each node's subnodes are the display nodes of its spec tree, in order (the root's
    // are the leaves with `.specs`), framed in its space with the origin ceiled to the grid.
    var wrongSubnodes = 0
    for (space, expected) in [(tree.root, nodesBySpace[ObjectIdentifier(tree.root)] ?? [])]
      + tree.containers.map({ ($0 as DisplayNode, nodesBySpace[ObjectIdentifier($0)] ?? []) })
    where space.subnodes.count != expected.count || !zip(space.subnodes, expected).allSatisfy({ $0 === $1 }) {
      wrongSubnodes += 1
    }
    if wrongSubnodes > 0 {
      report.failures.append("\(wrongSubnodes) nodes' subnodes are not the display nodes of their spec trees in order")
    }
    var firstMismatch: String?
    for (node, frame) in nodeFrames {
      report.nodeFramesTotal += 1
      let expected = CGRect(
        x: grid.ceil(frame.absX - frame.spaceX), y: grid.ceil(frame.absY - frame.spaceY), width: frame.width,
        height: frame.height)
      let actual = node.frame
      let same =
        abs(actual.minX - expected.minX) <= 1e-9 && abs(actual.minY - expected.minY) <= 1e-9
        && actual.width == expected.width && actual.height == expected.height
      if scale > 0 && tree.construction == .specs {
        // Yoga: round the absolute edge to the grid, ties up (values within 1e-4 of the grid snap).
        func yogaRound(_ value: Double) -> Double {
          let scaled = value * scale
          let nearest = scaled.rounded()
          return (abs(scaled - nearest) < 1e-4 ? nearest : (scaled + 0.5).rounded(.down)) / scale
        }
        if abs(actual.minX - yogaRound(frame.absX)) > 1e-6 || abs(actual.minY - yogaRound(frame.absY)) > 1e-6 {
          report.leavesRoundedDifferently += 1
        }
      }
      if same {
        report.nodeFramesMatched += 1
      } else if firstMismatch == nil {
        firstMismatch = "\(node) applied frame \(actual) expected \(expected)"
      }
    }
    if let firstMismatch {
      report.failures.append(
        "\(report.nodeFramesTotal - report.nodeFramesMatched) node frames differ from the flattened spec tree; "
          + "first: \(firstMismatch)")
    }
    return report
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return String(format: "%.4f", value)
  }
}
