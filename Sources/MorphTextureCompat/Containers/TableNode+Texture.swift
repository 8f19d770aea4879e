import Foundation
import MorphLayout

extension TableNode {
  /// Texture's `automaticallyAdjustsContentOffset`: whether the offset follows rows inserted above
  /// the visible ones. Kept.
  public var automaticallyAdjustsContentOffset: Bool {
    get { keptList.automaticallyAdjustsContentOffset }
    set { keptList.automaticallyAdjustsContentOffset = newValue }
  }

  /// Texture's `allowsSelectionDuringEditing`. Kept; Morph has no editing mode.
  public var allowsSelectionDuringEditing: Bool {
    get { keptList.allowsSelectionDuringEditing }
    set { keptList.allowsSelectionDuringEditing = newValue }
  }

  /// Texture's `allowsMultipleSelectionDuringEditing`. Kept; Morph has no editing mode.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { keptList.allowsMultipleSelectionDuringEditing }
    set { keptList.allowsMultipleSelectionDuringEditing = newValue }
  }

  // MARK: Editing

  /// Texture's `insertSections(_:with:)`.
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    insertSections(sections)
  }

  /// Texture's `deleteSections(_:with:)`.
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    deleteSections(sections)
  }

  /// Texture's `reloadSections(_:with:)`.
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    reloadSections(sections)
  }

  /// Texture's `insertRows(at:with:)`.
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    insertItems(at: indexPaths)
  }

  /// Texture's `deleteRows(at:with:)`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    deleteItems(at: indexPaths)
  }

  /// Texture's `reloadRows(at:with:)`.
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    Self.report(animation, of: self)
    reloadItems(at: indexPaths)
  }

  /// Texture's `moveRow(at:to:)`: the row keeps its cell.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { moveItem(at: indexPath, to: newIndexPath) }

  private static func report(_ animation: UITableView.RowAnimation, of table: TableNode) {
    guard animation != .none else { return }
    DeviceOnlyDiagnostics.report(
      "\(table): row animations play only on a device; Morph applies table edits at once")
  }

  // MARK: Selection and scrolling

  /// Texture's `selectRow(at:animated:scrollPosition:)`; `.none` does not scroll.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    if animated && scrollPosition != .none { ListNode.reportAnimatedScroll(self) }
    selectItem(at: indexPath, vertically: scrollPosition == .none ? .unchanged : scrollPosition.alignment)
  }

  /// Texture's `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

  /// Texture's `indexPathForSelectedRow`: the first selected row.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

  /// Texture's `indexPathsForSelectedRows`: nil when no row is selected, as in UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let selected = selectedIndexPaths
    return selected.isEmpty ? nil : selected
  }

  /// Texture's `scrollToRow(at:at:animated:)`: scrolls, within the scrollable range, so that the row is
  /// at the position asked (`.none`: the smallest scroll that shows it).
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    if animated { ListNode.reportAnimatedScroll(self) }
    scroll(toCellAt: indexPath, vertically: scrollPosition.alignment, horizontally: .unchanged)
  }

  // MARK: Querying

  /// Texture's `numberOfRows(inSection:)`.
  public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

  /// Texture's `rectForRow(at:)`: the row's frame in the table's content, as last laid out.
  public func rectForRow(at indexPath: IndexPath) -> CGRect { rectForItem(at: indexPath) }

  /// Texture's `indexPathForRow(at:)`: the row at a point of the table's content.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

  /// Texture's `indexPathsForRows(in:)`: the rows meeting a rectangle of the table's content.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForItems(in: rect) }

  /// Texture's `indexPathsForVisibleRows()`.
  public func indexPathsForVisibleRows() -> [IndexPath] { indexPathsForVisibleItems }

  /// Texture's `cellForRow(at:)`: a cell view over the row's cell node while the row is visible, nil
  /// otherwise, as UIKit has cell views for visible rows only.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard indexPathsForVisibleItems.contains(indexPath), let cell = cell(at: indexPath) else { return nil }
    return UITableViewCell(node: cell)
  }

  /// Texture's `waitUntilAllUpdatesAreCommitted()`, the older name of `waitUntilAllUpdatesAreProcessed()`.
  public func waitUntilAllUpdatesAreCommitted() { waitUntilAllUpdatesAreProcessed() }
}
