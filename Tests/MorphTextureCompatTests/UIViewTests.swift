import MorphTextureCompat
import Testing

/// UIKit's `UIView` animation methods: applied at once outside a transition, recorded onto the
/// transition's clock inside one.
@MainActor
@Suite struct UIViewTests {
  // MARK: - Outside a transition

  @Test func animateAppliesAtOnceAndCompletesWithTrue() {
    let node = ASDisplayNode()
    var completions: [Bool] = []
    UIView.animate(
      withDuration: 0.3,
      animations: {
        node.alpha = 0.25
      },
      completion: { finished in
        completions.append(finished)
      })
    #expect(node.alpha == 0.25)
    #expect(completions == [true])

    UIView.animate(withDuration: 0.3) {
      node.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    }
    #expect(node.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func delayedSpringAndKeyframeAnimationsApplyAtOnceAndCompleteWithTrue() {
    let node = ASDisplayNode()
    var completions: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 2, options: .curveLinear,
      animations: {
        node.alpha = 0.5
      }, completion: { completions.append($0) })
    #expect(node.alpha == 0.5)

    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
      animations: { node.cornerRadius = 8 }, completion: { completions.append($0) })
    #expect(node.cornerRadius == 8)

    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: .calculationModeDiscrete,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { node.borderWidth = 2 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { node.borderWidth = 3 }
      }, completion: { completions.append($0) })
    #expect(node.borderWidth == 3)

    UIView.performWithoutAnimation { node.backgroundColor = .blue }
    #expect(node.backgroundColor?.color == .blue)
    #expect(completions == [true, true, true])
  }

  // MARK: - Inside a transition

  /// A delay, a named curve from the options, and a completion that ends the transition.
  @Test func animateRecordsItsDelayCurveAndCompletion() async throws {
    let timeline = try await recordBoxMove { node, context in
      UIView.animate(
        withDuration: 1, delay: 0.5, options: .curveLinear,
        animations: {
          node.box.frame = context.finalFrame(for: node.box)
        },
        completion: { finished in
          context.completeTransition(finished)
        })
    }
    // Linear from x = 0 to 180 between 0.5 s and 1.5 s.
    #expect(timeline.duration == 1.5)
    #expect(try timeline.state("box", at: 0.5).frame.minX == 0)
    #expect(try timeline.state("box", at: 0.75).frame.minX == 45)
    #expect(try timeline.state("box", at: 1).frame.minX == 90)
    #expect(try timeline.state("box", at: 1.5).frame.minX == 180)
    #expect(timeline.transitions.first?.completion == 1.5)
  }

  @Test func theSpringVariantRecordsASpring() async throws {
    let timeline = try await recordBoxMove { node, context in
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
        animations: { node.box.frame = context.finalFrame(for: node.box) },
        completion: { context.completeTransition($0) })
    }
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 1)
    for time in [0.1, 0.25, 0.5] {
      #expect(try isNear(timeline.state("box", at: time).frame.minX, 180 * spring.progress(atTime: time)))
    }
    // An under-damped spring overshoots the end value on its way.
    #expect(try timeline.state("box", at: 0.25).frame.minX > 180)
    #expect(try timeline.state("box", at: 1).frame.minX == 180)
  }

  /// Two keyframes of a 1 s animation starting at 0.5 s: the fade over its first half, the move over
  /// its second half, both linear.
  @Test func keyframesRecordTheirShareOfTheAnimation() async throws {
    let timeline = try await recordBoxMove { node, context in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0.5, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            node.box.alpha = 0
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            node.box.frame = context.finalFrame(for: node.box)
          }
        }, completion: { context.completeTransition($0) })
    }
    #expect(try timeline.state("box", at: 0.5).alpha == 1)
    #expect(try timeline.state("box", at: 0.75).alpha == 0.5)
    #expect(try timeline.state("box", at: 1).alpha == 0)
    #expect(try timeline.state("box", at: 1).frame.minX == 0)
    #expect(try timeline.state("box", at: 1.25).frame.minX == 90)
    #expect(try timeline.state("box", at: 1.5).frame.minX == 180)
    #expect(timeline.transitions.first?.completion == 1.5)
  }

  @Test func changesWithoutAnimationInsideAnAnimationApplyAtOnce() async throws {
    let timeline = try await recordBoxMove { node, context in
      UIView.animate(
        withDuration: 1,
        animations: {
          node.box.frame = context.finalFrame(for: node.box)
          UIView.performWithoutAnimation {
            node.box.alpha = 0.5
          }
        }, completion: { context.completeTransition($0) })
    }
    #expect(try timeline.state("box", at: 0).alpha == 0.5)
    // Ease in and out (UIKit's default) is halfway at half time.
    #expect(try timeline.state("box", at: 0.5).frame.minX == 90)
  }

  /// Records a ``BoxNode`` moving its box from the left to the right with `animation`.
  private func recordBoxMove(
    _ animation: @escaping (BoxNode, ASContextTransitioning) -> Void
  ) async throws -> Timeline {
    let node = BoxNode()
    node.animation = animation
    let range = ASSizeRangeMake(CGSize(width: 200, height: 100))
    node.layoutAsRoot(sizeRange: range)
    return try await TransitionPlanner().record(node, sizeRange: range) {
      node.boxIsAtTheRight = true
      node.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    }
  }
}

/// A 200 × 100 node with a 20 × 20 box at its top left or top right; its transition animation is
/// the code under test.
final class BoxNode: ASDisplayNode {
  let box = ASDisplayNode()
  var boxIsAtTheRight = false
  var animation: ((BoxNode, ASContextTransitioning) -> Void)?

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    box.name = "box"
    box.style.preferredSize = CGSize(width: 20, height: 20)
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    ASRelativeLayoutSpec(
      horizontalPosition: boxIsAtTheRight ? .end : .start, verticalPosition: .start, sizingOption: [], child: box)
  }

  override func animateLayoutTransition(_ context: ASContextTransitioning) {
    animation?(self, context)
  }
}
