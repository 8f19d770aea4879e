import Foundation

/// A node that shows text (Texture's `ASTextNode2`). Its content size is the size of its text broken
/// into lines for the maximum width it is offered, measured by an injected ``TextMeasuring``.
///
/// Setting the text or its attributes also sets `style.ascender` (the font's ascent) and
/// `style.descender` (minus its descent), which is what makes baseline alignment work for text.
open class TextNode: DisplayNode {
  /// The text shown.
  public var text: String {
    didSet { textDidChange() }
  }
  /// Font, color, alignment and line breaking options.
  public var attributes: TextAttributes {
    didSet { textDidChange() }
  }
  /// Measures the text.
  public let measurer: any TextMeasuring

  /// A text node measured by `measurer`.
  public init(_ text: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    self.text = text
    self.attributes = attributes
    self.measurer = measurer
    super.init()
    textDidChange()
  }

  /// The text broken into lines for a width (infinite for one line per paragraph), from the measurer's
  /// layout cache when it has one.
  public func textLayout(width: CGFloat) -> TextLayout {
    measurer.textLayout(of: text, attributes: attributes, width: width)
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    textLayout(width: constrainedSize.width).size
  }

  open override var kindName: String { "text" }

  private func textDidChange() {
    let metrics = measurer.metrics(for: attributes.font)
    style.ascender = metrics.ascent
    style.descender = -metrics.descent
    setNeedsLayout()
  }
}
