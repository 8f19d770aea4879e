import Foundation
import MorphLayout
import MorphPlanning

/// The settings a node declaration, a state's node override or the `root` gives. Every key is optional:
/// one left out (nil) keeps its value — the node type's default, or in a state, the base declaration's.
struct NodeProperties: Hashable, Sendable {
  /// Texture's layout-element style.
  var style = StyleDeclaration()
  /// What a display or image node's content measures (`calculateSizeThatFits`).
  var intrinsicSize: CGSize?
  var backgroundColor: Color?
  var alpha: CGFloat?
  var cornerRadius: CGFloat?
  var borderWidth: CGFloat?
  var borderColor: Color?
  var clipsToBounds: Bool?
  /// How the node lays its contents into its bounds while they differ from the size they were drawn for.
  var contentMode: ContentMode?
  /// The root's `automaticallyManagesSubnodes` (nodes with a `layout` always manage theirs).
  var automaticallyManagesSubnodes: Bool?
  /// A text or editable text node's text.
  var text: String?
  /// A text node's text in several styles, instead of `text`.
  var runs: [RunDeclaration]?
  /// An editable text node's placeholder and its color.
  var placeholder: String?
  var placeholderColor: Color?
  /// A button's title.
  var title: String?
  /// Text attributes of text, editable text and button nodes.
  var font = FontDeclaration()
  var color: Color?
  var alignment: TextAttributes.Alignment?
  var maximumNumberOfLines: Int?
  var lineSpacing: CGFloat?
  var truncationToken: String?
  var truncationMode: TextAttributes.TruncationMode?
  var lineBreakMode: TextAttributes.LineBreakMode?
  var minimumLineHeight: CGFloat?
  var maximumLineHeight: CGFloat?
  var paragraphSpacing: CGFloat?
  /// A button's padding around its title.
  var contentEdgeInsets: EdgeInsets?
  /// A text or editable text node's padding around its text.
  var textContainerInset: EdgeInsets?
  /// An image node's URL or data URI.
  var url: String?
  /// The image an image node's `file` holds, at its size in points.
  var image: NodeImage?
  /// A display node's own spec tree: the names in it are its subnodes.
  var layout: SpecElement?
  /// Where each key's value was written, by key as written.
  var keyLocations: [String: FileLocation] = [:]

  init() {}

  /// These properties with the keys `override` gives replaced; `style` and `font` are merged key by key.
  func merging(_ override: NodeProperties) -> NodeProperties {
    var merged = self
    merged.style = style.merging(override.style)
    merged.intrinsicSize = override.intrinsicSize ?? intrinsicSize
    merged.image = override.image ?? image
    merged.backgroundColor = override.backgroundColor ?? backgroundColor
    merged.alpha = override.alpha ?? alpha
    merged.cornerRadius = override.cornerRadius ?? cornerRadius
    merged.borderWidth = override.borderWidth ?? borderWidth
    merged.borderColor = override.borderColor ?? borderColor
    merged.clipsToBounds = override.clipsToBounds ?? clipsToBounds
    merged.contentMode = override.contentMode ?? contentMode
    merged.automaticallyManagesSubnodes = override.automaticallyManagesSubnodes ?? automaticallyManagesSubnodes
    // `text` and `runs` replace each other.
    merged.text = override.text ?? (override.runs == nil ? text : nil)
    merged.runs = override.runs ?? (override.text == nil ? runs : nil)
    merged.placeholder = override.placeholder ?? placeholder
    merged.placeholderColor = override.placeholderColor ?? placeholderColor
    merged.title = override.title ?? title
    merged.font = font.merging(override.font)
    merged.color = override.color ?? color
    merged.alignment = override.alignment ?? alignment
    merged.maximumNumberOfLines = override.maximumNumberOfLines ?? maximumNumberOfLines
    merged.lineSpacing = override.lineSpacing ?? lineSpacing
    merged.truncationToken = override.truncationToken ?? truncationToken
    merged.truncationMode = override.truncationMode ?? truncationMode
    merged.lineBreakMode = override.lineBreakMode ?? lineBreakMode
    merged.minimumLineHeight = override.minimumLineHeight ?? minimumLineHeight
    merged.maximumLineHeight = override.maximumLineHeight ?? maximumLineHeight
    merged.paragraphSpacing = override.paragraphSpacing ?? paragraphSpacing
    merged.contentEdgeInsets = override.contentEdgeInsets ?? contentEdgeInsets
    merged.textContainerInset = override.textContainerInset ?? textContainerInset
    merged.url = override.url ?? url
    merged.layout = override.layout ?? layout
    merged.keyLocations.merge(override.keyLocations) { _, new in new }
    return merged
  }

  /// The text attributes these properties describe, with Morph's defaults for the keys left out.
  var textAttributes: TextAttributes {
    var attributes = TextAttributes(font: font.font)
    if let color { attributes.color = color }
    if let alignment { attributes.alignment = alignment }
    if let lineSpacing { attributes.lineSpacing = lineSpacing }
    if let maximumNumberOfLines { attributes.maximumNumberOfLines = maximumNumberOfLines }
    if let truncationToken { attributes.truncationToken = truncationToken }
    if let truncationMode { attributes.truncationMode = truncationMode }
    if let lineBreakMode { attributes.lineBreakMode = lineBreakMode }
    if let minimumLineHeight { attributes.minimumLineHeight = minimumLineHeight }
    if let maximumLineHeight { attributes.maximumLineHeight = maximumLineHeight }
    if let paragraphSpacing { attributes.paragraphSpacing = paragraphSpacing }
    return attributes
  }

  /// The runs of a text node, each style key it leaves out taken from the node's `font` and `color`;
  /// nil when the node gives `text` instead.
  var textRuns: [TextRun]? {
    runs?.map { $0.run(nodeFont: font, nodeColor: color) }
  }
}
