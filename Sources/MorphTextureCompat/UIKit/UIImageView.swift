import Foundation

/// UIKit's `UIImageView`. Its intrinsic size is its image's size in points (none without an image), as
/// in UIKit.
open class UIImageView: UIView {
  /// UIKit's `image`.
  public var image: UIImage?
  /// UIKit's `highlightedImage`.
  public var highlightedImage: UIImage?
  /// UIKit's `isHighlighted`.
  public var isHighlighted = false
  /// UIKit's `animationImages`. Kept.
  public var animationImages: [UIImage]?
  /// UIKit's `animationDuration`. Kept.
  public var animationDuration: TimeInterval = 0
  /// UIKit's `animationRepeatCount`. Kept.
  public var animationRepeatCount = 0
  /// UIKit's `isAnimating`.
  public private(set) var isAnimating = false

  /// UIKit's `init(image:)`: a view the size of the image.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// UIKit's `init(image:highlightedImage:)`.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// UIKit's `startAnimating()`.
  public func startAnimating() { isAnimating = true }
  /// UIKit's `stopAnimating()`.
  public func stopAnimating() { isAnimating = false }

  /// The image shown.
  private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

  override var drawnState: [String: String] {
    var state = super.drawnState
    if let shownImage { state["image"] = "\(Int(shownImage.size.width))x\(Int(shownImage.size.height))" }
    state["contentMode"] = String(describing: contentMode)
    return state
  }
}
