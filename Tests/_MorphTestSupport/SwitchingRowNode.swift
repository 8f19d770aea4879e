import Foundation
import MorphCatalog
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

extension SwitchingRowNode {
  /// The row's Swift preview, `row` ("A row", 200 × 50): `grow` shows `b`, `shrink` hides it again
  /// (from `b` shown), and a storyboard of `grow` then `shrink`; with `widen`, a resize to 300 × 50
  /// too, and with `pause`, a pause between the storyboard's steps. Declared at the caller's line, as
  /// a preview written there would be.
  public static func preview(
    widen: Bool = false, pause: TimeInterval? = nil, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> NodePreview {
    NodePreview(
      "row", title: "A row", size: CGSize(width: 200, height: 50), filePath: filePath, line: line, column: column
    ) {
      SwitchingRowNode()
    } transitions: {
      Transition("grow") { (node: SwitchingRowNode) in
        node.showsB = true
        node.transitionLayout(withAnimation: true)
      }
      Transition("shrink", from: { $0.showsB = true }) { node in
        node.showsB = false
        node.transitionLayout(withAnimation: true)
      }
      if widen { Transition.resize("widen", to: SizeRange(exactly: CGSize(width: 300, height: 50))) }
    } storyboard: {
      Step("grow")
      if let pause { Pause(pause) }
      Step("shrink")
    }
  }
}
