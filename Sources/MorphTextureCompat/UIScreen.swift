import Foundation

/// UIKit's `UIScreen`: the screen node code measures against (`UIScreen.main.bounds.width`). Its
/// bounds and scale are those of a device, the iPhone 15 unless ``use(bounds:scale:)`` picks another.
public final class UIScreen: NSObject, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

  /// The screen in use.
  public static var main: UIScreen {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Makes the main screen one of `bounds` (points) and `scale` (pixels per point), for the code that
  /// runs after.
  public static func use(bounds: CGRect, scale: CGFloat) {
    lock.lock()
    defer { lock.unlock() }
    current = UIScreen(bounds: bounds, scale: scale)
  }

  /// The screen's bounds in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// UIKit's `nativeScale`: the scale.
  public var nativeScale: CGFloat { scale }
  /// UIKit's `nativeBounds`: the bounds in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  private init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
    super.init()
  }
}
