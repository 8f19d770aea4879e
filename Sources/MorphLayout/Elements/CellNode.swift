import Foundation

/// A node that is one cell of a ``TableNode`` or ``CollectionNode`` (Texture's `ASCellNode`). It lays
/// out like any node; the list it is in gives it its width.
open class CellNode: DisplayNode {
  /// How a table shows the cell while it is selected.
  public enum SelectionStyle: Sendable {
    /// No highlight.
    case none
    /// The platform's default highlight.
    case `default`
    /// A blue highlight.
    case blue
    /// A gray highlight.
    case gray
  }

  /// How a table shows the cell while it is selected.
  public var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (being touched).
  public var isHighlighted = false

  public override init() {}

  open override var kindName: String { "cell" }
}
