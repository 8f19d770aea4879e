import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// The README's library example, compiled and run (with the arithmetic test font instead of FreeType).
private final class CardNode: DisplayNode {
  let image = NetworkImageNode()
  let title: TextNode
  var showsTitle = true

  init(measurer: any TextMeasuring) {
    title = TextNode("Scarlet macaw", attributes: TextAttributes(font: Font(size: 24, weight: 700)), measurer: measurer)
    super.init()
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    StackLayoutSpec(direction: .vertical, spacing: 8) {
      RatioLayoutSpec(ratio: 2.0 / 3.0) { image }
      if showsTitle {
        InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 8, right: 16)) { title }
      }
    }
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    title.alpha = 0
    context.animate(
      withDuration: 0.4, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      animations: {
        self.title.alpha = 1
      }, completion: { finished in context.completeTransition(finished) })
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theCardExampleLaysOutAndTransitions() async throws {
    let card = CardNode(measurer: AhemTextMeasurer())
    card.showsTitle = false
    let range = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
    let layout = card.layoutAsRoot(sizeRange: range, context: LayoutContext(scale: 2))
    #expect(layout.size == CGSize(width: 375, height: 250))
    #expect(card.image.frame == CGRect(x: 0, y: 0, width: 375, height: 250))

    let timeline = try await TransitionPlanner(context: LayoutContext(scale: 2)).transition(card, sizeRange: range) {
      $0.showsTitle = true
    }
    // The unnamed title is the root's second subnode, a text node.
    #expect(timeline.transitions.first?.inserted == ["root.text1"])
    // The stack stretches the inset to the card, so the title is 375 − 32 wide, below the image and the spacing.
    #expect(timeline.sample(at: 0.4).state(of: "root.text1")?.frame == CGRect(x: 16, y: 258, width: 343, height: 24))
    #expect(timeline.sample(at: 0).state(of: "root.text1")?.alpha == 0)
    #expect(timeline.sample(at: 0.4).state(of: "root.text1")?.alpha == 1)
  }
}
