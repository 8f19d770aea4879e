import Foundation
import MorphLayout

/// UIKit's `UIGestureRecognizer` and its subclasses, as node code adds them in `didLoad`
/// (`view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))`).
///
/// Morph delivers no touches: a recognizer records its targets and actions, its view and its settings,
/// so tests can read them, and never sends an action. Its ``state`` stays `.possible`.
open class UIGestureRecognizer: NSObject {
  /// UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// UIKit's `recognized`, the same value as `ended`.
    public static let recognized = State.ended
  }

  /// One registered action: the object it would be sent to, and the message.
  public struct TargetAction {
    /// The object the message would be sent to; not retained, as in UIKit.
    public weak var target: AnyObject?
    /// The message.
    public var action: Selector
  }

  /// The targets and actions, in the order added.
  public private(set) var targetActions: [TargetAction] = []
  /// The node of the view the recognizer is attached to.
  weak var attachedNode: DisplayNode?

  /// UIKit's `init(target:action:)`: a recognizer with one action, or none when either is nil.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer with no action.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// UIKit's `addTarget(_:action:)`.
  public func addTarget(_ target: Any, action: Selector) {
    targetActions.append(TargetAction(target: target as AnyObject, action: action))
  }

  /// UIKit's `removeTarget(_:action:)`: nil matches every target, or every action.
  public func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { entry in
      (target == nil || entry.target === (target as AnyObject)) && (action == nil || entry.action == action)
    }
  }

  /// UIKit's `view`: the view the recognizer is attached to.
  public var view: UIView? { attachedNode?.view }
  /// UIKit's `state`; `.possible`, since Morph delivers no touches.
  public var state = State.possible
  /// UIKit's `isEnabled`. Kept.
  public var isEnabled = true
  /// UIKit's `cancelsTouchesInView`. Kept.
  public var cancelsTouchesInView = true
  /// UIKit's `delaysTouchesBegan`. Kept.
  public var delaysTouchesBegan = false
  /// UIKit's `delaysTouchesEnded`. Kept.
  public var delaysTouchesEnded = true
  /// UIKit's `delegate`. Kept.
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// UIKit's `numberOfTouches`: 0, since Morph delivers no touches.
  public var numberOfTouches: Int { 0 }

  /// UIKit's `require(toFail:)`. Kept in ``requiredToFail``.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
  }
  /// The recognizers given to ``require(toFail:)``.
  public private(set) var requiredToFail: [UIGestureRecognizer] = []

  /// UIKit's `location(in:)`: the origin, since Morph delivers no touches.
  public func location(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional, as in UIKit.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two recognizers may recognize at once.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `numberOfTapsRequired` (1). Kept.
  public var numberOfTapsRequired = 1
  /// UIKit's `numberOfTouchesRequired` (1). Kept.
  public var numberOfTouchesRequired = 1
}

/// UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `minimumPressDuration` (0.5 s). Kept.
  public var minimumPressDuration: TimeInterval = 0.5
  /// UIKit's `allowableMovement` (10 points). Kept.
  public var allowableMovement: CGFloat = 10
  /// UIKit's `numberOfTapsRequired` (0). Kept.
  public var numberOfTapsRequired = 0
  /// UIKit's `numberOfTouchesRequired` (1). Kept.
  public var numberOfTouchesRequired = 1
}

/// UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `minimumNumberOfTouches` (1). Kept.
  public var minimumNumberOfTouches = 1
  /// UIKit's `maximumNumberOfTouches` (`Int.max`). Kept.
  public var maximumNumberOfTouches = Int.max
  /// The translation set with ``setTranslation(_:in:)``.
  private var translation = CGPoint.zero

  /// UIKit's `translation(in:)`: the translation last set, zero at first (no touches move in Morph).
  public func translation(in view: UIView?) -> CGPoint { translation }
  /// UIKit's `setTranslation(_:in:)`.
  public func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  /// UIKit's `velocity(in:)`: zero, since no touches move in Morph.
  public func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// UIKit's `direction` (`.right`). Kept.
  public var direction = Direction.right
  /// UIKit's `numberOfTouchesRequired` (1). Kept.
  public var numberOfTouchesRequired = 1
}

/// UIKit's `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `scale` (1). Kept.
  public var scale: CGFloat = 1
  /// UIKit's `velocity`: zero, since no touches move in Morph.
  public var velocity: CGFloat { 0 }
}

/// UIKit's `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `rotation` in radians (0). Kept.
  public var rotation: CGFloat = 0
  /// UIKit's `velocity`: zero, since no touches move in Morph.
  public var velocity: CGFloat { 0 }
}
