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
/// A recording runs where its planner was called (the main actor in UIKit code, or a task of its own),
/// and the calls record in place, so `animateLayoutTransition(_:)` overrides call them as they call
/// UIKit.
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
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// UIKit's `animate(withDuration:delay:options:animations:completion:)`; the options select the
  /// curve.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let recorder = AnimationRecorder.current else { return applyAtOnce(animations, completion) }
    recorder.animate(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let recorder = AnimationRecorder.current else { return applyAtOnce(animations, completion) }
    recorder.animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
      options: options, animations: animations, completion: completion)
  }

  /// UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`; `animations` adds
  /// the keyframes with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let recorder = AnimationRecorder.current else { return applyAtOnce(animations, completion) }
    recorder.animateKeyframes(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, inside
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
  ) {
    guard let recorder = AnimationRecorder.current else { return applyAtOnce(animations, nil) }
    recorder.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
  }

  /// UIKit's `performWithoutAnimation(_:)`: the changes apply at once, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    guard let recorder = AnimationRecorder.current else { return applyAtOnce(actionsWithoutAnimation, nil) }
    recorder.performWithoutAnimation(actionsWithoutAnimation)
  }

  /// Outside a recording: applies the changes at once and completes, as UIKit does with nothing to
  /// animate.
  private static func applyAtOnce(_ changes: () -> Void, _ completion: ((Bool) -> Void)?) {
    changes()
    completion?(true)
  }
}
