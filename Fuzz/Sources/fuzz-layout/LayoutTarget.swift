import Foundation
import FuzzSupport
import MorphLayout

/// A libFuzzer target: builds a spec tree from the bytes (see ``SpecTreeGenerator``), lays it out
/// as a root node's spec for a generated size range at a generated scale, and checks that the root's
/// size and every node's frame are finite and not negative in size. Anything else — a trap, a hang, a
/// NaN or infinite frame — is a finding.
@main
enum LayoutTarget {
  static func main() {
    FuzzDriver.run { data, count in
      LayoutTarget.test(UnsafeBufferPointer(start: data, count: count))
      return 0
    }
  }

  static func test(_ bytes: UnsafeBufferPointer<UInt8>) {
    var generator = SpecTreeGenerator(FuzzInput(Array(bytes)))
    let scale = generator.input.choice([0, 1, 2, 3, 1.5, 1e-9, 1e9] as [CGFloat])
    let sizeRange = generator.sizeRange()
    let spec = generator.element(depth: 6)
    let root = DisplayNode()
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in spec as? LayoutSpec ?? WrapperLayoutSpec(layoutElement: spec) }
    let layout = root.layoutAsRoot(sizeRange: sizeRange, context: LayoutContext(scale: scale))
    check(layout.size, of: "the root layout")
    check(root, path: "root")
  }
}

/// Checks a node's frame and its subnodes' frames, recursively.
private func check(_ node: DisplayNode, path: String) {
  let frame = node.frame
  FuzzFinding.check(frame.minX.isFinite && frame.minY.isFinite, "\(path) is at \(frame.origin)")
  check(frame.size, of: path)
  for (index, subnode) in node.subnodes.enumerated() {
    check(subnode, path: "\(path)/\(index)")
  }
}

private func check(_ size: CGSize, of subject: String) {
  FuzzFinding.check(
    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
    "\(subject) has the size \(size)")
}
