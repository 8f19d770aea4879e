// `TrappingPreviews preview`: a previews executable for the tests of the preview's render workers, with
// a healthy preview, one whose node traps whenever it is made (as a force-unwrapped nil in a node's
// code would) after printing a few lines, and one that never finishes planning.
import Foundation
import MorphCatalog
import MorphCommandLine
import MorphLayout

/// A leaf 40 × 20.
final class BlockNode: DisplayNode {
  init(_ name: String) {
    super.init()
    self.name = name
  }

  override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
}

/// A row of one block, and of two once ``showsSecond`` is set.
final class RowNode: DisplayNode {
  let first = BlockNode("first")
  let second = BlockNode("second")
  var showsSecond = false

  override init() {
    super.init()
    name = "row"
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    StackLayoutSpec(spacing: 10, children: showsSecond ? [first, second] : [first])
  }
}

/// The row's transition: the second block appears.
func grow() -> Transition<RowNode> {
  Transition("grow") { (row: RowNode) in
    row.showsSecond = true
    row.transitionLayout(withAnimation: true)
  }
}

let size = CGSize(width: 200, height: 50)
// What a node's code prints goes to a render worker's standard error, never into its answers.
let catalog = NodeCatalog {
  NodePreview("healthy", size: size) { () -> RowNode in
    print("making the healthy row")
    fflush(nil)
    return RowNode()
  } transitions: {
    grow()
  }
  NodePreview("trapping", size: size) { () -> RowNode in
    for step in 1...20 { print("making the trapping row, step \(step)") }
    fflush(nil)
    fatalError("the trapping preview's node cannot be made")
  } transitions: {
    grow()
  }
  NodePreview("stalling", size: size) { () -> RowNode in
    Thread.sleep(forTimeInterval: 3600)
    return RowNode()
  } transitions: {
    grow()
  }
}

await MorphCommand.main(catalog: catalog)
