import Foundation

/// A grid of cell nodes (Texture's `ASCollectionNode`), clipped to its bounds and drawn at its
/// ``ListNode/contentOffset``. It takes the size its range gives it (a plain node's size), asks its
/// data source for its cells (``ListNode/reloadData()``), measures each in the range its delegate or
/// layout gives, and flows them into lines as its ``CollectionFlowLayout`` says, section after section.
open class CollectionNode: ListNode {
  /// How cells are placed; a layout other than a flow layout places them as a default flow layout.
  public var collectionViewLayout: CollectionViewLayout {
    didSet { setNeedsLayout() }
  }
  /// Where the cells come from.
  public weak var dataSource: (any CollectionDataSource)?
  /// What sizes them and hears of their display and batch fetches.
  public weak var delegate: (any CollectionDelegate)?
  /// What hears of edits before they apply; kept strongly, as a collection view keeps its facilitator.
  public var layoutFacilitator: (any CollectionLayoutFacilitator)?
  /// The size the collection lays its cells out in: its own inside the content insets, as last
  /// measured.
  public private(set) var contentViewportSize: CGSize = .zero
  /// The width the collection lays its cells out in.
  public var contentWidth: CGFloat { contentViewportSize.width }

  /// A collection placing its cells with `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init()
  }

  /// A collection with `layout` and a frame.
  public convenience init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.init(collectionViewLayout: layout)
    self.frame = frame
  }

  /// A collection with a default flow layout.
  public override convenience init() {
    self.init(collectionViewLayout: CollectionFlowLayout())
  }

  /// The flow layout the cells are placed with.
  var flowLayout: CollectionFlowLayout { collectionViewLayout as? CollectionFlowLayout ?? CollectionFlowLayout() }

  open override var scrollsHorizontally: Bool { flowLayout.scrollDirection == .horizontal }

  /// The cell of an item (an index path of a section and an item), nil outside the cells loaded.
  public func nodeForItem(at indexPath: IndexPath) -> CellNode? { cell(at: indexPath) }

  /// The range a cell is measured in without a delegate: exactly the layout's item size, or the
  /// length across the scrolling axis inside the section insets and any length along it.
  public var defaultItemRange: SizeRange {
    let layout = flowLayout
    if layout.itemSize.width > 0 && layout.itemSize.height > 0 { return SizeRange(exactly: layout.itemSize) }
    let inset = layout.sectionInset
    if layout.scrollDirection == .horizontal {
      let height = max(contentViewportSize.height - inset.top - inset.bottom, 0)
      return SizeRange(min: .zero, max: CGSize(width: .infinity, height: height))
    }
    let width = max(contentViewportSize.width - inset.left - inset.right, 0)
    return SizeRange(min: .zero, max: CGSize(width: width, height: .infinity))
  }

  /// The range the cell of an item is measured in.
  func itemRange(at indexPath: IndexPath) -> SizeRange {
    delegate?.collectionNode(self, constrainedSizeForItemAt: indexPath) ?? defaultItemRange
  }

  override func placeCells(in size: CGSize, context: LayoutContext) -> (cells: [[Layout]], contentSize: CGSize) {
    contentViewportSize = CGSize(
      width: max(size.width - contentInset.left - contentInset.right, 0),
      height: max(size.height - contentInset.top - contentInset.bottom, 0))
    if let custom = collectionViewLayout.itemFrames(in: self, context: context) {
      return placeCells(at: custom.frames, contentSize: custom.contentSize, context: context)
    }
    let flow = flowLayout
    let horizontal = flow.scrollDirection == .horizontal
    // Along: the axis items flow along within a line; across: the axis lines stack along.
    func along(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    let inset = flow.sectionInset
    let (alongStart, alongEnd) = horizontal ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let (acrossStart, acrossEnd) = horizontal ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let lineLength = max(along(contentViewportSize) - alongStart - alongEnd, 0)
    let parentSize = horizontal ? CGSize(width: .nan, height: lineLength) : CGSize(width: lineLength, height: .nan)
    var position: CGFloat = 0
    var widest: CGFloat = 0
    let placed = cells.enumerated().map { section, sectionCells in
      position += acrossStart
      var offset: CGFloat = 0
      var lineThickness: CGFloat = 0
      let layouts = sectionCells.enumerated().map { item, cell in
        let range = itemRange(at: IndexPath(indexes: [section, item]))
        var layout = cell.layoutThatFits(range, parentSize: parentSize, context: context)
        if offset > 0 && offset + along(layout.size) > lineLength {
          position += lineThickness + flow.minimumLineSpacing
          offset = 0
          lineThickness = 0
        }
        let alongPosition = alongStart + offset
        layout.position =
          horizontal ? CGPoint(x: position, y: alongPosition) : CGPoint(x: alongPosition, y: position)
        widest = max(widest, alongPosition + along(layout.size) + alongEnd)
        offset += along(layout.size) + flow.minimumInteritemSpacing
        lineThickness = max(lineThickness, across(layout.size))
        return layout
      }
      position += lineThickness + acrossEnd
      return layouts
    }
    updateLayoutAttributes(placed)
    let alongExtent = max(along(contentViewportSize), widest)
    let contentSize =
      horizontal ? CGSize(width: position, height: alongExtent) : CGSize(width: alongExtent, height: position)
    return (placed, contentSize)
  }

  /// Lays each cell out at exactly the size of its frame from a custom layout, at the frame's origin.
  private func placeCells(
    at frames: [[CGRect]], contentSize: CGSize, context: LayoutContext
  ) -> (
    cells: [[Layout]], contentSize: CGSize
  ) {
    let placed = cells.enumerated().map { section, sectionCells in
      sectionCells.enumerated().map { item, cell in
        let frame =
          frames.indices.contains(section) && frames[section].indices.contains(item) ? frames[section][item] : .zero
        var layout = cell.layoutThatFits(SizeRange(exactly: frame.size), parentSize: frame.size, context: context)
        layout.position = frame.origin
        return layout
      }
    }
    updateLayoutAttributes(placed)
    return (placed, contentSize)
  }

  /// Tells the layout facilitator of the edits, as Texture's data controller reports them.
  override func willApply(_ edits: [CellEdit]) {
    guard let layoutFacilitator else { return }
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = []
    var deletedSections = IndexSet(), insertedSections = IndexSet()
    for edit in edits {
      switch edit {
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .deleteSections(let sections): deletedSections.formUnion(sections)
      case .reloadSections(let sections):
        deletedSections.formUnion(sections)
        insertedSections.formUnion(sections)
      case .moveSection(let from, let to):
        deletedSections.insert(from)
        insertedSections.insert(to)
      case .insertItems(let paths): insertedItems += paths
      case .deleteItems(let paths): deletedItems += paths
      case .reloadItems(let paths):
        deletedItems += paths
        insertedItems += paths
      case .moveItem(let from, let to):
        deletedItems.append(from)
        insertedItems.append(to)
      }
    }
    if !deletedItems.isEmpty { layoutFacilitator.collectionViewWillEditCells(at: deletedItems, batched: true) }
    if !deletedSections.isEmpty { layoutFacilitator.collectionViewWillEditSections(at: deletedSections, batched: true) }
    if !insertedSections.isEmpty {
      layoutFacilitator.collectionViewWillEditSections(at: insertedSections, batched: true)
    }
    if !insertedItems.isEmpty { layoutFacilitator.collectionViewWillEditCells(at: insertedItems, batched: true) }
    layoutFacilitator.collectionViewWillPerformBatchUpdates()
  }

  /// Gives each cell the attributes of where it was just placed (its frame in the content and its index
  /// path), as a collection view applies its layout's attributes to its cells.
  private func updateLayoutAttributes(_ placed: [[Layout]]) {
    for (section, layouts) in placed.enumerated() {
      for (item, layout) in layouts.enumerated() {
        let attributes = CollectionLayoutAttributes(forCellWith: IndexPath(indexes: [section, item]))
        attributes.frame = CGRect(origin: layout.position, size: layout.size)
        cells[section][item].layoutAttributes = attributes
      }
    }
  }

  override func sourceSectionCount() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

  override func sourceItemCount(in section: Int) -> Int {
    dataSource?.collectionNode(self, numberOfItemsInSection: section) ?? 0
  }

  override func sourceCell(at indexPath: IndexPath) -> CellNode {
    guard let dataSource else { return CellNode() }
    let model = dataSource.collectionNode(self, nodeModelForItemAt: indexPath)
    let cell = dataSource.collectionNode(self, nodeBlockForItemAt: indexPath)()
    if let model { cell.nodeModel = model }
    return cell
  }

  override func shouldBatchFetch() -> Bool { delegate?.shouldBatchFetch(for: self) ?? false }

  override func willBeginBatchFetch(with context: BatchContext) {
    delegate?.collectionNode(self, willBeginBatchFetchWith: context)
  }

  override func willDisplay(_ cell: CellNode) { delegate?.collectionNode(self, willDisplayItemWith: cell) }

  override func didEndDisplaying(_ cell: CellNode) {
    delegate?.collectionNode(self, didEndDisplayingItemWith: cell)
  }

  open override var kindName: String { "collection" }
}
