// A shop's product card: photo, title and price on one line, a star rating, a two-line description
// and an "Add to cart" button. Adding to the cart swaps the button's title and color.
import MorphTextureCompat

public final class ProductCardNode: ASDisplayNode {
  let imageNode = ASNetworkImageNode()
  let titleNode = ASTextNode()
  let priceNode = ASTextNode()
  let ratingNode = ASTextNode()
  let descriptionNode = ASTextNode()
  let cartButton = ASButtonNode()

  /// Whether the product is in the cart.
  public var isInCart = false {
    didSet {
      cartButton.isSelected = isInCart
      cartButton.backgroundColor = isInCart ? UIColor.systemGreen : UIColor.accentColor()
    }
  }

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = UIColor.white
    cornerRadius = 12
    borderWidth = 1
    borderColor = UIColor(white: 0.9, alpha: 1).cgColor
    clipsToBounds = true

    imageNode.url = URL(string: "https://example.com/shop/trail-runner.jpg")
    imageNode.backgroundColor = UIColor.bubbleColor()
    imageNode.contentMode = .scaleAspectFill

    titleNode.attributedText = .attributedString(string: "Trail Runner 3", fontSize: 17, color: .black, bold: true)
    titleNode.maximumNumberOfLines = 1
    titleNode.truncationMode = .byTruncatingTail
    priceNode.attributedText = .attributedString(string: "$129", fontSize: 17, color: .red, bold: true)

    let rating = NSMutableAttributedString()
    rating.append(.attributedString(string: "★★★★☆", fontSize: 14, color: .orange))
    rating.append(.attributedString(string: "  214 reviews", fontSize: 13, color: .secondaryTextColor()))
    ratingNode.attributedText = rating

    descriptionNode.attributedText = .attributedString(
      string: "A light, cushioned trail shoe with a grippy outsole for wet rock and loose gravel, "
        + "and a breathable upper that dries fast after a river crossing.",
      fontSize: 14, color: .darkGray)
    descriptionNode.maximumNumberOfLines = 2

    cartButton.setTitle("Add to cart", with: UIFont.boldSystemFont(ofSize: 15), with: .white, for: .normal)
    cartButton.setTitle("In your cart ✓", with: UIFont.boldSystemFont(ofSize: 15), with: .white, for: .selected)
    cartButton.contentEdgeInsets = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    cartButton.backgroundColor = UIColor.accentColor()
    cartButton.cornerRadius = 8
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    titleNode.style.flexShrink = 1
    let spacer = ASLayoutSpec()
    spacer.style.flexGrow = 1
    let titleRow = ASStackLayoutSpec(
      direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .baselineFirst,
      children: [titleNode, spacer, priceNode])
    let details = ASStackLayoutSpec(
      direction: .vertical, spacing: 6, justifyContent: .start, alignItems: .stretch,
      children: [titleRow, ratingNode, descriptionNode, cartButton])
    details.style.flexShrink = 1
    return ASStackLayoutSpec(
      direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
      children: [
        ASRatioLayoutSpec(ratio: 0.6, child: imageNode),
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 14, bottom: 14, right: 14), child: details),
      ])
  }
}
