import Foundation

/// A button (Texture's `ASButtonNode`): a title and an optional image in a stack, centred by default,
/// padded by ``contentEdgeInsets``, over an optional background image. It manages its subnodes.
///
/// Title, image and background image can be given per control state (``setTitle(_:attributes:for:)``,
/// ``setImage(_:for:)``, ``setBackgroundImage(_:for:)``); the button shows those of its current
/// state as Texture picks them: disabled, then selected and highlighted, highlighted, selected, and
/// finally normal, each falling back to the normal state's.
open class ButtonNode: ControlNode {
  /// A control state (UIKit's `UIControl.State`): normal, or a combination of the others.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The node showing the title. Disfavored, so that a module can give a subclass's title node its own
  /// type.
  @_disfavoredOverload
  public let titleNode: TextNode
  /// The node showing the image, shown only when it has one.
  public let imageNode = ImageNode()
  /// The node showing the background image, shown only when it has one.
  public let backgroundImageNode = ImageNode()

  /// Padding around the content.
  public var contentEdgeInsets: EdgeInsets = .zero
  /// Space between the image and the title.
  public var contentSpacing: CGFloat = 8
  /// Whether the image and title sit side by side (else one above the other).
  public var laysOutHorizontally = true
  /// Horizontal placement of the content.
  public var contentHorizontalAlignment: HorizontalAlignment = .middle
  /// Vertical placement of the content.
  public var contentVerticalAlignment: VerticalAlignment = .center
  /// Whether the image comes before the title (else after it).
  public var imageAlignmentBeginning = true

  /// The titles given per state.
  private var titles: [State: (text: String, attributes: TextAttributes)] = [:]
  /// The images given per state.
  private var images: [State: any ImageConvertible] = [:]
  /// The background images given per state.
  private var backgroundImages: [State: any ImageConvertible] = [:]

  /// The title shown.
  public var title: String {
    get { titleNode.text }
    set { setTitle(newValue, attributes: titleAttributes, for: .normal) }
  }
  /// The attributes of the title shown.
  public var titleAttributes: TextAttributes {
    get { titleNode.attributes }
    set { setTitle(title, attributes: newValue, for: .normal) }
  }

  /// A button whose title is measured by `measurer`.
  public convenience init(
    title: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring
  ) {
    self.init(titleNode: TextNode(title, attributes: attributes, measurer: measurer))
  }

  /// A button showing its normal state's title in `titleNode`, whose text and attributes become that
  /// title.
  public init(titleNode: TextNode) {
    self.titleNode = titleNode
    super.init()
    titles[.normal] = (titleNode.text, titleNode.attributes)
    automaticallyManagesSubnodes = true
    titleNode.name = "title"
    imageNode.name = "image"
    backgroundImageNode.name = "backgroundImage"
  }

  /// Sets the title shown in `state` (Texture's `setTitle(_:with:with:for:)` and
  /// `setAttributedTitle(_:for:)`); nil removes the state's own title.
  public func setTitle(_ title: String?, attributes: TextAttributes, for state: State) {
    titles[state] = title.map { ($0, attributes) }
    controlStateDidChange()
  }

  /// Sets the image shown in `state`; nil removes the state's own image.
  public func setImage(_ image: (any ImageConvertible)?, for state: State) {
    images[state] = image
    controlStateDidChange()
  }

  /// Sets the background image shown in `state`; nil removes the state's own image.
  public func setBackgroundImage(_ image: (any ImageConvertible)?, for state: State) {
    backgroundImages[state] = image
    controlStateDidChange()
  }

  /// The title given for `state`, nil if that state has none of its own.
  public func title(for state: State) -> (text: String, attributes: TextAttributes)? { titles[state] }

  /// The image given for `state`, nil if that state has none of its own. Disfavored, so that a module
  /// can return its own image type.
  @_disfavoredOverload
  public func image(for state: State) -> (any ImageConvertible)? { imageContent(for: state) }

  /// ``image(for:)`` under a name no other module overloads.
  package func imageContent(for state: State) -> (any ImageConvertible)? { images[state] }

  /// The background image given for `state`, nil if that state has none of its own. Disfavored, as
  /// ``image(for:)`` is.
  @_disfavoredOverload
  public func backgroundImage(for state: State) -> (any ImageConvertible)? { backgroundImageContent(for: state) }

  /// ``backgroundImage(for:)`` under a name no other module overloads.
  package func backgroundImageContent(for state: State) -> (any ImageConvertible)? { backgroundImages[state] }

  /// The states whose content is looked up for the current state, most specific first.
  private var lookupStates: [State] {
    if !isEnabled { return [.disabled, .normal] }
    if isHighlighted && isSelected { return [[.selected, .highlighted], .highlighted, .selected, .normal] }
    if isHighlighted { return [.highlighted, .normal] }
    if isSelected { return [.selected, .normal] }
    return [.normal]
  }

  /// Shows the title and images of the current state.
  open override func controlStateDidChange() {
    let states = lookupStates
    let title = states.lazy.compactMap { self.titles[$0] }.first ?? ("", titleNode.attributes)
    if titleNode.text != title.text { titleNode.text = title.text }
    if titleNode.attributes != title.attributes { titleNode.attributes = title.attributes }
    imageNode.image = states.lazy.compactMap { self.images[$0] }.first
    backgroundImageNode.image = states.lazy.compactMap { self.backgroundImages[$0] }.first
    setNeedsLayout()
  }

  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let stack = StackLayoutSpec(direction: laysOutHorizontally ? .horizontal : .vertical, spacing: contentSpacing)
    stack.horizontalAlignment = contentHorizontalAlignment
    stack.verticalAlignment = contentVerticalAlignment
    var children: [any LayoutElement] = []
    if imageNode.image != nil { children.append(imageNode) }
    if !title.isEmpty {
      if imageAlignmentBeginning { children.append(titleNode) } else { children.insert(titleNode, at: 0) }
    }
    stack.children = children
    var spec: LayoutSpec = stack
    if contentEdgeInsets != .zero {
      spec = InsetLayoutSpec(insets: contentEdgeInsets, child: spec)
    }
    if backgroundImageNode.image != nil {
      spec = BackgroundLayoutSpec(child: spec, background: backgroundImageNode)
    }
    return spec
  }

  open override var kindName: String { "button" }
}
