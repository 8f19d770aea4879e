import Foundation

/// UIKit's `UIButton` as set up with titles and images per state (the API before button
/// configurations). Its size is UIKit's for that API (iOS 7 through 17): the normal title's text in
/// the title label's font (15-point system font) beside the image, plus ``contentEdgeInsets``; with
/// zero insets UIKit adds 6 points above and below the content, which makes a one-line 15-point title
/// 30 points tall.
open class UIButton: UIControl {
  /// UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// UIKit's `roundedRect`, the same as `system` since iOS 7.
    public static let roundedRect = ButtonType.system
  }

  /// The vertical padding UIKit adds with zero content insets.
  static let implicitVerticalPadding: CGFloat = 6

  /// UIKit's `buttonType`.
  public private(set) var buttonType = ButtonType.custom
  /// UIKit's `titleLabel`: the label whose font titles are measured in, the 15-point system font.
  public let titleLabel: UILabel? = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 15)
    return label
  }()
  /// UIKit's `imageView`.
  public let imageView: UIImageView? = UIImageView()
  /// UIKit's `contentEdgeInsets`.
  public var contentEdgeInsets = UIEdgeInsets.zero
  /// UIKit's `titleEdgeInsets`. Kept.
  public var titleEdgeInsets = UIEdgeInsets.zero
  /// UIKit's `imageEdgeInsets`. Kept.
  public var imageEdgeInsets = UIEdgeInsets.zero
  /// UIKit's `adjustsImageWhenHighlighted`. Kept.
  public var adjustsImageWhenHighlighted = true

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// UIKit's `init(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// UIKit's `setTitle(_:for:)`.
  public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
  /// UIKit's `title(for:)`: the state's title, else the normal one.
  public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// UIKit's `setAttributedTitle(_:for:)`.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
  }
  /// UIKit's `attributedTitle(for:)`.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }
  /// UIKit's `setTitleColor(_:for:)`.
  public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
  /// UIKit's `titleColor(for:)`.
  public func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }
  /// UIKit's `setImage(_:for:)`.
  public func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
  /// UIKit's `image(for:)`.
  public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  /// UIKit's `setBackgroundImage(_:for:)`.
  public func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
  /// UIKit's `backgroundImage(for:)`.
  public func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// UIKit's `currentTitle`.
  public var currentTitle: String? { title(for: state) }
  /// UIKit's `currentImage`.
  public var currentImage: UIImage? { image(for: state) }

  /// The size of the title and image side by side, without insets.
  private var contentSize: CGSize {
    let font = titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
    var title = CGSize.zero
    if let attributed = attributedTitle(for: state), attributed.length > 0 {
      title = ViewTextMeasurement.size(of: attributed, lines: 1)
    } else if let text = currentTitle, !text.isEmpty {
      title = ViewTextMeasurement.size(of: text, font: font, lines: 1)
    }
    let image = currentImage?.size ?? .zero
    return CGSize(width: title.width + image.width, height: max(title.height, image.height))
  }

  open override var intrinsicContentSize: CGSize {
    let content = contentSize
    let insets = contentEdgeInsets
    let padding = insets == .zero ? Self.implicitVerticalPadding * 2 : 0
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom + padding)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["buttonType"] = String(describing: buttonType)
    if let currentTitle { state["title"] = currentTitle }
    if let color = titleColor(for: self.state) { state["titleColor"] = String(describing: color) }
    return state
  }
}
