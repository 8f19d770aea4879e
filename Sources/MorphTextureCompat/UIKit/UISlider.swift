import Foundation

/// UIKit's `UISlider`. Its height is UIKit's (iOS 13 through 17): 31 points; it has no intrinsic
/// width (``UIView/noIntrinsicMetric``), so `sizeThatFits(_:)` keeps its current width.
open class UISlider: UIControl {
  /// UIKit's slider height on iOS 13–17.
  static let standardHeight: CGFloat = 31

  /// UIKit's `value` (0), kept within the minimum and maximum.
  public var value: Float = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// UIKit's `minimumValue` (0).
  public var minimumValue: Float = 0
  /// UIKit's `maximumValue` (1).
  public var maximumValue: Float = 1
  /// UIKit's `isContinuous` (true). Kept.
  public var isContinuous = true
  /// UIKit's `minimumTrackTintColor`.
  public var minimumTrackTintColor: UIColor?
  /// UIKit's `maximumTrackTintColor`.
  public var maximumTrackTintColor: UIColor?
  /// UIKit's `thumbTintColor`.
  public var thumbTintColor: UIColor?
  /// The thumb images set, by control state raw value.
  private var thumbImages: [UInt: UIImage] = [:]

  /// UIKit's `setThumbImage(_:for:)`.
  public func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
  /// UIKit's `thumbImage(for:)`: the image set for `state` (else for `.normal`), nil for the standard thumb.
  public func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
  }

  /// UIKit's `setValue(_:animated:)`.
  public func setValue(_ value: Float, animated: Bool) { self.value = value }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: Self.standardHeight)
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["value"] = String(value)
    state["minimumValue"] = String(minimumValue)
    state["maximumValue"] = String(maximumValue)
    if let minimumTrackTintColor { state["minimumTrackTintColor"] = String(describing: minimumTrackTintColor) }
    if let maximumTrackTintColor { state["maximumTrackTintColor"] = String(describing: maximumTrackTintColor) }
    return state
  }
}
