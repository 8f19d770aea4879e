import Foundation

/// Supplies a ``TableNode``'s cells (Texture's `ASTableDataSource`). Every method but
/// ``tableNode(_:numberOfRowsInSection:)`` has a default; implement one of the two cell methods.
public protocol TableDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableNode: TableNode) -> Int
  /// The number of rows in a section.
  func tableNode(_ tableNode: TableNode, numberOfRowsInSection section: Int) -> Int
  /// A block making the cell of a row (Texture's preferred form).
  func tableNode(_ tableNode: TableNode, nodeBlockForRowAt indexPath: IndexPath) -> () -> CellNode
  /// The cell of a row.
  func tableNode(_ tableNode: TableNode, nodeForRowAt indexPath: IndexPath) -> CellNode
}

extension TableDataSource {
  public func numberOfSections(in tableNode: TableNode) -> Int { 1 }

  public func tableNode(_ tableNode: TableNode, nodeBlockForRowAt indexPath: IndexPath) -> () -> CellNode {
    let cell = self.tableNode(tableNode, nodeForRowAt: indexPath)
    return { cell }
  }

  public func tableNode(_ tableNode: TableNode, nodeForRowAt indexPath: IndexPath) -> CellNode {
    CellNode()
  }
}

/// Sizes a ``TableNode``'s cells (Texture's `ASTableDelegate`).
public protocol TableDelegate: AnyObject {
  /// The range a row's cell is measured in; by default the table's width, any height.
  func tableNode(_ tableNode: TableNode, constrainedSizeForRowAt indexPath: IndexPath) -> SizeRange
}

extension TableDelegate {
  public func tableNode(_ tableNode: TableNode, constrainedSizeForRowAt indexPath: IndexPath) -> SizeRange {
    tableNode.defaultCellRange
  }
}

/// A vertical list of cell nodes (Texture's `ASTableNode`), drawn scrolled to the top and clipped to
/// its bounds. Like a table on a device it takes the size its range gives it (a plain node's size),
/// asks its data source for its cells (``reloadData()``), measures each at its own width and any
/// height, and stacks them, section after section.
open class TableNode: DisplayNode {
  /// Where the cells come from.
  public weak var dataSource: (any TableDataSource)?
  /// What sizes them.
  public weak var delegate: (any TableDelegate)?
  /// The cells of the last ``reloadData()``.
  private var sections = CellSections()
  /// The cells of the last ``reloadData()``, by section.
  public var cells: [[CellNode]] { sections.cells }

  public override init() {
    super.init()
    clipsToBounds = true
    automaticallyManagesSubnodes = true
  }

  /// Asks the data source for every cell again.
  public func reloadData() {
    sections =
      dataSource.map { dataSource in
        CellSections(
          sections: dataSource.numberOfSections(in: self),
          items: { dataSource.tableNode(self, numberOfRowsInSection: $0) },
          cell: { dataSource.tableNode(self, nodeBlockForRowAt: $0)() })
      } ?? CellSections()
    setNeedsLayout()
  }

  /// The cell of a row (an index path of a section and a row), nil outside the cells loaded.
  public func nodeForRow(at indexPath: IndexPath) -> CellNode? { sections.cell(at: indexPath) }

  /// The width the table lays its cells out at: its own, as last measured.
  public private(set) var cellWidth: CGFloat = 0

  /// The range a cell is measured in without a delegate: the table's width, any height.
  public var defaultCellRange: SizeRange {
    SizeRange(min: CGSize(width: cellWidth, height: 0), max: CGSize(width: cellWidth, height: .infinity))
  }

  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    let size = constrainedSize.clamp(calculateSizeThatFits(constrainedSize.max))
    cellWidth = size.width
    var y: CGFloat = 0
    var sublayouts: [Layout] = []
    for (section, sectionCells) in cells.enumerated() {
      for (row, cell) in sectionCells.enumerated() {
        let range =
          delegate?.tableNode(self, constrainedSizeForRowAt: IndexPath(indexes: [section, row])) ?? defaultCellRange
        var layout = cell.layoutThatFits(range, parentSize: CGSize(width: cellWidth, height: .nan), context: context)
        layout.position = CGPoint(x: 0, y: y)
        y += layout.size.height
        sublayouts.append(layout)
      }
    }
    return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.pixelGrid)
  }

  open override var kindName: String { "table" }
}
