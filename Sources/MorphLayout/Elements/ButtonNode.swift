import Foundation

/// A button (Texture's `ASButtonNode`): a title and an optional image in a stack, centred by default,
/// padded by ``contentEdgeInsets``, over an optional background image. It manages its subnodes.
open class ButtonNode: DisplayNode {
  /// The node showing the title.
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

  /// The title.
  public var title: String {
    get { titleNode.text }
    set { titleNode.text = newValue }
  }
  /// The title's attributes.
  public var titleAttributes: TextAttributes {
    get { titleNode.attributes }
    set { titleNode.attributes = newValue }
  }

  /// A button whose title is measured by `measurer`.
  public init(title: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    titleNode = TextNode(title, attributes: attributes, measurer: measurer)
    super.init()
    automaticallyManagesSubnodes = true
    titleNode.name = "title"
    imageNode.name = "image"
    backgroundImageNode.name = "backgroundImage"
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
