// A chat thread: bubbles on the left for the other person and on the right for me, each a text node
// inset in a rounded background. Sending a message inserts a bubble that slides up and fades in.
import MorphTextureCompat

/// One message bubble.
public final class ChatBubbleNode: ASDisplayNode {
  let textNode = ASTextNode()
  let backgroundNode = ASDisplayNode()
  let isMine: Bool

  public init(text: String, isMine: Bool) {
    self.isMine = isMine
    super.init()
    automaticallyManagesSubnodes = true
    backgroundNode.backgroundColor = isMine ? UIColor.accentColor() : UIColor.bubbleColor()
    backgroundNode.cornerRadius = 16
    textNode.attributedText = .attributedString(string: text, fontSize: 16, color: isMine ? .white : .black)
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: textNode)
    return ASBackgroundLayoutSpec(child: padded, background: backgroundNode)
  }
}

public final class ChatListNode: ASDisplayNode {
  private(set) var bubbles: [ChatBubbleNode]
  private var inserted: ChatBubbleNode?

  public override init() {
    bubbles = [
      ChatBubbleNode(text: "Are we still on for the lake on Saturday?", isMine: false),
      ChatBubbleNode(text: "Yes! Leaving at seven.", isMine: true),
      ChatBubbleNode(text: "Bring the stove, I'll bring coffee ☕", isMine: false),
    ]
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = UIColor.white
  }

  /// Adds my message at the bottom of the thread.
  public func send(_ text: String) {
    let bubble = ChatBubbleNode(text: text, isMine: true)
    bubbles.append(bubble)
    inserted = bubble
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let maxBubbleWidth = constrainedSize.max.width * 0.75
    for bubble in bubbles {
      bubble.style.maxWidth = ASDimensionMake(maxBubbleWidth)
      bubble.style.alignSelf = bubble.isMine ? .end : .start
    }
    let thread = ASStackLayoutSpec(
      direction: .vertical, spacing: 6, justifyContent: .end, alignItems: .start, children: bubbles)
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: thread)
  }

  /// Bubbles above move up; the new one starts 20 points lower, transparent, and rises into place.
  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    if let inserted {
      inserted.frame = context.finalFrame(for: inserted).offsetBy(dx: 0, dy: 20)
      inserted.alpha = 0
    }
    let moved = bubbles.filter { $0 !== inserted }
    UIView.animate(
      withDuration: 0.35, delay: 0, options: .curveEaseOut,
      animations: {
        for bubble in moved { bubble.frame = context.finalFrame(for: bubble) }
        if let inserted = self.inserted {
          inserted.frame = context.finalFrame(for: inserted)
          inserted.alpha = 1
        }
      },
      completion: { finished in
        self.inserted = nil
        context.completeTransition(finished)
      })
  }
}
