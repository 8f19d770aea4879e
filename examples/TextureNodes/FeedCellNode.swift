// A social feed cell: avatar, name and timestamp, a body whose mention and hashtag are set in their
// own runs, and a row of buttons. Tapping "more" expands the body with a layout transition.
import MorphTextureCompat

public final class FeedCellNode: ASCellNode {
  let avatarNode = ASNetworkImageNode()
  let nameNode = ASTextNode()
  let timeNode = ASTextNode()
  let bodyNode = ASTextNode()
  let likeButton = ASButtonNode()
  let commentButton = ASButtonNode()
  let shareButton = ASButtonNode()

  /// Whether the whole body shows, or three lines of it.
  public var isExpanded = false {
    didSet { bodyNode.maximumNumberOfLines = isExpanded ? 0 : 3 }
  }

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    selectionStyle = .none
    backgroundColor = UIColor.white

    avatarNode.url = URL(string: "https://example.com/avatars/maya.jpg")
    avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
    avatarNode.cornerRadius = 20
    avatarNode.clipsToBounds = true
    avatarNode.backgroundColor = UIColor.bubbleColor()

    nameNode.attributedText = .attributedString(string: "Maya Lindqvist", fontSize: 15, color: .black, bold: true)
    nameNode.maximumNumberOfLines = 1
    nameNode.truncationMode = .byTruncatingTail
    timeNode.attributedText = .attributedString(string: "2h", fontSize: 13, color: .secondaryTextColor())

    let body = NSMutableAttributedString()
    body.append(.attributedString(string: "@jonas", fontSize: 15, color: .accentColor(), bold: true))
    body.append(
      .attributedString(
        string: " the trail above the lake was worth every step: fog in the valley at dawn, sun on the ridge "
          + "by nine, and not a single other hiker until the hut. Next weekend the northern loop? ",
        fontSize: 15, color: .black))
    body.append(.attributedString(string: "#outdoors", fontSize: 15, color: .accentColor()))
    bodyNode.attributedText = body
    bodyNode.maximumNumberOfLines = 3
    bodyNode.clipsToBounds = true
    bodyNode.truncationAttributedText = NSAttributedString(string: "… more")

    for (button, title) in [(likeButton, "Like"), (commentButton, "Comment"), (shareButton, "Share")] {
      button.setTitle(
        title, with: UIFont.systemFont(ofSize: 13, weight: .medium), with: .secondaryTextColor(), for: .normal)
      button.setTitle(title, with: UIFont.systemFont(ofSize: 13, weight: .medium), with: .accentColor(), for: .selected)
      button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
    }
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    nameNode.style.flexShrink = 1
    let spacer = ASLayoutSpec()
    spacer.style.flexGrow = 1
    let header = ASStackLayoutSpec(
      direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
      children: [avatarNode, nameNode, spacer, timeNode])
    let buttons = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .spaceBetween, alignItems: .center,
      children: [likeButton, commentButton, shareButton])
    let content = ASStackLayoutSpec(
      direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
      children: [header, bodyNode, buttons])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 8, right: 16), child: content)
  }

  /// The body grows (or shrinks) while everything below it moves, with a spring.
  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    let moved: [ASDisplayNode] = [bodyNode, likeButton, commentButton, shareButton]
    UIView.animate(
      withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
      animations: {
        for node in moved { node.frame = context.finalFrame(for: node) }
      },
      completion: { finished in context.completeTransition(finished) })
  }
}
