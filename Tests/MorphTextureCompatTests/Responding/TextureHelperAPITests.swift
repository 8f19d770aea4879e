import MorphTextureCompat
import Testing

/// A node controller that records the state changes its node reports.
private final class StateController: ASNodeController<ASDisplayNode> {
  var changes: [String] = []
  override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
    changes.append("\(oldState.rawValue)->\(newState.rawValue)")
  }
  override func didEnterVisibleState() { changes.append("visible") }
}

/// A recording text node delegate, as an app writes one.
private final class LinkDelegate: ASTextNodeDelegate {
  func textNode(
    _ textNode: ASTextNode!, tappedLinkAttribute attribute: String!, value: Any!, at point: CGPoint,
    textRange: NSRange
  ) {}
}

/// Texture's smaller helpers: transition keys, scroll directions, text node shadows and truncation,
/// style protocols and node controllers.
@Suite struct TextureHelperAPITests {
  @Test func transitionKeysAreTexturesStrings() {
    #expect(ASTransitionContextFromLayoutKey == "org.asyncdisplaykit.ASTransitionContextFromLayoutKey")
    #expect(ASTransitionContextToLayoutKey == "org.asyncdisplaykit.ASTransitionContextToLayoutKey")
  }

  @Test func aFlippingTransformMirrorsTheScrollDirection() {
    let flipX = CGAffineTransform(scaleX: -1, y: 1)
    let flipY = CGAffineTransform(scaleX: 1, y: -1)
    #expect(ASScrollDirectionApplyTransform([.left], flipX) == [.right])
    #expect(ASScrollDirectionApplyTransform([.up], flipY) == [.down])
    #expect(ASScrollDirectionApplyTransform([.up], flipX) == [.up])
    #expect(ASScrollDirectionApplyTransform([.left, .down], .identity) == [.left, .down])
  }

  @Test func textShadowPaddingFollowsTexturesFormula() {
    let text = ASTextNode()
    #expect(text.shadowPadding == .zero)
    text.shadowColor = UIColor.black.cgColor
    text.shadowOpacity = 0.5
    text.shadowOffset = CGSize(width: 2, height: 4)
    text.shadowRadius = 3
    #expect(text.shadowPadding == UIEdgeInsets(top: 0, left: -1, bottom: -7, right: -5))
  }

  @Test func truncationDependsOnTheRange() {
    let text = ASTextNode()
    text.attributedText = NSAttributedString(string: "A line long enough to wrap several times in a narrow box")
    #expect(!text.shouldTruncateForConstrainedSize(ASSizeRangeMake(.zero, CGSize(width: 1000, height: 1000))))
    #expect(text.shouldTruncateForConstrainedSize(ASSizeRangeMake(.zero, CGSize(width: 60, height: 20))))
    text.maximumNumberOfLines = 1
    #expect(text.shouldTruncateForConstrainedSize(ASSizeRangeMake(.zero, CGSize(width: 60, height: 1000))))
  }

  @Test func aTextNodeKeepsItsDelegateWeakly() {
    let text = ASTextNode()
    var delegate: LinkDelegate? = LinkDelegate()
    text.delegate = delegate
    #expect(text.delegate === delegate)
    delegate = nil
    #expect(text.delegate == nil)
  }

  @Test func theStyleIsAStackAndAbsoluteLayoutElement() {
    var style: any ASStackLayoutElement = ASLayoutElementStyle()
    style.flexGrow = 2
    #expect((style as? ASLayoutElementStyle)?.flexGrow == 2)
    var absolute: any ASAbsoluteLayoutElement = ASLayoutElementStyle()
    absolute.layoutPosition = CGPoint(x: 3, y: 4)
    #expect((absolute as? ASLayoutElementStyle)?.layoutPosition == CGPoint(x: 3, y: 4))
  }

  @Test func aNodeControllerHearsItsNodesStateChanges() {
    let controller = StateController()
    let node = ASDisplayNode()
    controller.node = node
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 10, height: 10)))
    #expect(controller.changes.contains("visible"))
    #expect(controller.changes.contains { $0.hasPrefix("0->") })
  }
}

/// Texture's restricted layout, accessibility actions and debugging switches.
@Suite struct TextureLayoutAndAccessibilityHelperTests {
  @Test func aRestrictedLayoutNarrowsTheRangeToTheResolvedSize() {
    let node = ASDisplayNode()
    let size = ASLayoutElementSize(width: ASDimensionMake("50%"), height: ASDimensionMake(30))
    let layout = node.calculateLayoutThatFits(
      ASSizeRangeMake(.zero, CGSize(width: 500, height: 500)), restrictedTo: size,
      relativeToParent: CGSize(width: 200, height: 200))
    #expect(layout.size == CGSize(width: 100, height: 30))
  }

  @Test func performingACustomActionRunsItsHandler() {
    let node = ASDisplayNode()
    var runs = 0
    let reply = UIAccessibilityCustomAction(name: "Reply") { _ in
      runs += 1
      return true
    }
    node.accessibilityCustomActions = [reply]
    #expect(node.perform(reply))
    #expect(runs == 1)
    #expect(!node.perform(UIAccessibilityCustomAction(name: "Delete", target: nil, selector: Selector("delete"))))
    #expect(node.accessibilityCustomActions?.first === reply)
  }

  @Test func debuggingSwitchesAreKept() {
    #expect(!ASLayout.shouldRetainSublayoutLayoutElements)
    ASLayout.shouldRetainSublayoutLayoutElements = true
    #expect(ASLayout.shouldRetainSublayoutLayoutElements)
    ASLayout.shouldRetainSublayoutLayoutElements = false
  }
}
