import Foundation
import MorphLayout
import MorphTimeline

/// Animation methods for `animateLayoutTransition(_:)` overrides, recorded onto the transition's
/// ``TransitionContext/recorder`` (the shapes of UIKit's `UIView.animate…`, plus Morph's
/// ``TransitionAnimation`` and a stagger helper).
///
/// They are nonisolated so that a node's nonisolated override can call them; they must run on the main
/// actor, as Morph's calls to the override do, and the context must be Morph's ``TransitionContext``.
extension ContextTransitioning {
  /// Animates the property changes made in `animations` (UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`; the default curve is ease-in-out).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    onRecorder(animations, completion) { recorder, animations, completion in
      recorder.animate(
        withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
  }

  /// Animates the property changes made in `animations` with a spring (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    onRecorder(animations, completion) { recorder, animations, completion in
      recorder.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
        options: options, animations: animations, completion: completion)
    }
  }

  /// Animates the property changes made in `animations` along any timing curve.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    onRecorder(animations, completion) { recorder, animations, completion in
      recorder.animate(
        withDuration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
    }
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
    let context = transitionContext
    withoutActuallyEscaping(changes) { changes in
      let passage = MainActorPassage(value: (context, nodes, changes, completion))
      MainActor.assumeIsolated {
        // The passage's parts are read in place: binding them to locals first miscompiles in Swift 6.3.
        passage.value.0.recorder.animate(
          passage.value.1, staggeredBy: interval, withDuration: animation.duration, delay: animation.delay,
          curve: animation.curve, changes: passage.value.2, completion: passage.value.3)
      }
    }
  }

  /// Animates the keyframes added in `animations` with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`).
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    onRecorder(animations, completion) { recorder, animations, completion in
      recorder.animateKeyframes(
        withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
  }

  /// Adds a keyframe to the enclosing keyframe animation (UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
  public func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
    onRecorder(animations, nil) { recorder, animations, _ in
      recorder.addKeyframe(withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
    }
  }

  /// Applies the changes made in `changes` at once, even inside an animation block (UIKit's
  /// `performWithoutAnimation(_:)`).
  public func performWithoutAnimation(_ changes: () -> Void) {
    onRecorder(changes, nil) { recorder, changes, _ in
      recorder.performWithoutAnimation(changes)
    }
  }

  /// Calls `body` on the main actor with the transition's recorder and the caller's closures.
  private func onRecorder(
    _ animations: () -> Void, _ completion: ((Bool) -> Void)?,
    _ body: @MainActor (AnimationRecorder, () -> Void, ((Bool) -> Void)?) -> Void
  ) {
    let context = transitionContext
    withoutActuallyEscaping(animations) { animations in
      let passage = MainActorPassage(value: (animations, completion))
      MainActor.assumeIsolated {
        body(context.recorder, passage.value.0, passage.value.1)
      }
    }
  }

  /// Animates the transition with a default animation of one's choice — Texture's, or one of Morph's
  /// presets — whatever the planner's ``TransitionPlanner/defaultAnimation`` is. Like the default, it
  /// completes the transition when its animation ends.
  public func animate(with defaultTransition: DefaultTransition) {
    let passage = MainActorPassage(value: transitionContext)
    MainActor.assumeIsolated {
      defaultTransition.animate(passage.value)
    }
  }

  /// The context as Morph's ``TransitionContext``, which owns the recorder.
  private var transitionContext: TransitionContext {
    guard let context = self as? TransitionContext else {
      preconditionFailure("\(type(of: self)) is not Morph's TransitionContext; it cannot record animations")
    }
    return context
  }
}
