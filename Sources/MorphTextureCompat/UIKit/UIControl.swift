import Foundation
import MorphLayout

/// UIKit's `UIControl`: the base of switches, sliders, steppers, segmented controls, buttons and text
/// fields. Morph delivers no touches: the targets and actions added are recorded, so tests can read
/// them, and never sent.
open class UIControl: UIView {
  /// UIKit's `UIControl.State` (the control node's).
  public typealias State = ButtonNode.State
  /// UIKit's `UIControl.Event` (the control node's).
  public typealias Event = ControlNode.Event

  /// UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// One added action: who would be sent which message for which events.
  public struct TargetAction {
    /// The object the message would be sent to (not retained, as in UIKit); nil sends it up the
    /// responder chain.
    public weak var target: AnyObject?
    /// The message.
    public var action: Selector
    /// The events that would send it.
    public var events: Event
  }

  /// The targets and actions added, in order.
  public private(set) var targetActions: [TargetAction] = []

  /// UIKit's `isEnabled`.
  public var isEnabled = true
  /// UIKit's `isSelected`.
  public var isSelected = false
  /// UIKit's `isHighlighted`.
  public var isHighlighted = false
  /// UIKit's `contentHorizontalAlignment`. Kept.
  public var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// UIKit's `contentVerticalAlignment`. Kept.
  public var contentVerticalAlignment = ContentVerticalAlignment.center

  /// UIKit's `state`: normal, or the combination of highlighted, disabled and selected.
  public var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// UIKit's `addTarget(_:action:for:)`: recorded in ``targetActions``.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append(
      TargetAction(target: target.map { $0 as AnyObject }, action: action, events: controlEvents))
  }

  /// UIKit's `removeTarget(_:action:for:)`: nil matches every target, or every action.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for index in targetActions.indices.reversed() {
      let entry = targetActions[index]
      guard object == nil || entry.target === object, action == nil || entry.action == action else { continue }
      targetActions[index].events.subtract(controlEvents)
      if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
    }
  }

  /// UIKit's `actions(forTarget:forControlEvent:)`: nil when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
      .map { String(describing: $0.action) }
    return names.isEmpty ? nil : names
  }

  /// UIKit's `allControlEvents`.
  public var allControlEvents: Event { targetActions.reduce(into: Event()) { $0.formUnion($1.events) } }

  override var drawnState: [String: String] {
    var state = super.drawnState
    if !isEnabled { state["isEnabled"] = "false" }
    if isSelected { state["isSelected"] = "true" }
    if isHighlighted { state["isHighlighted"] = "true" }
    return state
  }
}
