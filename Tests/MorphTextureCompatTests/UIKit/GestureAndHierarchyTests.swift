import MorphTextureCompat
import Testing

/// Gesture recognizers record their targets and actions on the view they are added to; views and
/// layers keep their subviews and sublayers; `view.transform` is the node's.
@Suite struct GestureAndHierarchyTests {
  final class Handler: NSObject {}

  @Test func gestureRecognizersRecordTargetActionAndTheirView() {
    let handler = Handler()
    let node = ASDisplayNode()
    let tap = UITapGestureRecognizer(target: handler, action: Selector("tapped"))
    tap.numberOfTapsRequired = 2
    node.view.addGestureRecognizer(tap)
    #expect(node.view.gestureRecognizers?.count == 1)
    #expect(tap.view?.node === node)
    #expect(tap.targetActions.count == 1 && tap.targetActions[0].target === handler)
    #expect(tap.targetActions[0].action == Selector("tapped"))
    #expect(tap.state == .possible)

    let pan = UIPanGestureRecognizer(target: handler, action: Selector("panned"))
    pan.addTarget(handler, action: Selector("alsoPanned"))
    node.view.addGestureRecognizer(pan)
    pan.removeTarget(handler, action: Selector("panned"))
    #expect(pan.targetActions.map(\.action) == [Selector("alsoPanned")])
    node.view.removeGestureRecognizer(tap)
    #expect(tap.view == nil && node.view.gestureRecognizers?.count == 1)
  }

  @Test func everyRecognizerKindKeepsItsSettings() {
    let longPress = UILongPressGestureRecognizer(target: nil, action: nil)
    #expect(longPress.minimumPressDuration == 0.5 && longPress.targetActions.isEmpty)
    let swipe = UISwipeGestureRecognizer(target: Handler(), action: Selector("swiped"))
    swipe.direction = [.left, .right]
    #expect(swipe.direction.contains(.left))
    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    pinch.scale = 2
    #expect(pinch.scale == 2 && pinch.velocity == 0)
  }

  @Test func controlsRecordTargetActionForEvents() {
    let handler = Handler()
    let toggle = UISwitch()
    toggle.addTarget(handler, action: Selector("toggled"), for: .valueChanged)
    toggle.addTarget(handler, action: Selector("touched"), for: [.touchDown, .touchUpInside])
    #expect(toggle.actions(forTarget: handler, forControlEvent: .valueChanged) == ["toggled"])
    #expect(toggle.allControlEvents == [.valueChanged, .touchDown, .touchUpInside])
    toggle.removeTarget(handler, action: nil, for: .touchDown)
    #expect(toggle.targetActions.map(\.events) == [.valueChanged, .touchUpInside])
    toggle.isEnabled = false
    #expect(toggle.state == .disabled)
  }

  @Test func subviewsAreKeptInOrderAndMoveBetweenSuperviews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel()
    let image = UIImageView()
    container.addSubview(label)
    container.addSubview(image)
    #expect(container.subviews == [label, image])
    #expect(label.superview == container)
    container.sendSubviewToBack(image)
    #expect(container.subviews == [image, label])
    let other = UIView()
    other.addSubview(label)
    #expect(container.subviews == [image] && other.subviews == [label])
    label.removeFromSuperview()
    #expect(other.subviews.isEmpty && label.superview == nil)
    label.tag = 7
    container.addSubview(label)
    #expect(container.viewWithTag(7) === label && label.isDescendant(of: container))
  }

  @Test func aNodesViewKeepsItsSubviewsAcrossReads() {
    let node = ASDisplayNode()
    let gradientView = UIView()
    node.view.addSubview(gradientView)
    #expect(node.view.subviews == [gradientView])
    #expect(gradientView.superview?.node === node)
  }

  @Test func viewTransformsAreTheNodesTransform() {
    let node = ASDisplayNode()
    node.view.transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(node.transform.scaleX - 2) < 1e-9 && abs(node.transform.scaleY - 3) < 1e-9)
    #expect(abs(node.transform.rotation - .pi / 2) < 1e-9)
    node.transform = NodeTransform(translationX: 10, translationY: -4)
    #expect(node.view.transform == CGAffineTransform(translationX: 10, y: -4))
    node.view.transform = .identity
    #expect(node.transform.isIdentity)
  }

  @Test func sublayersAreKeptInOrder() {
    let node = ASDisplayNode()
    let gradient = CAGradientLayer()
    let shape = CAShapeLayer()
    node.layer.addSublayer(gradient)
    node.layer.insertSublayer(shape, at: 0)
    #expect(node.layer.sublayers == [shape, gradient])
    gradient.removeFromSuperlayer()
    #expect(node.layer.sublayers == [shape] && gradient.superlayer == nil)
  }
}
