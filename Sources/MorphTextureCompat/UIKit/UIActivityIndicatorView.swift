import Foundation

/// UIKit's `UIActivityIndicatorView`, the spinner. Its size is UIKit's (iOS 13 through 17): 20×20
/// points for the medium styles (`.medium`, `.white`, `.gray`), 37×37 for the large ones (`.large`,
/// `.whiteLarge`), whatever it is offered.
open class UIActivityIndicatorView: UIView {
  /// UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// iOS 13's large spinner, 37×37.
    case large = 101
    /// iOS 13's medium spinner, 20×20 (the default).
    case medium = 100
    /// The white large spinner before iOS 13, 37×37.
    case whiteLarge = 0
    /// The white spinner before iOS 13, 20×20.
    case white = 1
    /// The gray spinner before iOS 13, 20×20.
    case gray = 2

    /// The spinner's side in points.
    var side: CGFloat {
      switch self {
      case .large, .whiteLarge: 37
      case .medium, .white, .gray: 20
      }
    }

    /// The color the style draws with: white for `.white` and `.whiteLarge`, gray otherwise
    /// (UIKit's secondary label gray for the iOS 13 styles).
    var defaultColor: UIColor {
      switch self {
      case .white, .whiteLarge: .white
      case .gray: .gray
      case .medium, .large: .secondaryLabel
      }
    }
  }

  /// UIKit's `style` (`.medium`).
  public var style = Style.medium
  /// The color set, nil for the style's.
  private var customColor: UIColor?
  /// UIKit's `color`: the style's unless set.
  public var color: UIColor! {
    get { customColor ?? style.defaultColor }
    set { customColor = newValue }
  }
  /// UIKit's `hidesWhenStopped` (true).
  public var hidesWhenStopped = true
  /// UIKit's `isAnimating`.
  public private(set) var isAnimating = false

  /// UIKit's `init(style:)`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    frame = CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side))
  }

  /// UIKit's `startAnimating()`.
  public func startAnimating() { isAnimating = true }
  /// UIKit's `stopAnimating()`.
  public func stopAnimating() { isAnimating = false }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["style"] = String(describing: style)
    state["color"] = String(describing: color!)
    state["isAnimating"] = String(isAnimating)
    state["hidesWhenStopped"] = String(hidesWhenStopped)
    return state
  }
}
