import Foundation

/// A node that reacts to touches (Texture's `ASControlNode`), the base of ``ButtonNode``. Morph never
/// delivers touches: the targets and actions a node registers are recorded, so tests can read them,
/// and never called.
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

  /// Whether the control responds to touches; a disabled button shows its disabled look.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }
  /// Whether the control is selected.
  public var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }
  /// Whether the control is highlighted (being touched).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  /// The actions registered, in the order they were added.
  public private(set) var targetActions: [TargetAction] = []

  public override init() {}

  /// Registers `action` to be sent to `target` for `events` (Texture's
  /// `addTarget(_:action:forControlEvents:)`). Recorded only: Morph never sends it.
  public func addTarget(_ target: AnyObject?, action: Selector, forControlEvents events: Event) {
    targetActions.append(TargetAction(target: target, action: action, events: events))
  }

  /// Removes the actions of `target` (every target's for nil) for `events`, or every action of the
  /// target when `action` is nil.
  public func removeTarget(_ target: AnyObject?, action: Selector?, forControlEvents events: Event) {
    for index in targetActions.indices.reversed() {
      let entry = targetActions[index]
      guard target == nil || entry.target === target, action == nil || entry.action == action else { continue }
      targetActions[index].events.subtract(events)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  /// The actions registered for `target` and any of `events`.
  public func actions(forTarget target: AnyObject?, forControlEvent events: Event) -> [Selector] {
    targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: events) }.map(\.action)
  }

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; a button updates what it
  /// shows for its new state.
  open func controlStateDidChange() {}

  open override var kindName: String { "control" }
}
