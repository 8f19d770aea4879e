import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what an animation alongside a view controller
/// transition learns of it.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// How long the transition lasts, in seconds.
  var transitionDuration: TimeInterval { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: runs animations alongside a view controller
/// transition or a size change (`viewWillTransition(to:with:)`).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition and `completion` after it; returns whether it will.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` without a completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
