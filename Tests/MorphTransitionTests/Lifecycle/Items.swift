import Foundation
import MorphLayout
import MorphTransition
import _MorphTestSupport

/// Items A (50×20), B (60×20), C (70×20) and D (80×20), fresh for each test.
struct Items {
  let a = IntrinsicNode("A", 50, 20)
  let b = IntrinsicNode("B", 60, 20)
  let c = IntrinsicNode("C", 70, 20)
  let d = IntrinsicNode("D", 80, 20)
}

/// The range the rows are laid out for.
let rowRange = exactly(200, 100)

/// A row of `items`, laid out as a root for ``rowRange``.
@MainActor
func laidOutRow(_ items: [DisplayNode], name: String = "row") -> RowNode {
  let row = RowNode(name, items: items)
  row.layoutAsRoot(sizeRange: rowRange)
  return row
}
