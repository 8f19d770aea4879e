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

  /// Texture's `init(attributes:insets:)` as Swift imports it, with untyped keys: the entries keyed by
  /// an `NSAttributedString.Key` or its raw string are the text's attributes; others are ignored.
  @_disfavoredOverload
  public convenience init(attributes textAttributes: [AnyHashable: Any], insets textInsets: UIEdgeInsets) {
    var typed: [NSAttributedString.Key: Any] = [:]
    for (key, value) in textAttributes {
      if let key = key.base as? NSAttributedString.Key {
        typed[key] = value
      } else if let name = key.base as? String {
        typed[NSAttributedString.Key(rawValue: name)] = value
      }
    }
    self.init(attributes: typed, insets: textInsets)
  }

  private func updateText() {
    textNode.attributedText = text.map { NSAttributedString(string: $0, attributes: textAttributes) }
    setNeedsLayout()
  }

  open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    ASInsetLayoutSpec(insets: textInsets, child: textNode)
  }
}
