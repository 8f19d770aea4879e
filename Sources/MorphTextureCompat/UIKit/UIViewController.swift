import Foundation
import MorphLayout

/// UIKit's `UIViewController`, as Texture apps subclass it: a view, a title, navigation and
/// presentation. Morph shows no screens: the view loads when first read, and pushes and presentations
/// are recorded (``UINavigationController/viewControllers``, ``presentedViewController``).
open class UIViewController: NSObject {
  /// The view once loaded.
  private var loadedView: UIView?
  /// UIKit's `title`.
  open var title: String?
  /// UIKit's `navigationItem`.
  public let navigationItem = UINavigationItem()
  /// UIKit's `navigationController`: the navigation controller whose stack holds this controller.
  public internal(set) weak var navigationController: UINavigationController?
  /// UIKit's `presentedViewController`.
  public private(set) var presentedViewController: UIViewController?
  /// UIKit's `presentingViewController`.
  public private(set) weak var presentingViewController: UIViewController?
  /// UIKit's `modalPresentationStyle`. Kept.
  public var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// UIKit's `edgesForExtendedLayout`. Kept.
  public var edgesForExtendedLayout = UIRectEdge.all

  /// UIKit's `init(nibName:bundle:)`; Morph loads no nibs.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// UIKit's `init()`.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// UIKit's `init?(coder:)`; Morph reads no archives.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// UIKit's `view`: loaded by ``loadView()`` when first read, then ``viewDidLoad()`` runs.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// UIKit's `isViewLoaded`.
  public var isViewLoaded: Bool { loadedView != nil }

  /// UIKit's `loadView()`: makes a plain view the size of the main screen.
  open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

  /// UIKit's `viewDidLoad()`.
  open func viewDidLoad() {}
  /// UIKit's `viewWillAppear(_:)`; Morph shows no screens, so UIKit's callers never call it.
  open func viewWillAppear(_ animated: Bool) {}
  /// UIKit's `viewDidAppear(_:)`; see ``viewWillAppear(_:)``.
  open func viewDidAppear(_ animated: Bool) {}
  /// UIKit's `viewWillDisappear(_:)`; see ``viewWillAppear(_:)``.
  open func viewWillDisappear(_ animated: Bool) {}
  /// UIKit's `viewDidDisappear(_:)`; see ``viewWillAppear(_:)``.
  open func viewDidDisappear(_ animated: Bool) {}
  /// UIKit's `viewWillLayoutSubviews()`; see ``viewWillAppear(_:)``.
  open func viewWillLayoutSubviews() {}
  /// UIKit's `viewDidLayoutSubviews()`; see ``viewWillAppear(_:)``.
  open func viewDidLayoutSubviews() {}
  /// UIKit's `didReceiveMemoryWarning()`.
  open func didReceiveMemoryWarning() {}
  /// UIKit's `traitCollection`: the current traits.
  open var traitCollection: UITraitCollection { UITraitCollection.current }
  /// UIKit's `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// UIKit's `viewWillTransition(to:with:)`: called on a device before the view changes size, as on
  /// rotation. Morph's screen never changes size, so it is not called; an override compiles.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  /// UIKit's `preferredStatusBarStyle`.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// UIKit's `prefersStatusBarHidden`.
  open var prefersStatusBarHidden: Bool { false }

  /// UIKit's `present(_:animated:completion:)`: recorded; the completion runs at once.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }

  /// UIKit's `dismiss(animated:completion:)`: the presented controller (or this one, if presented)
  /// goes; the completion runs at once.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenter = presentingViewController {
      presenter.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }
}

/// UIKit's `UINavigationItem`: the title and bar items a controller shows in a navigation bar. Kept.
open class UINavigationItem: NSObject {
  /// UIKit's `title`.
  public var title: String?
  /// UIKit's `titleView`.
  public var titleView: UIView?
  /// UIKit's `prompt`.
  public var prompt: String?
  /// UIKit's `hidesBackButton`.
  public var hidesBackButton = false
}

/// UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0, lightContent = 1, darkContent = 3
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
