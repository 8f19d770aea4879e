import Foundation
import MorphLayout
import MorphTransition

/// A node laying its items out in a horizontal stack (top-aligned, with spacing 10), whose layout
/// transition runs a script given by the test, or the planner's default animation without one.
final class ScriptedRow: DisplayNode {
  /// The items the next layout shows.
  var items: [DisplayNode]
  /// Replaces the default animation when set.
  var script: ((ScriptedRow, any ContextTransitioning) -> Void)?

  init(_ name: String, items: [DisplayNode]) {
    self.items = items
    super.init()
    self.name = name
    automaticallyManagesSubnodes = true
  }

  /// The item with a name.
  func item(_ name: String) -> DisplayNode {
    guard let item = items.first(where: { $0.name == name }) else { preconditionFailure("no item \(name)") }
    return item
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: items)
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    if let script {
      script(self, context)
    } else {
      super.animateLayoutTransition(context)
    }
  }
}
