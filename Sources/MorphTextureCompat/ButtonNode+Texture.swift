import Foundation
import MorphLayout

/// Texture's `ASButtonNode`: a `ButtonNode` made without a measurer, measured by
/// ``DefaultTextMeasurer``, whose titles are set with UIKit's fonts, colors and attributed strings and
/// shown by an ``ASTextNode``.
open class ASButtonNode: ButtonNode {
  /// The title node, with Texture's type.
  let textureTitleNode: ASTextNode

  /// A button with no title, measured by ``DefaultTextMeasurer/shared``.
  public init() {
    textureTitleNode = ASTextNode()
    super.init(titleNode: textureTitleNode)
  }

  /// A button with a title measured by `measurer`.
  public init(title: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    textureTitleNode = ASTextNode(title, attributes: attributes, measurer: measurer)
    super.init(titleNode: textureTitleNode)
  }
}

extension TextureTypedNodeProperties where Self: ASButtonNode {
  /// Texture's `titleNode`, an ``ASTextNode``: the node showing the current state's title.
  public var titleNode: ASTextNode { textureTitleNode }
}

extension TextureTypedNodeProperties where Self: ButtonNode {
  /// Texture's `image(for:)`: the `UIImage` given for `state`, nil if that state has none of its own.
  public func image(for state: UIControl.State) -> UIImage? {
    imageContent(for: state) as? UIImage
  }

  /// Texture's `backgroundImage(for:)`: the `UIImage` given for `state` to draw behind the title and
  /// image, nil if that state has none of its own.
  public func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImageContent(for: state) as? UIImage
  }
}

extension ButtonNode {
  /// Texture's `setTitle(_:with:with:for:)`: the title in a font and color (UIKit's defaults where nil).
  public func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
    var attributes = TextAttributes()
    if let font { attributes.font = font.font }
    if let color { attributes.color = color.color }
    setTitle(title, attributes: attributes, for: state)
  }

  /// Texture's `setAttributedTitle(_:for:)`.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    var attributes = TextAttributes()
    if let title, title.length > 0 {
      AttributedTextMapping.apply(title.attributes(at: 0, effectiveRange: nil), to: &attributes)
    }
    setTitle(title?.string, attributes: attributes, for: state)
  }

  /// Texture's `attributedTitle(for:)`: the state's own title, nil if it has none.
  public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    guard let title = title(for: state) else { return nil }
    return NSAttributedString(
      string: title.text,
      attributes: [
        .font: UIFont(font: title.attributes.font, fontName: title.attributes.font.family),
        .foregroundColor: UIColor(title.attributes.color),
      ])
  }
}
