// A row of the shelter's list: the animal's photo, its name and its breed and age, in the reader's
// text size (Dynamic Type).
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class PetCellNode: ASCellNode {
  let pet: Pet
  let photoNode = ASNetworkImageNode()
  let nameNode = ASTextNode()
  let detailNode = ASTextNode()
  let chevronNode = ASTextNode()

  public init(pet: Pet) {
    self.pet = pet
    super.init()
    automaticallyManagesSubnodes = true
    selectionStyle = .none
    backgroundColor = .white

    // The photo grows with the text, as the body style does.
    let photoSide = UIFontMetrics(forTextStyle: .body).scaledValue(for: 56)
    photoNode.url = pet.photoURL
    photoNode.style.preferredSize = CGSize(width: photoSide, height: photoSide)
    photoNode.cornerRadius = 12
    photoNode.clipsToBounds = true
    photoNode.backgroundColor = .photoPlaceholder

    nameNode.attributedText = NSAttributedString(
      string: pet.name,
      attributes: [.font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.black])
    detailNode.attributedText = NSAttributedString(
      string: "\(pet.breed) · \(pet.ageText)",
      attributes: [.font: UIFont.preferredFont(forTextStyle: .subheadline), .foregroundColor: UIColor.secondaryText])
    detailNode.maximumNumberOfLines = 2
    chevronNode.attributedText = NSAttributedString(
      string: "›",
      attributes: [.font: UIFont.preferredFont(forTextStyle: .title2), .foregroundColor: UIColor.lightGray])
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let text = ASStackLayoutSpec.vertical()
    text.spacing = 2
    text.children = [nameNode, detailNode]
    text.style.flexShrink = 1
    text.style.flexGrow = 1
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .center,
      children: [photoNode, text, chevronNode])
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: row)
  }
}
