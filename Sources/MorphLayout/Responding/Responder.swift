import Foundation

/// What answers touches and keyboard focus (UIKit's `UIResponder`): the base of ``DisplayNode``, where
/// Texture declares these methods on `ASDisplayNode` for subclasses to override.
///
/// The defaults are a plain view's: touches are ignored, and the node can neither become first
/// responder nor perform an edit action. A subclass that can (an editable text node) overrides
/// ``canBecomeFirstResponder()``; ``becomeFirstResponder()`` and ``resignFirstResponder()`` then keep
/// ``isFirstResponder()``.
open class Responder: NSObject {
  /// Whether ``becomeFirstResponder()`` succeeded since the last ``resignFirstResponder()``. Kept by
  /// the subclass (a node keeps it with its attachments, so that nodes grow by no stored field).
  var isFocused: Bool {
    get { false }
    set {}
  }

  /// Called when fingers touch down on the node.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Called when touching fingers move.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Called when fingers lift.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Called when the system cancels touches (a gesture took them, a call came in).
  open func touchesCancelled(_ touches: Set<Touch>?, with event: TouchEvent?) {}

  /// Whether the node can take keyboard focus; false by default.
  open func canBecomeFirstResponder() -> Bool { false }
  /// Takes keyboard focus if ``canBecomeFirstResponder()`` allows; returns whether the node has it.
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder() else { return false }
    isFocused = true
    return true
  }
  /// Whether the node may give keyboard focus up; true by default.
  open func canResignFirstResponder() -> Bool { true }
  /// Gives keyboard focus up if ``canResignFirstResponder()`` allows; returns whether it did.
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder() else { return false }
    isFocused = false
    return true
  }
  /// Whether the node has keyboard focus.
  open func isFirstResponder() -> Bool { isFocused }

  /// Whether the node can perform an edit action such as `copy:` for `sender`; false by default.
  open func canPerformAction(_ action: Selector, withSender sender: Any) -> Bool { false }
}
