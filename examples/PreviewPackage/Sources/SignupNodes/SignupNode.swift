// The SignupNode of Texture's Layout Transition API guide: the name field or the age field above a
// Next button; the entering field slides in from the right and fades in while the leaving one slides
// out to the left.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class SignupNode: ASDisplayNode {
  /// Which field the form shows.
  public enum FieldState {
    case name
    case age
  }

  /// Change it, then call `transitionLayout(withAnimation:)`.
  public var fieldState = FieldState.name
  let nameField = SignupNode.field(named: "nameField", placeholder: "Name")
  let ageField = SignupNode.field(named: "ageField", placeholder: "Age")
  let buttonNode = ASButtonNode()

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    buttonNode.debugName = "nextButton"
    buttonNode.setTitle("Next", with: UIFont.systemFont(ofSize: 17, weight: .semibold), with: .white, for: .normal)
    buttonNode.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    buttonNode.cornerRadius = 8
    buttonNode.style.height = ASDimensionMake(44)
  }

  private static func field(named name: String, placeholder: String) -> ASEditableTextNode {
    let field = ASEditableTextNode()
    field.debugName = name
    field.attributedPlaceholderText = NSAttributedString(
      string: placeholder,
      attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor(white: 0.7, alpha: 1)])
    field.textContainerInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    field.backgroundColor = .white
    field.cornerRadius = 8
    field.borderWidth = 1
    field.borderColor = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1).cgColor
    field.style.height = ASDimensionMake(44)
    return field
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let field = fieldState == .name ? nameField : ageField
    let stack = ASStackLayoutSpec(
      direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch, children: [field, buttonNode])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15), child: stack)
  }

  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    let (entering, leaving) = fieldState == .name ? (nameField, ageField) : (ageField, nameField)
    var initialFrame = context.initialFrame(for: leaving)
    initialFrame.origin.x += initialFrame.size.width
    entering.frame = initialFrame
    entering.alpha = 0
    var finalFrame = context.finalFrame(for: entering)
    finalFrame.origin.x -= finalFrame.size.width
    UIView.animate(
      withDuration: 0.4,
      animations: {
        entering.frame = context.finalFrame(for: entering)
        entering.alpha = 1
        leaving.frame = finalFrame
        leaving.alpha = 0
      },
      completion: { finished in
        context.completeTransition(finished)
      })
  }
}
