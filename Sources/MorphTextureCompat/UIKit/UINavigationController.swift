import Foundation

/// UIKit's `UINavigationController`: a stack of view controllers. Pushes and pops change the stack at
/// once (Morph shows no screens).
open class UINavigationController: UIViewController {
  /// UIKit's `viewControllers`, bottom to top.
  public var viewControllers: [UIViewController] = [] {
    didSet { for controller in viewControllers { controller.navigationController = self } }
  }
  /// UIKit's `isNavigationBarHidden`. Kept.
  public var isNavigationBarHidden = false

  /// UIKit's `init(rootViewController:)`.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// UIKit's `topViewController`.
  public var topViewController: UIViewController? { viewControllers.last }
  /// UIKit's `visibleViewController`: the presented controller, else the top one.
  public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// UIKit's `pushViewController(_:animated:)`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// UIKit's `popViewController(animated:)`: the popped controller, nil at the root.
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.navigationController = nil
    return popped
  }

  /// UIKit's `popToRootViewController(animated:)`.
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = Array(viewControllers.prefix(1))
    for controller in popped { controller.navigationController = nil }
    return popped
  }

  /// UIKit's `setNavigationBarHidden(_:animated:)`.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}
