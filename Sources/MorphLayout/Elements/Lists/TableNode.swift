import Foundation

/// A vertical list of cell nodes (Texture's `ASTableNode`), clipped to its bounds and drawn at its
/// ``ListNode/contentOffset``. Like a table on a device it takes the size its range gives it (a plain
/// node's size), asks its data source for its cells (``ListNode/reloadData()``), measures each at its
/// width inside the horizontal ``ListNode/contentInset`` and any height (or in the range its delegate
/// gives), and stacks them, section after section.
open class TableNode: ListNode {
  /// Where the cells come from.
  public weak var dataSource: (any TableDataSource)?
  /// What sizes them and hears of their display and batch fetches.
  public weak var delegate: (any TableDelegate)?

  public override init() {
    super.init()
  }

  /// The cell of a row (an index path of a section and a row), nil outside the cells loaded.
  public func nodeForRow(at indexPath: IndexPath) -> CellNode? { cell(at: indexPath) }

  /// The width the table lays its cells out at: its own inside the horizontal content insets, as last
  /// measured.
  public private(set) var cellWidth: CGFloat = 0

  /// The range a cell is measured in without a delegate: the table's width, any height.
  public var defaultCellRange: SizeRange {
    SizeRange(min: CGSize(width: cellWidth, height: 0), max: CGSize(width: cellWidth, height: .infinity))
  }

  override func placeCells(in size: CGSize, context: LayoutContext) -> (cells: [[Layout]], contentSize: CGSize) {
    cellWidth = max(size.width - contentInset.left - contentInset.right, 0)
    var y: CGFloat = 0
    let placed = cells.enumerated().map { section, sectionCells in
      sectionCells.enumerated().map { row, cell in
        let range =
          delegate?.tableNode(self, constrainedSizeForRowAt: IndexPath(indexes: [section, row])) ?? defaultCellRange
        var layout = cell.layoutThatFits(range, parentSize: CGSize(width: cellWidth, height: .nan), context: context)
        layout.position = CGPoint(x: 0, y: y)
        y += layout.size.height
        return layout
      }
    }
    return (placed, CGSize(width: cellWidth, height: y))
  }

  override func sourceSectionCount() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

  override func sourceItemCount(in section: Int) -> Int {
    dataSource?.tableNode(self, numberOfRowsInSection: section) ?? 0
  }

  override func sourceCell(at indexPath: IndexPath) -> CellNode {
    dataSource?.tableNode(self, nodeBlockForRowAt: indexPath)() ?? CellNode()
  }

  override func shouldBatchFetch() -> Bool { delegate?.shouldBatchFetch(for: self) ?? false }

  override func willBeginBatchFetch(with context: BatchContext) {
    delegate?.tableNode(self, willBeginBatchFetchWith: context)
  }

  override func willDisplay(_ cell: CellNode) { delegate?.tableNode(self, willDisplayRowWith: cell) }

  override func didEndDisplaying(_ cell: CellNode) { delegate?.tableNode(self, didEndDisplayingRowWith: cell) }

  open override var kindName: String { "table" }
}
