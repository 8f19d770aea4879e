import Foundation
import MorphLayout
import MorphTransition

/// The SignupNode of Texture's Layout Transition API guide, written against Morph's own API, with the
/// nodes, sizes, fonts and colors `examples/signup-form.yaml` declares. `animateLayoutTransition(_:)`
/// is the guide's, statement for statement (`UIView.animate` becomes the context's `animate`).
final class SignupNode: DisplayNode {
  /// Which field the form shows.
  enum FieldState {
    case name
    case age
  }

  var fieldState = FieldState.name
  let nameField: EditableTextNode
  let ageField: EditableTextNode
  let buttonNode: ButtonNode

  init(measurer: any TextMeasuring) {
    nameField = Self.field(named: "nameField", placeholder: "Name", measurer: measurer)
    ageField = Self.field(named: "ageField", placeholder: "Age", measurer: measurer)
    buttonNode = ButtonNode(
      title: "Next", attributes: TextAttributes(font: Font(size: 17, weight: 600), color: .white),
      measurer: measurer)
    buttonNode.name = "nextButton"
    buttonNode.backgroundColor = Color(hex: "#007aff")
    buttonNode.cornerRadius = 8
    buttonNode.style.height = .points(44)
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = Color(hex: "#f2f2f7")
  }

  private static func field(named name: String, placeholder: String, measurer: any TextMeasuring) -> EditableTextNode {
    let field = EditableTextNode(
      placeholder: placeholder, attributes: TextAttributes(font: Font(size: 17)), measurer: measurer)
    field.name = name
    field.textContainerInset = EdgeInsets(all: 12)
    field.backgroundColor = .white
    field.cornerRadius = 8
    field.borderWidth = 1
    field.borderColor = Color(hex: "#c7c7cc")
    field.style.height = .points(44)
    return field
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let field = fieldState == .name ? nameField : ageField
    let stack = StackLayoutSpec(direction: .vertical, spacing: 10, children: [field, buttonNode])
    return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: stack)
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    if fieldState == .name {
      var initialNameFrame = context.initialFrame(for: ageField)
      initialNameFrame.origin.x += initialNameFrame.size.width
      nameField.frame = initialNameFrame
      nameField.alpha = 0
      var finalAgeFrame = context.finalFrame(for: nameField)
      finalAgeFrame.origin.x -= finalAgeFrame.size.width
      context.animate(
        withDuration: 0.4,
        animations: {
          self.nameField.frame = context.finalFrame(for: self.nameField)
          self.nameField.alpha = 1
          self.ageField.frame = finalAgeFrame
          self.ageField.alpha = 0
        },
        completion: { finished in
          context.completeTransition(finished)
        })
    } else {
      var initialAgeFrame = context.initialFrame(for: nameField)
      initialAgeFrame.origin.x += initialAgeFrame.size.width
      ageField.frame = initialAgeFrame
      ageField.alpha = 0
      var finalNameFrame = context.finalFrame(for: ageField)
      finalNameFrame.origin.x -= finalNameFrame.size.width
      context.animate(
        withDuration: 0.4,
        animations: {
          self.ageField.frame = context.finalFrame(for: self.ageField)
          self.ageField.alpha = 1
          self.nameField.frame = finalNameFrame
          self.nameField.alpha = 0
        },
        completion: { finished in
          context.completeTransition(finished)
        })
    }
  }
}
