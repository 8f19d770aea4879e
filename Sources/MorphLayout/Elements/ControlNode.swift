import Foundation

/// A node that reacts to touches (Texture's `ASControlNode`), the base of ``ButtonNode``.
///
/// Touches given to it (``touchesBegan(_:with:)`` and the rest) track as on a device: the control
/// highlights while a finger is down inside it, and reports touch-down, drag, touch-up and cancel events
/// through ``sendActions(forControlEvents:with:)``. The targets and actions it registers are recorded,
/// so tests can read them; Morph sends no Objective-C messages.
open class ControlNode: DisplayNode {
  /// The touch events a control reports (Texture's `ASControlNodeEvent`).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchUpInside = Event(rawValue: 1 << 4)
    public static let touchUpOutside = Event(rawValue: 1 << 5)
    public static let touchCancel = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// One registered action: who would be sent which message for which events.
  public struct TargetAction {
    /// The object the message would be sent to; nil sends it up the responder chain.
    public weak var target: AnyObject?
    /// The message.
    public var action: Selector
    /// The events that would send it.
    public var events: Event
  }

  /// A control's state and registered actions, allocated when one is first set: text and image nodes
  /// are controls too (as in Texture), and most never use either, so they grow by one reference only.
  private final class ControlState {
    var isEnabled = true
    var isSelected = false
    var isHighlighted = false
    var targetActions: [TargetAction] = []
    var isTracking = false
    var isTouchInside = false
  }

  private var controlState: ControlState?
  private var ownControlState: ControlState {
    if let controlState { return controlState }
    let created = ControlState()
    controlState = created
    return created
  }

  /// Whether the control responds to touches; a disabled button shows its disabled look.
  public var isEnabled: Bool {
    get { controlState?.isEnabled ?? true }
    set {
      guard newValue != isEnabled else { return }
      ownControlState.isEnabled = newValue
      controlStateDidChange()
    }
  }
  /// Whether the control is selected.
  public var isSelected: Bool {
    get { controlState?.isSelected ?? false }
    set {
      guard newValue != isSelected else { return }
      ownControlState.isSelected = newValue
      controlStateDidChange()
    }
  }
  /// Whether the control is highlighted (being touched).
  public var isHighlighted: Bool {
    get { controlState?.isHighlighted ?? false }
    set {
      guard newValue != isHighlighted else { return }
      ownControlState.isHighlighted = newValue
      controlStateDidChange()
    }
  }

  /// The actions registered, in the order they were added.
  public var targetActions: [TargetAction] { controlState?.targetActions ?? [] }

  public override init() {}

  /// Registers `action` to be sent to `target` for `events` (Texture's
  /// `addTarget(_:action:forControlEvents:)`). Recorded only: Morph never sends it. The target is held
  /// weakly, as Texture holds it.
  public func addTarget(_ target: Any?, action: Selector, forControlEvents events: Event) {
    let object = target.map { $0 as AnyObject }
    ownControlState.targetActions.append(TargetAction(target: object, action: action, events: events))
  }

  /// Removes the actions of `target` (every target's for nil) for `events`, or every action of the
  /// target when `action` is nil.
  public func removeTarget(_ target: Any?, action: Selector?, forControlEvents events: Event) {
    guard let state = controlState else { return }
    let target = target.map { $0 as AnyObject }
    for index in state.targetActions.indices.reversed() {
      let entry = state.targetActions[index]
      guard target == nil || entry.target === target, action == nil || entry.action == action else { continue }
      state.targetActions[index].events.subtract(events)
      if state.targetActions[index].events.isEmpty { state.targetActions.remove(at: index) }
    }
  }

  /// The actions registered for `target` and any of `events`.
  public func actions(forTarget target: AnyObject?, forControlEvent events: Event) -> [Selector] {
    targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: events) }.map(\.action)
  }

  /// Whether the control is tracking a touch that began on it.
  public var isTracking: Bool { controlState?.isTracking ?? false }
  /// Whether the touch being tracked is inside the control's bounds.
  public var isTouchInside: Bool { controlState?.isTouchInside ?? false }

  // MARK: - Tracking touches (Texture's ASControlNode; overrides call `super`)

  /// Starts tracking a touch: highlights the control and sends touch-down (touch-down-repeat for a
  /// repeated tap). Ignored while disabled, when ``beginTracking(with:with:)`` declines, and cancelled for
  /// a second finger.
  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, let touch = touches.first, beginTracking(with: touch, with: event) else { return }
    if touches.count > 1 || isTracking {
      cancelTouchTracking(with: event)
      return
    }
    ownControlState.isTracking = true
    ownControlState.isTouchInside = true
    isHighlighted = true
    sendActions(forControlEvents: touch.tapCount == 1 ? .touchDown : .touchDownRepeat, with: event)
  }

  /// Follows the tracked touch: the highlight follows whether it is inside, and drag events say where it
  /// went.
  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, isTracking, let touch = touches.first else { return }
    guard continueTracking(with: touch, with: event) else {
      cancelTouchTracking(with: event)
      return
    }
    let inside = pointInside(touch.location(in: self), with: event)
    ownControlState.isTouchInside = inside
    isHighlighted = inside
    sendActions(forControlEvents: inside ? .touchDragInside : .touchDragOutside, with: event)
  }

  /// Ends tracking: removes the highlight and sends touch-up inside or outside.
  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, isTracking else { return }
    let touch = touches.first
    let inside = touch.map { pointInside($0.location(in: self), with: event) } ?? false
    endTracking(with: touch, with: event)
    ownControlState.isTracking = false
    ownControlState.isTouchInside = false
    isHighlighted = false
    sendActions(forControlEvents: inside ? .touchUpInside : .touchUpOutside, with: event)
  }

  /// Cancels tracking and sends touch-cancel.
  open override func touchesCancelled(_ touches: Set<Touch>?, with event: TouchEvent?) {
    guard isEnabled, isTracking else { return }
    cancelTouchTracking(with: event)
  }

  private func cancelTouchTracking(with event: TouchEvent?) {
    cancelTracking(with: event)
    ownControlState.isTracking = false
    ownControlState.isTouchInside = false
    isHighlighted = false
    sendActions(forControlEvents: .touchCancel, with: event)
  }

  /// Whether to start tracking a touch; true by default.
  open func beginTracking(with touch: Touch, with event: TouchEvent?) -> Bool { true }
  /// Whether to go on tracking a moved touch; true by default.
  open func continueTracking(with touch: Touch, with event: TouchEvent?) -> Bool { true }
  /// Called when tracking is cancelled.
  open func cancelTracking(with event: TouchEvent?) {}
  /// Called when the tracked touch lifts.
  open func endTracking(with touch: Touch?, with event: TouchEvent?) {}

  /// Reports `events` happening to the control: each registered action whose events include one of
  /// them is handed to ``actionWasSent(_:with:)``. (Morph sends no Objective-C messages.)
  open func sendActions(forControlEvents events: Event, with event: TouchEvent?) {
    for entry in targetActions where !entry.events.isDisjoint(with: events) { actionWasSent(entry, with: event) }
  }

  /// Called for each registered action ``sendActions(forControlEvents:with:)`` sends; the default does
  /// nothing. Override it to observe the actions a control sends.
  open func actionWasSent(_ action: TargetAction, with event: TouchEvent?) {}

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; a button updates what it
  /// shows for its new state.
  open func controlStateDidChange() {}

  open override var kindName: String { "control" }
}
