import Foundation
import MorphLayout
import MorphTransition

/// UIKit's `UIView` animation class methods, for `animateLayoutTransition(_:)` overrides written
/// against UIKit.
///
/// While Morph runs a layout transition's animation (``AnimationRecorder/current`` is set) every call
/// records onto that transition's virtual clock, as the context's own `animate` methods do: the
/// changes made in `animations` become movements over the delay, duration and curve, and the
/// completion runs with `true` when the clock reaches the animation's end. With no transition being
/// recorded, the changes apply at once and the completion runs immediately with `true`.
///
/// The methods are `nonisolated` so that nonisolated code can call them as it calls UIKit — notably
/// `animateLayoutTransition(_:)` overrides, which are nonisolated methods of ``DisplayNode``. Like UIKit
/// they must be called on the main thread: they enter the main actor with `MainActor.assumeIsolated`,
/// which traps anywhere else, where UIKit's main-thread checker would report the call.
///
/// A `UIView` instance is a node's view (`node.view`): its properties are the node's own. A view made
/// with `UIView()` has a node of its own behind it.
open class UIView: NodeBackedObject {
  /// UIKit's `UIView.AnimationOptions`.
  public typealias AnimationOptions = MorphLayout.AnimationOptions
  /// UIKit's `UIView.KeyframeAnimationOptions`.
  public typealias KeyframeAnimationOptions = MorphTransition.KeyframeAnimationOptions
  /// UIKit's `UIView.ContentMode`.
  public typealias ContentMode = MorphLayout.ContentMode

  /// UIKit's `init(frame:)`.
  public convenience init(frame: CGRect) {
    self.init()
    node.frame = frame
  }

  public var frame: CGRect {
    get { node.frame }
    set { node.frame = newValue }
  }
  public var bounds: CGRect { node.bounds }
  public var backgroundColor: UIColor? {
    get { node.backgroundColor.map { UIColor($0.color) } }
    set { node.backgroundColor = newValue }
  }
  public var alpha: CGFloat {
    get { node.alpha }
    set { node.alpha = newValue }
  }
  public var clipsToBounds: Bool {
    get { node.clipsToBounds }
    set { node.clipsToBounds = newValue }
  }
  public var contentMode: ContentMode {
    get { node.contentMode }
    set { node.contentMode = newValue }
  }
  public var isHidden: Bool {
    get { node.isHidden }
    set { node.isHidden = newValue }
  }
  public var isUserInteractionEnabled: Bool {
    get { node.isUserInteractionEnabled }
    set { node.isUserInteractionEnabled = newValue }
  }
  public var tintColor: UIColor? {
    get { node.tintColor }
    set { node.tintColor = newValue }
  }
  /// The view's layer: the node's.
  public var layer: CALayer { node.layer }

  /// UIKit's `setNeedsLayout()`: the node's.
  public func setNeedsLayout() { node.setNeedsLayout() }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIView)?.node === node }
  open override var hash: Int { ObjectIdentifier(node).hashValue }

  /// UIKit's `animate(withDuration:animations:completion:)`: ease in and out, no delay.
  nonisolated public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// UIKit's `animate(withDuration:delay:options:animations:completion:)`; the options select the
  /// curve.
  nonisolated public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    onMainActor(animations, completion) { recorder, animations, completion in
      recorder.animate(
        withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
  }

  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  nonisolated public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    onMainActor(animations, completion) { recorder, animations, completion in
      recorder.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
        options: options, animations: animations, completion: completion)
    }
  }

  /// UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`; `animations` adds
  /// the keyframes with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  nonisolated public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    onMainActor(animations, completion) { recorder, animations, completion in
      recorder.animateKeyframes(
        withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }
  }

  /// UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, inside
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
  nonisolated public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
  ) {
    onMainActor(animations, nil) { recorder, animations, _ in
      recorder.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }
  }

  /// UIKit's `performWithoutAnimation(_:)`: the changes apply at once, even inside an animation block.
  nonisolated public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    onMainActor(actionsWithoutAnimation, nil) { recorder, changes, _ in
      recorder.performWithoutAnimation(changes)
    }
  }

  /// On the main actor, hands the caller's closures to `record` with the current recorder, or runs
  /// the changes and the completion at once when nothing is being recorded.
  private static func onMainActor(
    _ changes: () -> Void, _ completion: ((Bool) -> Void)?,
    record: @MainActor (AnimationRecorder, () -> Void, ((Bool) -> Void)?) -> Void
  ) {
    withoutActuallyEscaping(changes) { changes in
      let closures = MainThreadClosures(changes: changes, completion: completion)
      MainActor.assumeIsolated {
        if let recorder = AnimationRecorder.current {
          record(recorder, closures.changes, closures.completion)
        } else {
          closures.changes()
          closures.completion?(true)
        }
      }
    }
  }
}

/// Carries a caller's non-`Sendable` closures into `MainActor.assumeIsolated`, which runs its body
/// synchronously on the calling thread (or traps): the closures never cross threads.
private struct MainThreadClosures: @unchecked Sendable {
  let changes: () -> Void
  let completion: ((Bool) -> Void)?
}
