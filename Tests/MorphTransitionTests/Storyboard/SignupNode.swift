import Foundation
import MorphLayout
import MorphTransition
import _MorphTestSupport

/// The sign-up form of Texture's Layout Transition API guide: a name or an age field above a button,
/// inset by 15, whose custom animation slides the new field in from the right while the old one
/// slides out to the left.
final class SignupNode: DisplayNode {
  enum Field { case name, age }

  var field: Field = .name
  let nameField = IntrinsicNode("name", 200, 30)
  let ageField = IntrinsicNode("age", 200, 30)
  let button = IntrinsicNode("button", 80, 30)

  override init() {
    super.init()
    name = "signup"
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let stack = StackLayoutSpec(
      direction: .vertical, alignItems: .start, children: [field == .name ? nameField : ageField, button])
    return InsetLayoutSpec(insets: EdgeInsets(top: 15, left: 15, bottom: 15, right: 15), child: stack)
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    let (entering, leaving) = field == .age ? (ageField, nameField) : (nameField, ageField)
    var start = context.initialFrame(for: leaving)
    start.origin.x += start.width
    entering.frame = start
    entering.alpha = 0
    var end = context.finalFrame(for: entering)
    end.origin.x -= end.width
    context.animate(
      withDuration: 0.4,
      animations: {
        entering.frame = context.finalFrame(for: entering)
        entering.alpha = 1
        leaving.frame = end
        leaving.alpha = 0
      },
      completion: { finished in
        context.completeTransition(finished)
      })
  }
}
