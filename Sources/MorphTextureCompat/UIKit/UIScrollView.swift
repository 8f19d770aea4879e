import Foundation

/// UIKit's `UIScrollView`, as node code configures one (a scroll node's view, a text view). It keeps
/// its content size, offset and insets; Morph does not scroll it.
open class UIScrollView: UIView {
  /// UIKit's `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive
  }

  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// UIKit's `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }

  /// UIKit's `contentSize`.
  public var contentSize = CGSize.zero
  /// UIKit's `contentOffset`.
  public var contentOffset = CGPoint.zero
  /// UIKit's `contentInset`.
  public var contentInset = UIEdgeInsets.zero
  /// UIKit's `scrollIndicatorInsets`. Kept.
  public var scrollIndicatorInsets = UIEdgeInsets.zero
  /// UIKit's `isScrollEnabled` (true). Kept.
  public var isScrollEnabled = true
  /// UIKit's `isPagingEnabled` (false). Kept.
  public var isPagingEnabled = false
  /// UIKit's `bounces` (true). Kept.
  public var bounces = true
  /// UIKit's `alwaysBounceVertical` (false). Kept.
  public var alwaysBounceVertical = false
  /// UIKit's `alwaysBounceHorizontal` (false). Kept.
  public var alwaysBounceHorizontal = false
  /// UIKit's `showsVerticalScrollIndicator` (true). Kept.
  public var showsVerticalScrollIndicator = true
  /// UIKit's `showsHorizontalScrollIndicator` (true). Kept.
  public var showsHorizontalScrollIndicator = true
  /// UIKit's `indicatorStyle`. Kept.
  public var indicatorStyle = IndicatorStyle.default
  /// UIKit's `scrollsToTop` (true). Kept.
  public var scrollsToTop = true
  /// UIKit's `keyboardDismissMode`. Kept.
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// UIKit's `contentInsetAdjustmentBehavior`. Kept.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// UIKit's `decelerationRate`. Kept.
  public var decelerationRate = DecelerationRate.normal
  /// UIKit's `delegate`.
  public weak var delegate: (any UIScrollViewDelegate)?
  /// UIKit's `isTracking`, `isDragging` and `isDecelerating`: false, as nothing scrolls in Morph.
  public var isTracking: Bool { false }
  /// See ``isTracking``.
  public var isDragging: Bool { false }
  /// See ``isTracking``.
  public var isDecelerating: Bool { false }

  /// UIKit's `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's normal rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// UIKit's `setContentOffset(_:animated:)`: the offset changes at once and the delegate hears of it.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    delegate?.scrollViewDidScroll(self)
  }

  /// UIKit's `scrollRectToVisible(_:animated:)`: moves the offset the least that shows `rect`.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(offset, animated: animated)
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["contentSize"] = "\(contentSize.width)x\(contentSize.height)"
    state["contentOffset"] = "\(contentOffset.x),\(contentOffset.y)"
    return state
  }
}

/// UIKit's `UIScrollViewDelegate`; every method is optional, as in UIKit.
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
