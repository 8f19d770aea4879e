import Foundation

extension ListNode {
  /// Selects a cell as code does (UIKit's `selectRow`/`selectItem`): marks it selected, deselecting the
  /// others unless the list allows multiple selection, and scrolls it into place as asked. A nil index
  /// path deselects every cell. Does nothing while the list does not allow selection. As in UIKit, the
  /// delegate hears nothing.
  public func selectItem(
    at indexPath: IndexPath?, vertically: ListScrollAlignment = .unchanged,
    horizontally: ListScrollAlignment = .unchanged
  ) {
    guard allowsSelection else { return }
    guard let indexPath, let cell = cell(at: indexPath) else {
      for cell in cells.joined() { cell.isSelected = false }
      return
    }
    if !allowsMultipleSelection { for other in cells.joined() { other.isSelected = false } }
    cell.isSelected = true
    if vertically != .unchanged || horizontally != .unchanged {
      scroll(toCellAt: indexPath, vertically: vertically, horizontally: horizontally)
    }
  }

  /// Deselects a cell.
  public func deselectItem(at indexPath: IndexPath) { cell(at: indexPath)?.isSelected = false }

  /// The index paths of the selected cells, in order.
  public var selectedIndexPaths: [IndexPath] {
    cells.enumerated().flatMap { section, sectionCells in
      sectionCells.enumerated().compactMap { item, cell in cell.isSelected ? IndexPath(indexes: [section, item]) : nil }
    }
  }
}
