import Foundation

/// Edits of a list's cells, with UIKit's collection view names. Each applies at once, or with the
/// batch of ``ListNode/performBatchUpdates(_:completion:)`` it is made in; the data source must
/// already answer for the cells after the edit.
extension ListNode {
  /// Inserts sections, asking the data source for their cells.
  public func insertSections(_ sections: IndexSet) { edit(.insertSections(sections)) }
  /// Deletes sections.
  public func deleteSections(_ sections: IndexSet) { edit(.deleteSections(sections)) }
  /// Asks the data source for sections' cells again.
  public func reloadSections(_ sections: IndexSet) { edit(.reloadSections(sections)) }
  /// Moves a section, asking the data source for its cells at the new index.
  public func moveSection(_ section: Int, toSection newSection: Int) { edit(.moveSection(section, newSection)) }
  /// Inserts items, asking the data source for their cells.
  public func insertItems(at indexPaths: [IndexPath]) { edit(.insertItems(indexPaths)) }
  /// Deletes items.
  public func deleteItems(at indexPaths: [IndexPath]) { edit(.deleteItems(indexPaths)) }
  /// Asks the data source for items' cells again.
  public func reloadItems(at indexPaths: [IndexPath]) { edit(.reloadItems(indexPaths)) }
  /// Moves an item; it keeps its cell.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { edit(.moveItem(indexPath, newIndexPath)) }
}

extension CollectionNode {
  /// Begins a batch that the matching ``endUpdatesAnimated(_:completion:)`` applies (Texture's older
  /// form of ``ListNode/performBatchUpdates(_:completion:)``); batches begun inside it join it.
  public func beginUpdates() {
    updateDepth += 1
    if pendingEdits == nil { pendingEdits = [] }
  }

  /// Ends a batch begun with ``beginUpdates()``; see ``endUpdatesAnimated(_:completion:)``.
  public func endUpdatesAnimated(_ animated: Bool) { endUpdatesAnimated(animated, completion: nil) }

  /// Ends a batch begun with ``beginUpdates()``: the outermost applies the edits made since it began,
  /// then calls `completion` with true. Morph applies edits at once; an animation plays only on a device.
  public func endUpdatesAnimated(_ animated: Bool, completion: ((Bool) -> Void)?) {
    precondition(updateDepth > 0, "\(self): endUpdatesAnimated without a matching beginUpdates")
    updateDepth -= 1
    if updateDepth == 0 { applyPendingEdits() }
    completion?(true)
  }
}
