import Foundation

/// A node that shows text (Texture's `ASTextNode2`). Its content size is the size of its text broken
/// into lines for the maximum width it is offered, measured by an injected ``TextMeasuring``.
///
/// The text is either one string in `attributes.font` and `attributes.color` (``text``) or a list of
/// runs, each in its own style (``runs``, an attributed string's attribute runs). Setting either, or
/// the attributes, also sets `style.ascender` (the ascent of the first character's font) and
/// `style.descender` (minus the descent of the last character's font), as Texture does, which is what
/// makes baseline alignment work for text.
open class TextNode: ControlNode {
  /// What the node shows: a plain string or styled runs.
  private enum Content: Hashable {
    case plain(String)
    case runs([TextRun])
  }

  private var content: Content {
    didSet { textDidChange() }
  }

  /// The text shown: setting it shows one run in `attributes.font` and `attributes.color`; reading it
  /// gives the characters of all runs.
  public var text: String {
    get {
      switch content {
      case .plain(let text): return text
      case .runs(let runs): return runs.map(\.text).joined()
      }
    }
    set { content = .plain(newValue) }
  }

  /// The runs shown, each in its own style. Text set through ``text`` is one run in
  /// `attributes.font` and `attributes.color`, which follows later changes of the attributes.
  public var runs: [TextRun] {
    get {
      switch content {
      case .plain(let text): return [attributes.run(text)]
      case .runs(let runs): return runs
      }
    }
    set { content = .runs(newValue) }
  }

  /// Alignment and line breaking options, and the font and color of text set through ``text``.
  public var attributes: TextAttributes {
    didSet { textDidChange() }
  }
  /// Padding between the node's edges and its text (Texture's `textContainerInset`): the text is
  /// broken into lines for the width inside it, and the node measures the text plus the padding.
  public var textContainerInset: EdgeInsets = .zero {
    didSet { textDidChange() }
  }
  /// Measures the text.
  public let measurer: any TextMeasuring

  /// A text node showing `text` in `attributes.font` and `attributes.color`, measured by `measurer`.
  public init(_ text: String = "", attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    self.content = .plain(text)
    self.attributes = attributes
    self.measurer = measurer
    super.init()
    textDidChange()
  }

  /// A text node showing `runs`, measured by `measurer`.
  public init(runs: [TextRun], attributes: TextAttributes = TextAttributes(), measurer: any TextMeasuring) {
    self.content = .runs(runs)
    self.attributes = attributes
    self.measurer = measurer
    super.init()
    textDidChange()
  }

  /// The text broken into lines for a width (infinite for one line per paragraph), from the measurer's
  /// layout cache when it has one.
  public func textLayout(width: CGFloat) -> TextLayout {
    measurer.textLayout(of: runs, attributes: attributes, width: width)
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    let inset = textContainerInset
    guard inset != .zero else { return textLayout(width: constrainedSize.width).size }
    let text = textLayout(width: max(constrainedSize.width - inset.left - inset.right, 0)).size
    return CGSize(width: text.width + inset.left + inset.right, height: text.height + inset.top + inset.bottom)
  }

  open override var kindName: String { "text" }

  private func textDidChange() {
    let shown = runs.filter { !$0.text.isEmpty }
    style.ascender = textContainerInset.top + measurer.metrics(for: shown.first?.font ?? attributes.font).ascent
    style.descender = -measurer.metrics(for: shown.last?.font ?? attributes.font).descent - textContainerInset.bottom
    setNeedsLayout()
  }
}
