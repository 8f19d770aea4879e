import Foundation

/// Supplies a ``CollectionNode``'s cells (Texture's `ASCollectionDataSource`). Every method but
/// ``collectionNode(_:numberOfItemsInSection:)`` has a default; implement one of the two cell methods.
public protocol CollectionDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionNode: CollectionNode) -> Int
  /// The number of items in a section.
  func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int
  /// A block making the cell of an item (Texture's preferred form).
  func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> () -> CellNode
  /// The cell of an item.
  func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode
}

extension CollectionDataSource {
  public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

  public func collectionNode(
    _ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath
  ) -> () -> CellNode {
    let cell = self.collectionNode(collectionNode, nodeForItemAt: indexPath)
    return { cell }
  }

  public func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode {
    CellNode()
  }
}

/// Sizes a ``CollectionNode``'s cells (Texture's `ASCollectionDelegate`).
public protocol CollectionDelegate: AnyObject {
  /// The range an item's cell is measured in; by default the flow layout's.
  func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange
}

extension CollectionDelegate {
  public func collectionNode(
    _ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath
  ) -> SizeRange {
    collectionNode.defaultItemRange
  }
}

/// How a ``CollectionNode`` places its cells (UIKit's `UICollectionViewFlowLayout`, vertical
/// scrolling): in rows from the left, wrapping at the collection's width less the section insets,
/// each row as tall as its tallest cell.
open class CollectionFlowLayout: NSObject {
  /// The size every item is measured at exactly; zero measures each cell for the collection's
  /// width (less the section insets) and any height, as Texture does.
  public var itemSize: CGSize = .zero
  /// Space between rows.
  public var minimumLineSpacing: CGFloat = 10
  /// Space between items in a row.
  public var minimumInteritemSpacing: CGFloat = 10
  /// Padding around each section.
  public var sectionInset: EdgeInsets = .zero

  public override init() {}
}

/// A grid of cell nodes (Texture's `ASCollectionNode` with a flow layout), drawn scrolled to the top
/// and clipped to its bounds. It takes the size its range gives it (a plain node's size), asks its
/// data source for its cells (``reloadData()``), measures each in the range its delegate or layout
/// gives, and flows them into rows, section after section.
open class CollectionNode: DisplayNode {
  /// How cells are placed.
  public let collectionViewLayout: CollectionFlowLayout
  /// Where the cells come from.
  public weak var dataSource: (any CollectionDataSource)?
  /// What sizes them.
  public weak var delegate: (any CollectionDelegate)?
  /// The cells of the last ``reloadData()``.
  private var sections = CellSections()
  /// The cells of the last ``reloadData()``, by section.
  public var cells: [[CellNode]] { sections.cells }
  /// The width the collection lays its cells out in: its own, as last measured.
  public private(set) var contentWidth: CGFloat = 0

  /// A collection placing its cells with `layout`.
  public init(collectionViewLayout layout: CollectionFlowLayout) {
    collectionViewLayout = layout
    super.init()
    clipsToBounds = true
    automaticallyManagesSubnodes = true
  }

  /// A collection with a default flow layout.
  public override convenience init() {
    self.init(collectionViewLayout: CollectionFlowLayout())
  }

  /// Asks the data source for every cell again.
  public func reloadData() {
    sections =
      dataSource.map { dataSource in
        CellSections(
          sections: dataSource.numberOfSections(in: self),
          items: { dataSource.collectionNode(self, numberOfItemsInSection: $0) },
          cell: { dataSource.collectionNode(self, nodeBlockForItemAt: $0)() })
      } ?? CellSections()
    setNeedsLayout()
  }

  /// The cell of an item (an index path of a section and an item), nil outside the cells loaded.
  public func nodeForItem(at indexPath: IndexPath) -> CellNode? { sections.cell(at: indexPath) }

  /// The range a cell is measured in without a delegate: exactly the layout's item size, or the
  /// width inside the section insets and any height.
  public var defaultItemRange: SizeRange {
    let layout = collectionViewLayout
    if layout.itemSize.width > 0 && layout.itemSize.height > 0 { return SizeRange(exactly: layout.itemSize) }
    let width = max(contentWidth - layout.sectionInset.left - layout.sectionInset.right, 0)
    return SizeRange(min: .zero, max: CGSize(width: width, height: .infinity))
  }

  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    let size = constrainedSize.clamp(calculateSizeThatFits(constrainedSize.max))
    contentWidth = size.width
    let flow = collectionViewLayout
    let inset = flow.sectionInset
    let rowWidth = max(size.width - inset.left - inset.right, 0)
    var y: CGFloat = 0
    var sublayouts: [Layout] = []
    for (section, sectionCells) in cells.enumerated() {
      y += inset.top
      var x: CGFloat = 0
      var rowHeight: CGFloat = 0
      for (item, cell) in sectionCells.enumerated() {
        let range =
          delegate?.collectionNode(self, constrainedSizeForItemAt: IndexPath(indexes: [section, item]))
          ?? defaultItemRange
        var layout = cell.layoutThatFits(range, parentSize: CGSize(width: rowWidth, height: .nan), context: context)
        if x > 0 && x + layout.size.width > rowWidth {
          y += rowHeight + flow.minimumLineSpacing
          x = 0
          rowHeight = 0
        }
        layout.position = CGPoint(x: inset.left + x, y: y)
        x += layout.size.width + flow.minimumInteritemSpacing
        rowHeight = max(rowHeight, layout.size.height)
        sublayouts.append(layout)
      }
      y += rowHeight + inset.bottom
    }
    return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.pixelGrid)
  }

  open override var kindName: String { "collection" }
}
