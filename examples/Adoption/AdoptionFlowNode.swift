// The feature's navigation: the list, and the detail screen pushed over it from the right, as a
// navigation controller would, but as one node so that the push is a layout transition.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class AdoptionFlowNode: ASDisplayNode {
  public let listNode = PetListNode()
  /// The detail screen, while one is shown.
  public private(set) var detailNode: PetDetailNode?

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = .white
    listNode.onSelect = { [unowned self] pet in self.showDetail(of: pet) }
  }

  /// Pushes the detail screen of `pet`, sliding it in, or shows it at once.
  public func showDetail(of pet: Pet, animated: Bool = true) {
    detailNode = PetDetailNode(pet: pet)
    show(animated: animated)
  }

  /// Pops back to the list.
  public func showList(animated: Bool = true) {
    detailNode = nil
    show(animated: animated)
  }

  private func show(animated: Bool) {
    if animated {
      transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    } else {
      setNeedsLayout()
    }
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASWrapperLayoutSpec(layoutElement: detailNode ?? listNode)
  }

  /// The new screen slides in from the trailing edge while the old one slides a third of the way out
  /// and dims, as UIKit's push does; a pop runs the other way.
  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    guard let entering = context.insertedSubnodes().first, let leaving = context.removedSubnodes().first else {
      context.completeTransition(true)
      return
    }
    let width = bounds.width
    let isPush = entering !== listNode
    let leavingFinal = context.initialFrame(for: leaving).offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
    entering.frame = context.finalFrame(for: entering).offsetBy(dx: isPush ? width : -width / 3, dy: 0)
    UIView.animate(
      withDuration: 0.35, delay: 0, options: .curveEaseInOut,
      animations: {
        entering.frame = context.finalFrame(for: entering)
        leaving.frame = leavingFinal
        leaving.alpha = isPush ? 0.6 : 1
      },
      completion: { finished in context.completeTransition(finished) })
  }
}
