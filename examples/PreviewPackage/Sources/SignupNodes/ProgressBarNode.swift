// The ProgressBarNode of a Korean Texture tutorial on the Layout Transition API: a red bar over a
// light gray track, whose new width fades in over half a second as the ratio changes.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

public final class ProgressBarNode: ASDisplayNode {
  lazy var progressEngageNode: ASDisplayNode = {
    let node = ASDisplayNode()
    node.debugName = "progress"
    node.backgroundColor = .red
    return node
  }()

  /// The share of the track the bar covers, from 0 to 1; ``setRatio(_:)`` animates a change.
  public var ratio: CGFloat = 0

  public override init() {
    super.init()
    automaticallyManagesSubnodes = true
    backgroundColor = .lightGray
    style.height = .init(unit: .points, value: 50)
  }

  public override func animateLayoutTransition(_ context: ASContextTransitioning) {
    let beforeFrame = context.initialFrame(for: progressEngageNode)
    let afterFrame = context.finalFrame(for: progressEngageNode)
    progressEngageNode.frame = beforeFrame
    progressEngageNode.alpha = 0
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveEaseOut,
      animations: {
        self.progressEngageNode.alpha = 1
        self.progressEngageNode.frame = afterFrame
      },
      completion: { isCompleted in
        context.completeTransition(isCompleted)
      })
  }

  /// Sets the ratio and animates the bar to it.
  public func setRatio(_ ratio: CGFloat) {
    self.ratio = ratio
    transitionLayout(withAnimation: true, shouldMeasureAsync: true, measurementCompletion: nil)
  }

  public override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    progressEngageNode.style.flexBasis = .init(unit: .fraction, value: ratio)
    let spaceLayout = ASLayoutSpec()
    spaceLayout.style.flexBasis = .init(unit: .fraction, value: 1 - ratio)
    return ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch,
      children: [progressEngageNode, spaceLayout])
  }
}
