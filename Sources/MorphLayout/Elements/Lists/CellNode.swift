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
  /// Whether the list may show a placeholder while the cell is not yet displayed; kept, as Morph
  /// draws every cell whole.
  public var neverShowPlaceholders = false
  /// The model the cell shows, as the data source gave it.
  public var nodeModel: Any?
  /// The kind of supplementary element (a header or a footer) the cell is; nil for an item.
  public internal(set) var supplementaryElementKind: String?
  /// The list the cell is in.
  public internal(set) weak var owningNode: ListNode?

  public override init() {}

  /// The cell's index path in its list; nil outside a list.
  public var indexPath: IndexPath? { owningNode?.indexPath(for: self) }

  /// Whether the cell can show another model without being made anew; false by default.
  open func canUpdate(toNodeModel nodeModel: Any) -> Bool { false }

  /// Where the collection the cell is in placed it, as of its last layout (Texture's
  /// `layoutAttributes`); nil outside a collection. Setting attributes that differ from the current
  /// ones calls ``apply(_:)`` with them.
  public internal(set) var layoutAttributes: CollectionLayoutAttributes? {
    didSet {
      if let layoutAttributes, layoutAttributes != oldValue { apply(layoutAttributes) }
    }
  }

  /// Called with new ``layoutAttributes`` (Texture's `applyLayoutAttributes:`); override to follow the
  /// cell's place in its collection. Does nothing by default.
  open func apply(_ layoutAttributes: CollectionLayoutAttributes) {}

  open override var kindName: String { "cell" }
}
