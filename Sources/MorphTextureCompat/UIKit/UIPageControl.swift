import Foundation

/// UIKit's `UIPageControl`. Its size is UIKit's (iOS 14 through 17) for its page count: 26 points tall;
/// each page takes a 7-point indicator and 9 points between indicators, inside 12 points of padding on
/// each side (`size(forNumberOfPages:)`; zero pages take no room).
open class UIPageControl: UIControl {
  /// The control's height on iOS 14–17.
  static let standardHeight: CGFloat = 26
  /// One indicator's side.
  static let indicatorSide: CGFloat = 7
  /// The room between two indicators.
  static let indicatorSpacing: CGFloat = 9
  /// The padding on each side.
  static let horizontalPadding: CGFloat = 12

  /// UIKit's `numberOfPages` (0).
  public var numberOfPages = 0 {
    didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
  }
  /// UIKit's `currentPage` (0), kept within the pages.
  public var currentPage = 0 {
    didSet { currentPage = max(0, min(currentPage, max(numberOfPages - 1, 0))) }
  }
  /// UIKit's `hidesForSinglePage` (false).
  public var hidesForSinglePage = false
  /// UIKit's `pageIndicatorTintColor`.
  public var pageIndicatorTintColor: UIColor?
  /// UIKit's `currentPageIndicatorTintColor`.
  public var currentPageIndicatorTintColor: UIColor?

  /// UIKit's `size(forNumberOfPages:)`.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return CGSize(width: 0, height: Self.standardHeight) }
    let count = CGFloat(pageCount)
    let width = count * Self.indicatorSide + (count - 1) * Self.indicatorSpacing + Self.horizontalPadding * 2
    return CGSize(width: width, height: Self.standardHeight)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["numberOfPages"] = String(numberOfPages)
    state["currentPage"] = String(currentPage)
    return state
  }
}
