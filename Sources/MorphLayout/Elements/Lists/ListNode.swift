import Foundation

/// What a ``TableNode`` and a ``CollectionNode`` share (Texture's table and collection nodes and the
/// scroll views behind them): cells from a data source, kept by section and edited in batches, laid
/// out in content coordinates and drawn shifted by the ``contentOffset`` and clipped to the node's
/// bounds; which cells are visible; and batch fetching.
///
/// After each layout pass the list tells its delegate which cells became visible or stopped being
/// visible, and begins a batch fetch when its content ends within ``leadingScreensForBatching``
/// screens of the visible area's end and the delegate agrees.
open class ListNode: DisplayNode {
  var sections = CellSections()
  /// Whether the data source was asked for the cells yet (see ``reloadData()``).
  private var hasLoadedData = false
  /// The frame of every cell in content coordinates, as of the last layout, by section.
  private var cellFrames: [[CGRect]] = []
  /// The node's own size as of the last layout.
  public private(set) var viewportSize: CGSize = .zero
  /// The size of everything the cells cover, as of the last layout.
  public private(set) var contentSize: CGSize = .zero
  /// A scroll asked for before the cell it names was laid out.
  private var pendingScroll: (IndexPath, ListScrollAlignment, ListScrollAlignment)?
  /// The cells visible after the last layout pass, to tell the delegate of changes.
  private var displayedCells: [CellNode] = []
  /// The batch fetch under way or last done.
  public let batchContext = BatchContext()

  public override init() {
    super.init()
    clipsToBounds = true
    automaticallyManagesSubnodes = true
  }

