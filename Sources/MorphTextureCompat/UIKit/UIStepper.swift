import Foundation

/// UIKit's `UIStepper`. Its size is UIKit's (iOS 13 through 17): 94×32 points, whatever it is offered.
open class UIStepper: UIControl {
  /// UIKit's stepper size on iOS 13–17.
  static let standardSize = CGSize(width: 94, height: 32)

  /// UIKit's `value` (0), kept within the minimum and maximum.
  public var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// UIKit's `minimumValue` (0).
  public var minimumValue: Double = 0
  /// UIKit's `maximumValue` (100).
  public var maximumValue: Double = 100
  /// UIKit's `stepValue` (1).
  public var stepValue: Double = 1
  /// UIKit's `wraps` (false). Kept.
  public var wraps = false
  /// UIKit's `autorepeat` (true). Kept.
  public var autorepeat = true
  /// UIKit's `isContinuous` (true). Kept.
  public var isContinuous = true

  open override var intrinsicContentSize: CGSize { Self.standardSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["value"] = String(value)
    state["minimumValue"] = String(minimumValue)
    state["maximumValue"] = String(maximumValue)
    return state
  }
}
