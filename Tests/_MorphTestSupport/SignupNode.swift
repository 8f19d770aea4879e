import Foundation
import MorphLayout
import MorphTransition

/// The SignupNode of Texture's Layout Transition API guide, written against Morph's own API: a name
/// or an age field above a button, inset by 15, whose animation slides the new field in from the
/// right while the old one slides out to the left. `animateLayoutTransition(_:)` is the guide's,
/// statement for statement (`UIView.animate` becomes the context's `animate`).
///
/// Two forms: ``init()`` with fixed-size boxes (fields 200 × 30, a button 80 × 30, at the stack's
/// start), and ``init(measurer:)`` with the nodes, sizes, fonts and colors `examples/signup-form.yaml`
/// declares.
public final class SignupNode: DisplayNode {
  /// Which field the form shows.
  public enum Field: Sendable {
    case name
    case age
  }

  /// The field shown; change it, then transition the layout.
  public var field = Field.name
  public let nameField: DisplayNode
  public let ageField: DisplayNode
  public let button: DisplayNode
  /// The room between the field and the button.
  private let spacing: CGFloat
  /// How the stack places the field and the button across it.
  private let alignItems: StackLayoutAlignItems

  /// The form with fixed-size boxes named `name`, `age` and `button`, the form itself named `signup`.
  public override init() {
    nameField = IntrinsicNode("name", 200, 30)
    ageField = IntrinsicNode("age", 200, 30)
    button = IntrinsicNode("button", 80, 30)
    spacing = 0
    alignItems = .start
    super.init()
    name = "signup"
    automaticallyManagesSubnodes = true
  }

  /// The form of `examples/signup-form.yaml`: text fields named `nameField` and `ageField` and a
  /// button named `nextButton`, measured with `measurer`.
  public init(measurer: any TextMeasuring) {
    nameField = Self.field(named: "nameField", placeholder: "Name", measurer: measurer)
    ageField = Self.field(named: "ageField", placeholder: "Age", measurer: measurer)
    let button = ButtonNode(
      title: "Next", attributes: TextAttributes(font: Font(size: 17, weight: 600), color: .white),
      measurer: measurer)
    button.name = "nextButton"
    button.backgroundColor = Color(hex: "#007aff")
    button.cornerRadius = 8
    button.style.height = .points(44)
    self.button = button
    spacing = 10
    alignItems = .stretch
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

  public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let shown = field == .name ? nameField : ageField
    let stack = StackLayoutSpec(
      direction: .vertical, spacing: spacing, alignItems: alignItems, children: [shown, button])
    return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: stack)
  }

  public override func animateLayoutTransition(_ context: any ContextTransitioning) {
    if field == .name {
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
