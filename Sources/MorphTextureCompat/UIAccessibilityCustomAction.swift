import Foundation
import MorphLayout

/// UIKit's `UIAccessibilityCustomAction`: an extra action assistive technologies offer on an element
/// ("Delete", "Reply").
open class UIAccessibilityCustomAction: NSObject {
  /// The action's name, as read out.
  public var name: String
  /// What runs when the action is performed (the `actionHandler` initializer's block); returns whether
  /// it succeeded.
  public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  /// The object a selector-based action is sent to, held weakly as UIKit holds it.
  public weak var target: AnyObject?
  /// The message a selector-based action sends; Morph records it and sends no Objective-C messages.
  public var selector: Selector?

  /// UIKit's `init(name:actionHandler:)`.
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// UIKit's `init(name:target:selector:)`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target.map { $0 as AnyObject }
    self.selector = selector
  }
}

/// A node's custom accessibility actions.
private struct CustomActions {
  var actions: [UIAccessibilityCustomAction]?
}

extension DisplayNode {
  /// UIKit's `accessibilityCustomActions`. Kept.
  public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { self[kept: CustomActions.self, initial: CustomActions()].actions }
    set { self[kept: CustomActions.self, initial: CustomActions()].actions = newValue }
  }

  /// Texture's `perform(_:)` (`performAccessibilityCustomAction:`): runs the action's handler and
  /// returns its answer; false for a selector-based action, which Morph cannot send.
  public func perform(_ action: UIAccessibilityCustomAction) -> Bool {
    action.actionHandler?(action) ?? false
  }
}
