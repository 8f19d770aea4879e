// The second screen: the animal's photo and story, a message to the shelter, a switch to be told
// when the animal is adopted and a button to ask for a visit. A spinner shows while the story loads;
// when it arrives the spinner fades and the content rises into place.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class PetDetailNode: ASDisplayNode, UITextFieldDelegate {
  /// Whether the animal's story has arrived.
  public enum State { case loading, loaded }

  public let pet: Pet
  /// What the screen shows; set it, then call `transitionLayout(withAnimation:shouldMeasureAsync:)`.
  public var state = State.loading

  let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .large) })
  let photoNode = ASNetworkImageNode()
  let nameNode = ASTextNode()
  let storyNode = ASTextNode()
  let messageFieldNode = ASDisplayNode(viewBlock: { UITextField() })
  let notifyLabelNode = ASTextNode()
  let notifySwitchNode = ASDisplayNode(viewBlock: { UISwitch() })
  let visitButton = ASButtonNode()

  public init(pet: Pet) {
    self.pet = pet
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = .white

    spinnerNode.style.preferredSize = CGSize(width: 37, height: 37)

    photoNode.url = pet.photoURL
    photoNode.backgroundColor = .photoPlaceholder
    photoNode.style.height = ASDimensionMake(220)

    nameNode.attributedText = NSAttributedString(
      string: pet.name, attributes: [.font: UIFont.preferredFont(forTextStyle: .largeTitle)])
    storyNode.attributedText = NSAttributedString(
      string: pet.story,
      attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.secondaryText])

    // A rounded text field is as tall as its font's line plus UIKit's padding.
    let bodyFont = UIFont.preferredFont(forTextStyle: .body)
    messageFieldNode.style.height = ASDimensionMake((bodyFont.lineHeight + 14).rounded(.up))

    notifyLabelNode.attributedText = NSAttributedString(
      string: "Tell me when \(pet.name) finds a home", attributes: [.font: bodyFont])
    notifyLabelNode.style.flexShrink = 1
    notifySwitchNode.style.preferredSize = CGSize(width: 51, height: 31)

    let buttonFont = UIFont.preferredFont(forTextStyle: .headline)
    visitButton.setTitle("Ask for a visit", with: buttonFont, with: .white, for: .normal)
    visitButton.backgroundColor = .shelterGreen
    visitButton.cornerRadius = 12
    visitButton.contentEdgeInsets = UIEdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
  }

  /// The story arrived: the spinner gives way to the content.
  public func finishLoading() {
    state = .loaded
    transitionLayout(withAnimation: true, shouldMeasureAsync: false)
  }

  public override func didLoad() {
    super.didLoad()
    (spinnerNode.view as? UIActivityIndicatorView)?.startAnimating()
    if let field = messageFieldNode.view as? UITextField {
      field.placeholder = "A message to the shelter"
      field.borderStyle = .roundedRect
      field.font = UIFont.preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.returnKeyType = .send
      field.delegate = self
    }
    if let toggle = notifySwitchNode.view as? UISwitch {
      toggle.isOn = true
      toggle.onTintColor = .shelterGreen
    }
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    if state == .loading {
      return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinnerNode)
    }
    let notifyRow = ASStackLayoutSpec(
      direction: .horizontal, spacing: 12, justifyContent: .spaceBetween, alignItems: .center,
      children: [notifyLabelNode, notifySwitchNode])
    let content = ASStackLayoutSpec(
      direction: .vertical, spacing: 16, justifyContent: .start, alignItems: .stretch,
      children: [nameNode, storyNode, messageFieldNode, notifyRow, visitButton])
    let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 20, bottom: 20, right: 20), child: content)
    let screen = ASStackLayoutSpec.vertical()
    screen.alignItems = .stretch
    screen.children = [photoNode, padded]
    return screen
  }

  /// The spinner fades out as the content fades in, 24 points below its place, and rises.
  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    let inserted = context.insertedSubnodes()
    for node in inserted {
      node.frame = context.finalFrame(for: node).offsetBy(dx: 0, dy: 24)
      node.alpha = 0
    }
    let removed = context.removedSubnodes()
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveEaseOut,
      animations: {
        for node in inserted {
          node.frame = context.finalFrame(for: node)
          node.alpha = 1
        }
        for node in removed { node.alpha = 0 }
      },
      completion: { finished in context.completeTransition(finished) })
  }

  // MARK: UITextFieldDelegate

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
