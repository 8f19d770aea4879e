import Foundation
import MorphLayout

/// A row of `a` and, once ``showsB`` is set, `b` (both 40 × 20, 10 apart): a node class of one's own
/// for the catalog's tests.
public final class SwitchingRowNode: DisplayNode {
  public let a = IntrinsicNode("a", 40, 20)
  public let b = IntrinsicNode("b", 40, 20)
  /// Whether `b` is in the row; change it, then transition the layout.
  public var showsB = false

  public override init() {
    super.init()
    name = "row"
    automaticallyManagesSubnodes = true
  }

  public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    StackLayoutSpec(spacing: 10, children: showsB ? [a, b] : [a])
  }
}
