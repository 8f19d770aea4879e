import Foundation

/// UIKit's `UIProgressView`. Its height is UIKit's (iOS 13 through 17): 4 points in the default style,
/// 2.5 in the bar style; it has no intrinsic width, so `sizeThatFits(_:)` keeps its current width.
open class UIProgressView: UIView {
  /// UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    case `default`, bar

    /// The bar's height on iOS 13–17.
    var height: CGFloat { self == .bar ? 2.5 : 4 }
  }

  /// UIKit's `progressViewStyle` (`.default`).
  public var progressViewStyle = Style.default
  /// UIKit's `progress` (0), kept within 0…1.
  public var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }
  /// UIKit's `progressTintColor`.
  public var progressTintColor: UIColor?
  /// UIKit's `trackTintColor`.
  public var trackTintColor: UIColor?

  /// UIKit's `init(progressViewStyle:)`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// UIKit's `setProgress(_:animated:)`.
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: progressViewStyle.height)
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["progress"] = String(progress)
    state["progressViewStyle"] = String(describing: progressViewStyle)
    if let progressTintColor { state["progressTintColor"] = String(describing: progressTintColor) }
    if let trackTintColor { state["trackTintColor"] = String(describing: trackTintColor) }
    return state
  }
}
