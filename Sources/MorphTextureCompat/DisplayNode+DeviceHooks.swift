import Foundation
import MorphLayout

// Texture's hooks that return UIKit types, declared where those types live. Swift cannot override a
// method declared in an extension, so a subclass that overrides one of these must drop `override`
// (and Morph does not call it); calls resolve as described.
extension DisplayNode {
  /// Texture's `display(withParameters:isCancelled:)`: a device's display pass draws the node into an
  /// image. Morph has no display pass and draws nodes from their properties; returns nil.
  public class func display(withParameters parameters: Any?, isCancelled: () -> Bool) -> UIImage? { nil }

  /// Texture's `placeholderImage()`: what a device shows until the node's contents are drawn. Morph
  /// draws the finished contents, never a placeholder; returns nil.
  public func placeholderImage() -> UIImage? { nil }

  /// Texture's `gestureRecognizerShouldBegin(_:)`: whether a recognizer on the node's view may begin;
  /// true, UIKit's default. Morph delivers no gestures.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Texture's `hitTest(_:with:)`: the view of the frontmost node under `point` (in this node's
  /// coordinate space) that takes touches — visible, user interaction enabled, and
  /// `pointInside(_:with:)` — searching subnodes front to back before the node itself; nil if none.
  public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTestNode(point, with: event)?.view
  }

  /// The node `hitTest(_:with:)` finds.
  private func hitTestNode(_ point: CGPoint, with event: UIEvent?) -> DisplayNode? {
    guard isUserInteractionEnabled, !isHidden, alpha > 0.01, pointInside(point, with: event) else { return nil }
    for subnode in subnodeArray.reversed() {
      let local = CGPoint(x: point.x - subnode.frame.minX, y: point.y - subnode.frame.minY)
      if let hit = subnode.hitTestNode(local, with: event) { return hit }
    }
    return self
  }
}
