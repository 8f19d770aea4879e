import Foundation
import MorphLayout
import MorphTimeline

/// Animation methods for `animateLayoutTransition(_:)` overrides, recorded onto the transition's
/// ``TransitionContext/recorder`` (the shapes of UIKit's `UIView.animate…`, plus Morph's
/// ``TransitionAnimation`` and a stagger helper).
///
/// They must be called where the transition's recording runs, as Morph's calls to the override are,
/// and the context must be Morph's ``TransitionContext``.
extension ContextTransitioning {
  /// Animates the property changes made in `animations` (UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`; the default curve is ease-in-out).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    transitionContext.recorder.animate(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Animates the property changes made in `animations` with a spring (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    transitionContext.recorder.animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
      options: options, animations: animations, completion: completion)
  }

  /// Animates the property changes made in `animations` along any timing curve.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    transitionContext.recorder.animate(
      withDuration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
  }

  /// Animates the property changes made in `animations` with a ``TransitionAnimation``
  /// (`context.animate(.spring()) { … }`).
  public func animate(
    _ animation: TransitionAnimation, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: animation.duration, delay: animation.delay, curve: animation.curve, animations: animations,
      completion: completion)
  }

  /// Animates nodes one after another: the changes `changes` makes to the node at index k start
  /// k × `interval` after `animation`'s delay. `completion` runs when the last node's animation ends
  /// (after `animation`'s duration if there are no nodes).
  public func animate(
    _ nodes: [DisplayNode], staggeredBy interval: TimeInterval, _ animation: TransitionAnimation,
    changes: (DisplayNode) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    transitionContext.recorder.animate(
      nodes, staggeredBy: interval, withDuration: animation.duration, delay: animation.delay, curve: animation.curve,
      changes: changes, completion: completion)
  }

  /// Animates the keyframes added in `animations` with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`).
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    transitionContext.recorder.animateKeyframes(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Adds a keyframe to the enclosing keyframe animation (UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
  public func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
    transitionContext.recorder.addKeyframe(
      withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
  }

  /// Applies the changes made in `changes` at once, even inside an animation block (UIKit's
  /// `performWithoutAnimation(_:)`).
  public func performWithoutAnimation(_ changes: () -> Void) {
    transitionContext.recorder.performWithoutAnimation(changes)
  }

  /// Animates the transition with a default animation of one's choice — Texture's, or one of Morph's
  /// presets — whatever the planner's ``TransitionPlanner/defaultAnimation`` is. Like the default, it
  /// completes the transition when its animation ends.
  public func animate(with defaultTransition: DefaultTransition) {
    defaultTransition.animate(transitionContext)
  }

  /// The context as Morph's ``TransitionContext``, which owns the recorder.
  private var transitionContext: TransitionContext {
    guard let context = self as? TransitionContext else {
      preconditionFailure("\(type(of: self)) is not Morph's TransitionContext; it cannot record animations")
    }
    return context
  }
}
