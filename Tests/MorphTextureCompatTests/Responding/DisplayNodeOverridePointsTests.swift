import MorphTextureCompat
import Testing

/// A node that can take keyboard focus and records the callbacks it gets.
private final class FocusableNode: ASDisplayNode {
  var calls: [String] = []
  override func canBecomeFirstResponder() -> Bool { true }
  override func tintColorDidChange() { super.tintColorDidChange(); calls.append("tint \(name ?? "")") }
  override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); calls.append("margins") }
  override func clearContents() { super.clearContents(); calls.append("clear \(name ?? "")") }
}

/// Texture's override points on a node: responder state, hit areas, and the callbacks Morph makes.
@Suite struct DisplayNodeOverridePointsTests {
  @Test func aPlainNodeNeverTakesFocusButOneThatCanKeepsIt() {
    let plain = ASDisplayNode()
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder())
    let field = FocusableNode()
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder())
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder())
    #expect(!plain.canPerformAction(Selector("copy:"), withSender: plain))
  }

  @Test func pointInsideIsTheBoundsGrownOrShrunkByTheSlop() {
    let node = ASDisplayNode()
    node.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(node.pointInside(CGPoint(x: 19, y: 19), with: nil))
    #expect(!node.pointInside(CGPoint(x: -5, y: 5), with: nil))
    node.hitTestSlop = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    #expect(node.pointInside(CGPoint(x: -5, y: 5), with: nil))
    node.hitTestSlop = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    #expect(!node.pointInside(CGPoint(x: 2, y: 2), with: nil))
  }

  @Test func settingBoundsResizesAboutTheCentre() {
    let node = ASDisplayNode()
    node.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
    node.bounds = CGRect(x: 0, y: 0, width: 20, height: 60)
    #expect(node.frame == CGRect(x: 20, y: 10, width: 20, height: 60))
  }

  @Test func tintColorChangesReachTheNodesThatInheritIt() {
    let root = FocusableNode()
    root.name = "root"
    let inheriting = FocusableNode()
    inheriting.name = "inheriting"
    let own = FocusableNode()
    own.name = "own"
    root.addSubnode(inheriting)
    root.addSubnode(own)
    own.tintColor = .red
    own.calls = []
    root.tintColor = .blue
    #expect(root.calls == ["tint root"])
    #expect(inheriting.calls == ["tint inheriting"])
    #expect(own.calls.isEmpty)
  }

  @Test func layoutMarginChangesAreReported() {
    let node = FocusableNode()
    node.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(node.calls.isEmpty)
    node.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(node.calls == ["margins"])
  }

  @Test func treeWideHelpersReachEveryNodeBelow() {
    let root = FocusableNode()
    root.name = "a"
    let child = FocusableNode()
    child.name = "b"
    root.addSubnode(child)
    root.recursivelyClearContents()
    #expect(root.calls == ["clear a"])
    #expect(child.calls == ["clear b"])
    root.recursivelySetDisplaySuspended(true)
    #expect(child.displaySuspended)
    root.recursivelySetNeedsDisplayAtScale(3)
    #expect(child.contentsScaleForDisplay == 3)
    #expect(ASDisplayNode().contentsScaleForDisplay == 1)
  }

  @Test func aBlockBackedNodeIsSynchronous() {
    #expect(ASDisplayNode(viewBlock: { UISwitch() }).isSynchronous)
    #expect(!ASDisplayNode().isSynchronous)
  }

  @Test func theClosestViewControllerIsTheNearestNodesController() {
    let root = ASDisplayNode()
    let child = ASDisplayNode()
    root.addSubnode(child)
    #expect(child.closestViewController == nil)
    let controller = ASDKViewController(node: root)
    #expect(child.closestViewController === controller)
  }

  @Test func calculateLayoutThatFitsLaysOutThroughTheSpec() {
    let node = ASDisplayNode()
    let child = ASDisplayNode()
    child.style.preferredSize = CGSize(width: 30, height: 10)
    node.automaticallyManagesSubnodes = true
    node.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: child)
    }
    let layout = node.calculateLayoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)))
    #expect(layout.size == CGSize(width: 40, height: 20))
    #expect(node.calculateLayoutLayoutSpec(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))).size == layout.size)
  }

  @Test func layerPropertiesAreKeptAndVisibleOnesReported() {
    let node = ASDisplayNode()
    #expect(node.maskedCorners.contains(.layerMaxXMaxYCorner))
    #expect(node.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    node.maskedCorners = [.layerMinXMinYCorner]
    node.anchorPoint = CGPoint(x: 0, y: 0)
    node.autoresizingMask = [.flexibleWidth]
    node.semanticContentAttribute = .forceRightToLeft
    node.edgeAntialiasingMask = [.layerTopEdge]
    #expect(node.maskedCorners == [.layerMinXMinYCorner])
    #expect(node.anchorPoint == .zero)
    #expect(node.autoresizingMask == [.flexibleWidth])
    #expect(node.semanticContentAttribute == .forceRightToLeft)
    #expect(node.edgeAntialiasingMask == [.layerTopEdge])
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.hasPrefix("maskedCorners:") })
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.hasPrefix("anchorPoint:") })
  }

  @Test func hitTestFindsTheFrontmostInteractiveNode() {
    let root = ASDisplayNode()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let back = ASDisplayNode()
    back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    let front = ASDisplayNode()
    front.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
    root.addSubnode(back)
    root.addSubnode(front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil)?.node === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil)?.node === back)
    #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil)?.node === root)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil)?.node === back)
    #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
  }

  @Test func deviceDrawingHooksAnswerWithUIKitsDefaults() {
    let node = ASDisplayNode()
    #expect(node.placeholderImage() == nil)
    #expect(node.gestureRecognizerShouldBegin(UITapGestureRecognizer(target: nil, action: nil)))
    #expect(ASDisplayNode.display(withParameters: nil, isCancelled: { false }) == nil)
  }
}
