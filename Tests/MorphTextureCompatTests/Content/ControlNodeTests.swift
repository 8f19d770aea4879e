import MorphTextureCompat
import Testing

/// Texture's button, control, cell and scroll nodes.
@Suite struct ControlNodeTests {
  final class Handler: NSObject {}

  @Test func buttonTitlesFollowTheControlState() {
    let button = ASButtonNode()
    button.setTitle("Follow", with: UIFont.boldSystemFont(ofSize: 14), with: .white, for: .normal)
    button.setTitle("Following", with: nil, with: .gray, for: .selected)
    #expect(button.titleNode.text == "Follow")
    #expect(button.titleNode.attributes.font == Font(size: 14, weight: 700))
    button.isSelected = true
    #expect(button.titleNode.text == "Following")
    #expect(button.titleNode.attributes.color == .gray)
    button.isEnabled = false
    #expect(button.titleNode.text == "Follow", "no disabled title: the normal one")
    #expect(button.attributedTitle(for: .selected)?.string == "Following")
    #expect(button.attributedTitle(for: .highlighted) == nil)
  }

  @Test func buttonImagesJoinTheLayout() {
    let button = ASButtonNode()
    button.setAttributedTitle(
      NSAttributedString(string: "Like", attributes: [.font: UIFont.systemFont(ofSize: 12)]), for: .normal)
    UIGraphicsBeginImageContext(CGSize(width: 16, height: 16))
    let icon = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    button.setImage(icon, for: .normal)
    button.contentSpacing = 4
    button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
    let layout = button.layoutThatFits(.unconstrained)
    let title = button.titleNode.layoutThatFits(.unconstrained).size
    #expect(layout.size.width == (6 + 16 + 4 + title.width + 6).rounded(.up))
    #expect(
      layout.sublayouts.map { $0.element === button.imageNode || $0.element === button.titleNode } == [true, true])
  }

  @Test func targetActionsAreRecordedAndNeverSent() {
    let button = ASButtonNode()
    let handler = Handler()
    button.addTarget(handler, action: Selector("buttonTapped"), forControlEvents: .touchUpInside)
    button.addTarget(handler, action: "valueChanged", forControlEvents: [.valueChanged, .touchDown])
    #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside) == [Selector("buttonTapped")])
    #expect(button.actions(forTarget: handler, forControlEvent: .allEvents).count == 2)
    button.removeTarget(handler, action: nil, forControlEvents: .valueChanged)
    #expect(button.targetActions.map(\.events) == [.touchUpInside, .touchDown])
  }

  @Test func cellsKeepTheirSelectionStyle() {
    let cell = ASCellNode()
    cell.selectionStyle = .none
    #expect(cell.selectionStyle == UITableViewCell.SelectionStyle.none)
    #expect(cell.kindName == "cell")
  }

  @Test func scrollNodesSizeFromTheirParentAndMeasureTheirContent() {
    let scroll = ASScrollNode()
    let content = ASDisplayNode()
    content.style.preferredSize = CGSize(width: 1000, height: 50)
    scroll.automaticallyManagesSubnodes = true
    scroll.automaticallyManagesContentSize = true
    scroll.scrollableDirections = ASScrollDirectionHorizontalDirections
    scroll.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: content) }
    // A horizontal scroller in a vertical list: 375 wide, as tall as its content.
    let range = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
    let layout = scroll.layoutThatFits(range, parentSize: CGSize(width: 375, height: CGFloat.nan))
    #expect(layout.size == CGSize(width: 375, height: 50))
    #expect(scroll.contentSize == CGSize(width: 1000, height: 50))
    #expect(scroll.clipsToBounds)
  }

  @Test func turningOnContentSizeManagementScrollsVertically() {
    let scroll = ASScrollNode()
    scroll.automaticallyManagesContentSize = true
    #expect(scroll.scrollableDirections == ASScrollDirectionVerticalDirections)
  }

  @Test func theMainScreenIsAnIPhoneUnlessChosen() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) || UIScreen.main.scale == 2)
    #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.scale)
  }
}
