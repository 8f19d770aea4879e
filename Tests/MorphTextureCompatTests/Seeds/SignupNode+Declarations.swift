// What seed 002's SignupNode uses but the Texture guide does not declare, kept apart from the seed's
// code (SignupNode.swift): the field state, the field node type, and the container with the guide's
// "two editable text field nodes and a button node" under automatic subnode management, which the
// Layout Transition API requires. Swift allows stored properties only in a class body and overrides
// only in the class body too, so the properties live in SignupNode's superclass.

import MorphTextureCompat
import _MorphTestSupport

/// Which field a SignupNode shows.
enum SignupNodeFieldState {
  case signupNodeName
  case signupNodeAge
}

/// A form field 44 points high. The guide's stack is `ASStackLayoutSpec()`, a horizontal stack, in
/// which a plain node with no width is 0 wide; growing makes the field fill the row beside the button.
final class FieldNode: ASDisplayNode {
  override init() {
    super.init()
    style.height = ASDimensionMake(44)
    style.flexGrow = 1
  }
}

/// SignupNode's state and subnodes.
class SignupFormNode: ASDisplayNode {
  var fieldState: SignupNodeFieldState = .signupNodeName
  let nameField = FieldNode()
  let ageField = FieldNode()
  /// A button without a title; Morph's text-drawing nodes take a measurer (Texture's take none).
  let buttonNode = ASButtonNode(measurer: AhemTextMeasurer())

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
  }
}
