import Foundation

/// UIKit's `UIApplication`: the app object node code asks for its window, its settings and its
/// traits. `shared` has one window the size of the main screen.
///
/// Other settings (such as the preferred content size category) are added in extensions of their own.
public final class UIApplication: NSObject, @unchecked Sendable {
  /// UIKit's `shared`.
  public static let shared = UIApplication()

  private let lock = NSLock()
  nonisolated(unsafe) private var window = UIWindow(frame: UIScreen.main.bounds)
  nonisolated(unsafe) private var networkActivityIndicator = false
  nonisolated(unsafe) private var idleTimerDisabled = false
  nonisolated(unsafe) private var urls: [URL] = []

  private override init() { super.init() }

  /// UIKit's `windows`: the one window.
  public var windows: [UIWindow] { [keyWindow].compactMap { $0 } }

  /// UIKit's `keyWindow`.
  public var keyWindow: UIWindow? {
    lock.lock()
    defer { lock.unlock() }
    return window
  }

  /// UIKit's `isNetworkActivityIndicatorVisible`. Kept; no status bar shows it.
  public var isNetworkActivityIndicatorVisible: Bool {
    get { lock.withLock { networkActivityIndicator } }
    set { lock.withLock { networkActivityIndicator = newValue } }
  }

  /// UIKit's `isIdleTimerDisabled`. Kept.
  public var isIdleTimerDisabled: Bool {
    get { lock.withLock { idleTimerDisabled } }
    set { lock.withLock { idleTimerDisabled = newValue } }
  }

  /// UIKit's `userInterfaceLayoutDirection`: the current traits'.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// UIKit's `applicationState`: active.
  public var applicationState: State { .active }

  /// UIKit's `openURL(_:)` (deprecated in iOS 10, still in apps): nothing opens off the device, so it
  /// returns false, keeps the URL in ``requestedURLs``, and says so once through `DeviceOnlyDiagnostics`.
  @discardableResult
  public func openURL(_ url: URL) -> Bool {
    lock.withLock { urls.append(url) }
    DeviceOnlyDiagnostics.report("UIApplication.openURL: URLs are not opened off the device")
    return false
  }

  /// UIKit's `open(_:options:completionHandler:)`: as ``openURL(_:)``; the handler hears false.
  public func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(openURL(url))
  }

  /// UIKit's `canOpenURL(_:)`: false, as no app opens URLs off the device.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// The URLs apps asked to open, in order.
  public var requestedURLs: [URL] { lock.withLock { urls } }

  /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Opens the URL only if an app claims it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  // MARK: Settings added elsewhere
  // The app's Dynamic Type setting (`preferredContentSizeCategory`) is declared in an extension in a
  // file of its own, beside UIContentSizeCategory, not here.

  /// UIKit's `UIApplication.State`.
  public enum State: Int, Sendable {
    case active, inactive, background
  }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// UIKit's `UIWindow`: a view that holds a root view controller.
open class UIWindow: UIView {
  /// UIKit's `rootViewController`.
  public var rootViewController: UIViewController?
  /// UIKit's `isKeyWindow`.
  public private(set) var isKeyWindow = false

  /// UIKit's `makeKeyAndVisible()`.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
