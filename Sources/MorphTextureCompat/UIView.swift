import Foundation
import MorphLayout
import MorphTransition

/// UIKit's `UIView` animation class methods, for `animateLayoutTransition(_:)` overrides written
/// against UIKit.
///
/// While Morph runs a layout transition's animation (`AnimationRecorder/current` is set) every call
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

  /// The view in front of `node` (what `node.view` returns for a node without a view block).
  public override init(node: DisplayNode) {
    super.init(node: node)
  }

  /// UIKit's `init(frame:)`: a view with a node of its own, of that frame.
  public init(frame: CGRect) {
    super.init(node: DisplayNode())
    node.frame = frame
  }

  /// UIKit's `init()`: a view of zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// UIKit's `init?(coder:)`: Morph reads no archives; the view is made as `init(frame: .zero)` makes
  /// it, so that subclasses declaring `required init?(coder:)` compile.
  public required init?(coder: NSCoder) {
    super.init(node: DisplayNode())
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
  /// UIKit's `transform`: the node's, as an affine transform.
  public var transform: CGAffineTransform {
    get { CGAffineTransform(node.transform) }
    set { node.transform = newValue.nodeTransform }
  }
  /// UIKit's `tag`. Kept.
  public var tag: Int {
    get { node.viewTag }
    set { node.viewTag = newValue }
  }

  /// UIKit's `setNeedsLayout()`: the node's.
  public func setNeedsLayout() { node.setNeedsLayout() }

  /// UIKit's `UIView.noIntrinsicMetric`: a length a view does not define.
  public static let noIntrinsicMetric: CGFloat = -1

  /// UIKit's `intrinsicContentSize`: the size the view's content asks for, `noIntrinsicMetric` on
  /// an axis it does not define. A plain view defines neither; each control has UIKit's.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// UIKit's `sizeThatFits(_:)`: the size the view would take within `size`. A plain view answers its
  /// current size, as UIKit's does; each control answers UIKit's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// UIKit's `sizeToFit()`: resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its
  /// origin.
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  /// UIKit's `layoutSubviews()`: called by UIKit when the view lays out. Morph lays out nodes, not
  /// views, and never calls it; overrides compile and can be called by hand.
  open func layoutSubviews() {}

  /// UIKit's `layoutIfNeeded()`: lays the node out if its layout is stale (the node's own).
  open func layoutIfNeeded() { node.layoutIfNeeded() }

  /// The values that decide the look of a view of this kind, by property name (see
  /// ``WrappedViewDescription``); each stand-in adds its own.
  var drawnState: [String: String] {
    var state: [String: String] = [:]
    if let tintColor { state["tintColor"] = String(describing: tintColor) }
    return state
  }

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
