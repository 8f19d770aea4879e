import Foundation
import MorphLayout

/// The animation `animateLayoutTransition(_:)` runs when a node does not override it (through
/// `context.animateWithDefaultTransition()`), chosen per ``TransitionPlanner``.
///
/// - ``texture``: Texture's own default, exactly.
/// - ``morph`` (the planner's default): survivors morph their position and size, inserted and removed
///   subnodes enter and leave with a ``SubnodeTransition``, optionally staggered.
///
/// Without animation, every preset does what Texture does: each subnode gets its frame from the new
/// layout (subnodes absent from it keep theirs) and the transition completes at once.
public struct DefaultTransition: Hashable, Sendable {
  private enum Style: Hashable, Sendable {
    case texture
    case morph(animation: TransitionAnimation?, transition: SubnodeTransition, stagger: TimeInterval)
  }

  private let style: Style

  /// Texture's default animation (`ASDisplayNode`'s `animateLayoutTransition:`): one animation with the
  /// node's `defaultLayoutTransitionDuration`, `…Delay` and `…Options` (0.2 s, ease-in-out); inserted
  /// subnodes jump to their final frames and fade in; removed subnodes fade out (their alpha is
  /// restored once the animation ends); survivors whose size changes also jump to their final frames
  /// and fade in from transparent instead of morphing; survivors whose origin changes slide; the
  /// node itself takes its new size, keeping its origin. (The original Layout Transition guide says
  /// the default lays the subnodes out without animation; this is what Texture's code does.)
  public static let texture = DefaultTransition(style: .texture)

  /// Morph's default: ``morph(animation:transition:stagger:)`` with its defaults.
  public static let morph = DefaultTransition.morph()

  /// Morph's default animation: survivors move and resize to their final frames, inserted subnodes
  /// start at their final frames in `transition`'s insertion state and animate to their own, removed
  /// subnodes keep their frames and animate to `transition`'s removal state, and the node itself takes
  /// its new size, keeping its origin.
  /// - Parameters:
  ///   - animation: the timing; nil takes the node's `defaultLayoutTransitionDuration`, `…Delay` and
  ///     `…Options`, as Texture's default does.
  ///   - transition: how inserted and removed subnodes enter and leave.
  ///   - stagger: each inserted or moving subnode, in new-layout order, starts this many seconds after
  ///     the one before it (removed subnodes and the node itself start first).
  public static func morph(
    animation: TransitionAnimation? = nil, transition: SubnodeTransition = .opacity, stagger: TimeInterval = 0
  ) -> DefaultTransition {
    precondition(stagger >= 0, "DefaultTransition: the stagger must not be negative")
    return DefaultTransition(style: .morph(animation: animation, transition: transition, stagger: stagger))
  }

  /// Runs the animation for a transition.
  func animate(_ context: TransitionContext) {
    guard context.isAnimated() else {
      Self.layoutWithoutAnimation(context)
      return
    }
    switch style {
    case .texture:
      Self.animateLikeTexture(context)
    case .morph(let animation, let transition, let stagger):
      Self.animateMorphing(context, animation: animation, transition: transition, stagger: stagger)
    }
  }

  /// Texture's non-animated default: every subnode in the new layout gets its frame at once, then the
  /// transition completes.
  private static func layoutWithoutAnimation(_ context: TransitionContext) {
    for subnode in context.node.subnodes {
      let frame = context.finalFrame(for: subnode)
      if !frame.isNull { subnode.frame = frame }
    }
    context.completeTransition(true)
  }
}
