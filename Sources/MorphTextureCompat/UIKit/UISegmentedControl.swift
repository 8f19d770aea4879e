import Foundation

/// UIKit's `UISegmentedControl`. Its height is UIKit's (iOS 13 through 17): 32 points. Its width is
/// UIKit's for segments of equal width: as many segments as it has, each as wide as the widest title
/// (in the 13-point system font, measured regular and semibold as UIKit measures the normal and
/// selected looks) plus 9 points each side, rounded up to whole points.
open class UISegmentedControl: UIControl {
  /// UIKit's `UISegmentedControl.noSegment`.
  public static let noSegment = -1
  /// UIKit's segmented control height on iOS 13–17.
  static let standardHeight: CGFloat = 32
  /// The room UIKit leaves on each side of a segment's title.
  static let segmentPadding: CGFloat = 9

  /// The segments' titles (nil for an image segment).
  private var titles: [String?] = []
  /// The images of image segments.
  private var images: [Int: UIImage] = [:]
  /// Widths set with ``setWidth(_:forSegmentAt:)``; 0 is automatic.
  private var widths: [Int: CGFloat] = [:]

  /// UIKit's `selectedSegmentIndex` (``noSegment``).
  public var selectedSegmentIndex = UISegmentedControl.noSegment
  /// UIKit's `selectedSegmentTintColor`.
  public var selectedSegmentTintColor: UIColor?
  /// UIKit's `isMomentary`. Kept.
  public var isMomentary = false
  /// UIKit's `apportionsSegmentWidthsByContent` (false): whether each segment is as wide as its own
  /// title rather than the widest.
  public var apportionsSegmentWidthsByContent = false
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// UIKit's `init(items:)`: strings become title segments, images image segments.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for (index, item) in (items ?? []).enumerated() {
      if let image = item as? UIImage {
        titles.append(nil)
        images[index] = image
      } else {
        titles.append(String(describing: item))
      }
    }
  }

  /// UIKit's `numberOfSegments`.
  public var numberOfSegments: Int { titles.count }

  /// UIKit's `insertSegment(withTitle:at:animated:)`.
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: max(0, min(segment, titles.count)))
  }
  /// UIKit's `insertSegment(with:at:animated:)`.
  public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    let index = max(0, min(segment, titles.count))
    titles.insert(nil, at: index)
    images[index] = image
  }
  /// UIKit's `removeSegment(at:animated:)`.
  public func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images[segment] = nil
  }
  /// UIKit's `removeAllSegments()`.
  public func removeAllSegments() {
    titles = []
    images = [:]
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
  /// UIKit's `setTitle(_:forSegmentAt:)`.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }
  /// UIKit's `titleForSegment(at:)`.
  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }
  /// UIKit's `setImage(_:forSegmentAt:)`.
  public func setImage(_ image: UIImage?, forSegmentAt segment: Int) { images[segment] = image }
  /// UIKit's `imageForSegment(at:)`.
  public func imageForSegment(at segment: Int) -> UIImage? { images[segment] }
  /// UIKit's `setWidth(_:forSegmentAt:)`; 0 is automatic.
  public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { widths[segment] = width }
  /// UIKit's `widthForSegment(at:)`.
  public func widthForSegment(at segment: Int) -> CGFloat { widths[segment] ?? 0 }
  /// UIKit's `setTitleTextAttributes(_:for:)`: a font given here is the one titles are measured in.
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  /// UIKit's `titleTextAttributes(for:)`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The width of segment `index`'s content, in the fonts of the normal and selected looks.
  private func contentWidth(of index: Int) -> CGFloat {
    if let image = images[index] { return image.size.width }
    let title = titles[index] ?? ""
    let normal = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont ?? .systemFont(ofSize: 13)
    let selected =
      titleAttributes[UIControl.State.selected.rawValue]?[.font] as? UIFont
      ?? .systemFont(ofSize: 13, weight: .semibold)
    return max(ViewTextMeasurement.width(of: title, font: normal), ViewTextMeasurement.width(of: title, font: selected))
  }

  open override var intrinsicContentSize: CGSize {
    let automatic = titles.indices.map { contentWidth(of: $0) + Self.segmentPadding * 2 }
    let widest = automatic.max() ?? 0
    let width = titles.indices.reduce(CGFloat(0)) { total, index in
      if let fixed = widths[index], fixed > 0 { return total + fixed }
      return total + (apportionsSegmentWidthsByContent ? automatic[index] : widest)
    }
    return CGSize(width: ceil(width), height: Self.standardHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["segments"] = titles.map { $0 ?? "<image>" }.joined(separator: "|")
    state["selectedSegmentIndex"] = String(selectedSegmentIndex)
    return state
  }
}
