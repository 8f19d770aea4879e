import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import _MorphTestSupport

/// A card with every kind of content: a wrapping, centred title, an image, an editable field showing
/// its placeholder and a button, in a column inset by 8, with a background, rounded corners, a border
/// and clipping. Its transition widens it while a script fades, rotates and scales the image.
final class CardNode: DisplayNode {
  let title: TextNode
  let image = ImageNode()
  let field: EditableTextNode
  let button: ButtonNode
  /// Whether the card is in its second state.
  var isExpanded = false

  init(title text: String, measurer: any TextMeasuring = AhemTextMeasurer()) {
    title = TextNode(
      text, attributes: TextAttributes(font: Font(size: 10), color: .darkGray, alignment: .center, lineSpacing: 2),
      measurer: measurer)
    field = EditableTextNode(
      placeholder: "Your name", attributes: TextAttributes(font: Font(size: 8)), measurer: measurer)
    button = ButtonNode(
      title: "Go", attributes: TextAttributes(font: Font(size: 8, weight: 700), color: .white), measurer: measurer)
    super.init()
    name = "card"
    automaticallyManagesSubnodes = true
    backgroundColor = Color(red: 0.95, green: 0.95, blue: 1)
    cornerRadius = 8
    borderWidth = 2
    borderColor = .purple
    clipsToBounds = true
    title.name = "title"
    image.name = "photo"
    image.image = NodeImage(source: "images/photo.png?size=small&format=png", size: CGSize(width: 60, height: 30))
    field.name = "field"
    field.textContainerInset = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    field.borderWidth = 1
    field.borderColor = .lightGray
    button.name = "button"
    button.backgroundColor = .blue
    button.cornerRadius = 4
    button.contentEdgeInsets = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let column = StackLayoutSpec(
      direction: .vertical, spacing: 6, alignItems: .stretch, children: [title, image, field, button])
    return InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: column)
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    context.animate(
      withDuration: 0.5, curve: .easeInOut,
      animations: {
        for node in [title, image, field, button] as [DisplayNode] {
          node.frame = context.finalFrame(for: node)
        }
        image.transform = NodeTransform(scaleX: 1.2, scaleY: 0.8, rotation: .pi / 12)
        image.alpha = 0.6
        button.backgroundColor = .red
        cornerRadius = 12
      }, completion: { context.completeTransition($0) })
  }

  /// The card recorded while it widens from 160 to 240 points.
  @MainActor
  static func widening(title: String, measurer: any TextMeasuring = AhemTextMeasurer()) async throws -> Timeline {
    let card = CardNode(title: title, measurer: measurer)
    let narrow = SizeRange(min: CGSize(width: 160, height: 0), max: CGSize(width: 160, height: 400))
    let wide = SizeRange(min: CGSize(width: 240, height: 0), max: CGSize(width: 240, height: 400))
    _ = card.layoutAsRoot(sizeRange: narrow)
    return try await TransitionPlanner().transition(card, sizeRange: wide) { $0.isExpanded = true }
  }
}
