import Foundation

/// UIKit's `UISwitch`. Its size is UIKit's (iOS 13 through 17): 51×31 points, whatever it is offered.
open class UISwitch: UIControl {
  /// UIKit's switch size on iOS 13–17.
  static let standardSize = CGSize(width: 51, height: 31)

  /// UIKit's `isOn` (false).
  public var isOn = false
  /// UIKit's `onTintColor`; nil draws the system green.
  public var onTintColor: UIColor?
  /// UIKit's `thumbTintColor`; nil draws white.
  public var thumbTintColor: UIColor?

  /// UIKit's `setOn(_:animated:)`; the change shows at once (Morph animates nodes, not controls).
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { Self.standardSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["isOn"] = String(isOn)
    if let onTintColor { state["onTintColor"] = String(describing: onTintColor) }
    if let thumbTintColor { state["thumbTintColor"] = String(describing: thumbTintColor) }
    return state
  }
}
