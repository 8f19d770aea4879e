import Foundation

/// An editable text field (Texture's `ASEditableTextNode`). It measures its text, or its placeholder
/// while the text is empty, plus ``textContainerInset``, ceiled and capped at the maximum size.
open class EditableTextNode: DisplayNode {
  /// The text typed so far.
  public var text: String {
    didSet { setNeedsLayout() }
  }
  /// The hint shown while the text is empty.
  public var placeholder: String {
    didSet { setNeedsLayout() }
  }
  /// Attributes of the text.
  public var attributes: TextAttributes {
    didSet { setNeedsLayout() }
  }
  /// Attributes of the placeholder.
  public var placeholderAttributes: TextAttributes {
    didSet { setNeedsLayout() }
  }
  /// Padding between the node's edges and its text.
  public var textContainerInset: EdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// The most lines measured, 0 for no limit. Disfavored, so that a module can give it another
  /// integer type.
  @_disfavoredOverload
  public var maximumLinesToDisplay: Int {
    get { maximumLines }
    set { maximumLines = newValue }
  }
  /// ``maximumLinesToDisplay`` under a name no other module overloads.
  package var maximumLines = 0 {
    didSet { setNeedsLayout() }
  }
  /// Measures the text.
  public let measurer: any TextMeasuring

  /// A field measured by `measurer`; the placeholder defaults to the text's attributes in gray.
  public init(
    text: String = "", placeholder: String = "", attributes: TextAttributes = TextAttributes(),
    measurer: any TextMeasuring
  ) {
    self.text = text
    self.placeholder = placeholder
    self.attributes = attributes
    var placeholderAttributes = attributes
    placeholderAttributes.color = Color(red: 0.7, green: 0.7, blue: 0.7)
    self.placeholderAttributes = placeholderAttributes
    self.measurer = measurer
    super.init()
  }

  /// Whether the placeholder is what the field shows.
  public var isDisplayingPlaceholder: Bool { text.isEmpty }

  /// The shown text (or placeholder) broken into lines for a width.
  public func textLayout(width: CGFloat) -> TextLayout {
    var shownAttributes = isDisplayingPlaceholder ? placeholderAttributes : attributes
    if maximumLines > 0 { shownAttributes.maximumNumberOfLines = maximumLines }
    return measurer.textLayout(
      of: isDisplayingPlaceholder ? placeholder : text, attributes: shownAttributes, width: width)
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let insetWidth = textContainerInset.left + textContainerInset.right
    let insetHeight = textContainerInset.top + textContainerInset.bottom
    let textSize = textLayout(width: max(constrainedSize.width - insetWidth, 0)).size
    return CGSize(
      width: min((textSize.width + insetWidth).rounded(.up), constrainedSize.width),
      height: min((textSize.height + insetHeight).rounded(.up), constrainedSize.height))
  }

  open override var kindName: String { "editableText" }
}
