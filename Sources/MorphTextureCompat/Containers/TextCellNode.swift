import Foundation
import MorphLayout

/// Texture's `ASTextCellNode`: a cell showing one string in a text node, inset by ``textInsets``.
open class ASTextCellNode: CellNode {
  /// Texture's default attributes: the 18-point system font.
  public static var defaultTextAttributes: [NSAttributedString.Key: Any] { [.font: UIFont.systemFont(ofSize: 18)] }
  /// Texture's default insets: 11 points above and below, 15 at the sides.
  public static var defaultTextInsets: UIEdgeInsets { UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15) }

  /// The node showing the text.
  public let textNode = ASTextNode()

  /// The text shown, with ``textAttributes``.
  public var text: String? {
    didSet { updateText() }
  }
  /// The attributes the text is shown with.
  public var textAttributes: [NSAttributedString.Key: Any] {
    didSet { updateText() }
  }
  /// The padding around the text.
  public var textInsets: UIEdgeInsets {
    didSet { setNeedsLayout() }
  }

  /// A cell with the default attributes and insets.
  public override convenience init() {
    self.init(attributes: Self.defaultTextAttributes, insets: Self.defaultTextInsets)
  }

  /// A cell showing its text with `textAttributes`, inset by `textInsets`.
  public init(attributes textAttributes: [NSAttributedString.Key: Any], insets textInsets: UIEdgeInsets) {
    self.textAttributes = textAttributes
    self.textInsets = textInsets
    super.init()
    automaticallyManagesSubnodes = true
  }

  private func updateText() {
    textNode.attributedText = text.map { NSAttributedString(string: $0, attributes: textAttributes) }
    setNeedsLayout()
  }

  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    ASInsetLayoutSpec(insets: textInsets, child: textNode)
  }
}