  /// The padding around the content (UIKit's `contentInset`). While the list rests at its top-left
  /// offset, the offset follows a new inset, so the content starts inside it.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      if contentOffset == CGPoint(x: -oldValue.left, y: -oldValue.top) {
        contentOffset = CGPoint(x: -contentInset.left, y: -contentInset.top)
      }
      setNeedsLayout()
    }
  }

  /// The point of the content shown at the node's top-left corner (UIKit's `contentOffset`).
  public var contentOffset: CGPoint {
    get { offset }
    set {
      if newValue != offset {
        offset = newValue
        setNeedsLayout()
      }
    }
  }
  /// The content offset, set without invalidating the layout while a layout places a pending scroll.
  private var offset: CGPoint = .zero

  /// How many screens before the end of the content a batch fetch begins; 2 as in Texture; 0 or less
  /// turns batch fetching off.
  public var leadingScreensForBatching: CGFloat = 2

  /// Whether cells can be selected; true by default.
  public var allowsSelection = true
  /// Whether more than one cell can be selected at once; false by default.
  public var allowsMultipleSelection = false

  /// Whether the list scrolls horizontally (a horizontal flow layout) rather than vertically.
  open var scrollsHorizontally: Bool { false }

  // MARK: Data

  /// Asks the data source for every cell again.
  public func reloadData() {
    loadData()
    setNeedsLayout()
  }

  /// Asks the data source for every cell: at the list's first layout, as Texture's lists load their
  /// data when first laid out, unless ``reloadData()`` came first.
  private func loadData() {
    hasLoadedData = true
    let old = sections.cells.joined()
    sections = CellSections(sections: sourceSectionCount(), items: sourceItemCount(in:), cell: sourceCell(at:))
    adopt(sections.cells.joined())
    release(old.filter { cell in sections.indexPath(of: cell) == nil })
  }

  /// Reloads the data, then calls `completion`.
  public func reloadData(completion: (() -> Void)?) {
    reloadData()
    completion?()
  }

  /// Measures every cell again at the next layout.
  public func relayoutItems() {
    for cell in sections.cells.joined() { cell.setNeedsLayout() }
    setNeedsLayout()
  }

  /// The number of sections of the last reload and edits.
  public var numberOfSections: Int { sections.cells.count }

  /// The number of items (rows) in a section; 0 outside the sections.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.cells.indices.contains(section) ? sections.cells[section].count : 0
  }

  /// The cells, by section.
  public var cells: [[CellNode]] { sections.cells }

  /// The cell at an index path of a section and an item, nil outside the cells.
  public func cell(at indexPath: IndexPath) -> CellNode? { sections.cell(at: indexPath) }

  /// The index path of one of the list's cells.
  public func indexPath(for cell: CellNode) -> IndexPath? { sections.indexPath(of: cell) }

  // MARK: Editing

  /// The edits of the batch under way, applied when it ends; nil outside a batch.
  var pendingEdits: [CellEdit]?
  /// How many ``CollectionNode/beginUpdates()`` are not ended yet.
  var updateDepth = 0

  /// Runs `updates`, applying the edits they make together as one batch, then calls `completion` with
  /// true. Edits outside a batch apply at once.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let outer = pendingEdits
    pendingEdits = outer ?? []
    updates?()
    if outer == nil { applyPendingEdits() }
    completion?(true)
  }

  /// Applies the edits of the batch under way, and ends it.
  func applyPendingEdits() {
    guard let edits = pendingEdits else { return }
    pendingEdits = nil
    apply(edits)
  }

  /// Applies an edit now, or with its batch.
  func edit(_ edit: CellEdit) {
    if pendingEdits != nil { pendingEdits?.append(edit) } else { apply([edit]) }
  }

  private func apply(_ edits: [CellEdit]) {
    willApply(edits)
    let removed = sections.apply(edits, items: sourceItemCount(in:), cell: sourceCell(at:))
    adopt(sections.cells.joined())
    release(removed)
    setNeedsLayout()
  }

  private func adopt<Cells: Sequence<CellNode>>(_ cells: Cells) {
    for cell in cells { cell.owningNode = self }
  }

  private func release(_ cells: [CellNode]) {
    for cell in cells where cell.owningNode === self { cell.owningNode = nil }
    displayedCells.removeAll { cell in cells.contains { $0 === cell } }
  }

  // MARK: Geometry

  /// A cell's frame in content coordinates as of the last layout; `.zero` for a cell not laid out.
  public func rectForItem(at indexPath: IndexPath) -> CGRect {
    guard indexPath.count == 2, cellFrames.indices.contains(indexPath[0]),
      cellFrames[indexPath[0]].indices.contains(indexPath[1])
    else { return .zero }
    return cellFrames[indexPath[0]][indexPath[1]]
  }

  /// The part of the content the node shows.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: viewportSize) }

  /// The index paths of the cells whose frames are in a rectangle of content coordinates.
  public func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
    cellFrames.enumerated().flatMap { section, frames in
      frames.enumerated().compactMap { item, frame in
        Self.overlaps(frame, rect) ? IndexPath(indexes: [section, item]) : nil
      }
    }
  }

  /// Whether a cell's frame and a rectangle share an area, or the rectangle (a line or a point) lies
  /// inside the frame; frames that only touch at an edge do not overlap.
  private static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < max(rect.maxX, rect.minX + .ulpOfOne) && rect.minX < frame.maxX
      && frame.minY < max(rect.maxY, rect.minY + .ulpOfOne) && rect.minY < frame.maxY
  }

  /// The index path of the cell at a point of content coordinates.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    indexPathsForItems(in: CGRect(origin: point, size: .zero)).first
  }

  /// The index paths of the visible cells, in order.
  public var indexPathsForVisibleItems: [IndexPath] { indexPathsForItems(in: visibleRect) }

  /// The cells whose frames intersect the visible area, in order.
  public var visibleNodes: [CellNode] { indexPathsForVisibleItems.compactMap(sections.cell(at:)) }

  /// Scrolls so that a cell is placed as asked along each axis, within the scrollable range; before the
  /// cell is laid out, the scroll happens at the next layout.
  public func scroll(
    toCellAt indexPath: IndexPath, vertically: ListScrollAlignment, horizontally: ListScrollAlignment
  ) {
    guard indexPath.count == 2, cellFrames.indices.contains(indexPath[0]),
      cellFrames[indexPath[0]].indices.contains(indexPath[1])
    else {
      pendingScroll = (indexPath, vertically, horizontally)
      setNeedsLayout()
      return
    }
    contentOffset = offset(showing: cellFrames[indexPath[0]][indexPath[1]], vertically, horizontally)
  }

  private func offset(
    showing frame: CGRect, _ vertically: ListScrollAlignment, _ horizontally: ListScrollAlignment
  ) -> CGPoint {
    let x = horizontally.offset(current: contentOffset.x, length: viewportSize.width, cell: frame.minX...frame.maxX)
    let y = vertically.offset(current: contentOffset.y, length: viewportSize.height, cell: frame.minY...frame.maxY)
    let maxX = max(contentSize.width + contentInset.right - viewportSize.width, -contentInset.left)
    let maxY = max(contentSize.height + contentInset.bottom - viewportSize.height, -contentInset.top)
    return CGPoint(x: min(max(x, -contentInset.left), maxX), y: min(max(y, -contentInset.top), maxY))
  }

  // MARK: Layout

  open override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    if !hasLoadedData { loadData() }
    let size = constrainedSize.clamp(calculateSizeThatFits(constrainedSize.max))
    viewportSize = size
    let placed = placeCells(in: size, context: context)
    cellFrames = placed.cells.map { $0.map { CGRect(origin: $0.position, size: $0.size) } }
    contentSize = placed.contentSize
    if let (path, vertically, horizontally) = pendingScroll, sections.contains(path) {
      pendingScroll = nil
      let frame = rectForItem(at: path)
      offset = self.offset(showing: frame, vertically, horizontally)
    }
    let shift = contentOffset
    let sublayouts = placed.cells.joined().map { cell in
      var layout = cell
      layout.position = CGPoint(x: cell.position.x - shift.x, y: cell.position.y - shift.y)
      return layout
    }
    return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.pixelGrid)
  }

  /// Tells the delegate which cells became visible or stopped being visible, then begins a batch
  /// fetch if one is due. Overrides call `super`.
  open override func layoutDidFinish() {
    super.layoutDidFinish()
    let visible = visibleNodes
    for cell in displayedCells where !visible.contains(where: { $0 === cell }) { didEndDisplaying(cell) }
    for cell in visible where !displayedCells.contains(where: { $0 === cell }) { willDisplay(cell) }
    displayedCells = visible
    beginBatchFetchingIfNeeded()
  }

  /// Begins a batch fetch if the content ends within ``leadingScreensForBatching`` screens of the end
  /// of the visible area, no batch is under way, and the delegate agrees.
  public func beginBatchFetchingIfNeeded() {
    guard leadingScreensForBatching > 0, !batchContext.isFetching() else { return }
    let horizontal = scrollsHorizontally
    let screen = horizontal ? viewportSize.width : viewportSize.height
    guard screen > 0 else { return }
    let remaining =
      horizontal
      ? contentSize.width - (contentOffset.x + screen) : contentSize.height - (contentOffset.y + screen)
    guard remaining <= leadingScreensForBatching * screen, shouldBatchFetch() else { return }
    batchContext.beginBatchFetching()
    willBeginBatchFetch(with: batchContext)
  }

  // MARK: What a table or a collection supplies

  /// The cells of each section laid out for the node's size, positioned in content coordinates, and
  /// the size they cover.
  func placeCells(in size: CGSize, context: LayoutContext) -> (cells: [[Layout]], contentSize: CGSize) {
    ([], .zero)
  }
  /// The data source's number of sections; none without a data source.
  func sourceSectionCount() -> Int { 0 }
  /// The data source's number of items in a section.
  func sourceItemCount(in section: Int) -> Int { 0 }
  /// The data source's cell for an index path.
  func sourceCell(at indexPath: IndexPath) -> CellNode { CellNode() }
  /// Whether the delegate wants a batch fetched.
  func shouldBatchFetch() -> Bool { false }
  /// Hands a batch fetch to the delegate.
  func willBeginBatchFetch(with context: BatchContext) {}
  /// Tells the delegate a cell became visible.
  func willDisplay(_ cell: CellNode) {}
  /// Tells the delegate a cell stopped being visible.
  func didEndDisplaying(_ cell: CellNode) {}
  /// Tells whoever follows the list's edits of the edits about to apply.
  func willApply(_ edits: [CellEdit]) {}
}
