import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

/// A leaf of fixed size.
final class Leaf: DisplayNode {
  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 100, height: 10) }
}

/// The timeline of the benchmark's transition: a root whose vertical stack of `nodes` leaves loses every
/// fourth leaf, gains one new leaf after every third survivor and reverses its first tenth, animated with
/// Morph's default (every survivor slides, inserted and removed leaves fade).
@MainActor
func benchTransition(nodes: Int) async throws -> Timeline {
  let before = (0..<nodes).map { index -> Leaf in
    let leaf = Leaf()
    leaf.name = "leaf\(index)"
    return leaf
  }
  var after: [Leaf] = []
  for (index, leaf) in before.enumerated() where index % 4 != 3 {
    after.append(leaf)
    if after.count % 3 == 0 {
      let fresh = Leaf()
      fresh.name = "new\(after.count)"
      after.append(fresh)
    }
  }
  after[0..<(after.count / 10)].reverse()
  let root = DisplayNode(name: "root")
  root.automaticallyManagesSubnodes = true
  var showsAfter = false
  root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: showsAfter ? after : before) }
  let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: CGFloat.infinity))
  let planner = TransitionPlanner(context: LayoutContext(scale: 2))
  root.layoutAsRoot(sizeRange: range, context: planner.context)
  return try await planner.record(root, sizeRange: range) {
    showsAfter = true
    root.transitionLayout(withAnimation: true)
  }
}
