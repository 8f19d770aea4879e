import Foundation

/// Supplies a ``CollectionNode``'s cells (Texture's `ASCollectionDataSource`). Every requirement has a
/// default, as every method of Texture's protocol is optional: no items, and a cell block wrapping
/// ``collectionNode(_:nodeForItemAt:)``; implement the item count and one of the two cell methods.
///
/// Morph calls the counts, the node model (kept on the cell as its `nodeModel`) and the cell methods;
/// moving items is a touch interaction, so Morph never calls the move pair; the model identifiers are
/// kept for code that calls them itself.
public protocol CollectionDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionNode: CollectionNode) -> Int
  /// The number of items in a section; 0 by default.
  func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int
  /// The model of an item, kept on its cell; nil by default.
  func collectionNode(_ collectionNode: CollectionNode, nodeModelForItemAt indexPath: IndexPath) -> Any?
  /// A block making the cell of an item (Texture's preferred form).
  func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> () -> CellNode
  /// The cell of an item; an empty cell by default.
  func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode
  /// Whether a cell may be dragged elsewhere; false by default.
  func collectionNode(_ collectionNode: CollectionNode, canMoveItemWith node: CellNode) -> Bool
  /// An item was dragged elsewhere.
  func collectionNode(
    _ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// A stable identifier of the model of an item; nil by default.
  func modelIdentifierForElement(at indexPath: IndexPath, in collectionNode: CollectionNode) -> String?
  /// The item whose model has an identifier; nil by default.
  func indexPathForElement(withModelIdentifier identifier: String, in collectionNode: CollectionNode) -> IndexPath?
}

extension CollectionDataSource {
  public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }
  public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 0 }
  public func collectionNode(_ collectionNode: CollectionNode, nodeModelForItemAt indexPath: IndexPath) -> Any? {
    nil
  }
  public func collectionNode(
    _ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath
  ) -> () -> CellNode {
    let cell = self.collectionNode(collectionNode, nodeForItemAt: indexPath)
    return { cell }
  }
  public func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode {
    CellNode()
  }
  public func collectionNode(_ collectionNode: CollectionNode, canMoveItemWith node: CellNode) -> Bool { false }
  public func collectionNode(
    _ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  public func modelIdentifierForElement(at indexPath: IndexPath, in collectionNode: CollectionNode) -> String? {
    nil
  }
  public func indexPathForElement(
    withModelIdentifier identifier: String, in collectionNode: CollectionNode
  ) -> IndexPath? { nil }
}

/// Sizes a ``CollectionNode``'s cells and hears of its events (Texture's `ASCollectionDelegate`).
/// Every requirement has a default, as every method of Texture's protocol is optional.
///
/// Morph calls ``collectionNode(_:constrainedSizeForItemAt:)`` at every layout (a pager sizes its
/// pages itself); the display events after each layout pass; and the batch fetching pair
/// (``shouldBatchFetch(for:)``, true by default, then ``collectionNode(_:willBeginBatchFetchWith:)``).
/// Selection, highlighting and menus come from touches, which only a device has: Morph never calls
/// them.
public protocol CollectionDelegate: AnyObject {
  /// The range an item's cell is measured in; by default the flow layout's.
  func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange
  /// An item's cell became visible.
  func collectionNode(_ collectionNode: CollectionNode, willDisplayItemWith node: CellNode)
  /// An item's cell stopped being visible.
  func collectionNode(_ collectionNode: CollectionNode, didEndDisplayingItemWith node: CellNode)
  /// Whether a touched item highlights; true by default.
  func collectionNode(_ collectionNode: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// An item was highlighted.
  func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath)
  /// An item stopped being highlighted.
  func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tapped item is selected; true by default.
  func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Whether a tapped item is deselected; true by default.
  func collectionNode(_ collectionNode: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// An item was selected by a tap.
  func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath)
  /// An item was deselected by a tap.
  func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath)
  /// Whether a long press shows the edit menu; false by default.
  func collectionNode(_ collectionNode: CollectionNode, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
  /// Whether the edit menu offers an action; false by default.
  func collectionNode(
    _ collectionNode: CollectionNode, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    sender: Any?
  ) -> Bool
  /// The edit menu performs an action.
  func collectionNode(
    _ collectionNode: CollectionNode, performAction action: Selector, forItemAt indexPath: IndexPath, sender: Any?)
  /// Fetch the next batch of items, then complete the context.
  func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext)
  /// Whether to fetch a batch now; true by default.
  func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool
}

extension CollectionDelegate {
  public func collectionNode(
    _ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath
  ) -> SizeRange { collectionNode.defaultItemRange }
  public func collectionNode(_ collectionNode: CollectionNode, willDisplayItemWith node: CellNode) {}
  public func collectionNode(_ collectionNode: CollectionNode, didEndDisplayingItemWith node: CellNode) {}
  public func collectionNode(_ collectionNode: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionNode(_ collectionNode: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {}
  public func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionNode(
    _ collectionNode: CollectionNode, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  public func collectionNode(
    _ collectionNode: CollectionNode, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    sender: Any?
  ) -> Bool { false }
  public func collectionNode(
    _ collectionNode: CollectionNode, performAction action: Selector, forItemAt indexPath: IndexPath, sender: Any?
  ) {}
  public func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext) {}
  public func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool { true }
}

/// Hears of a ``CollectionNode``'s edits just before they apply (Texture's
/// `ASCollectionViewLayoutFacilitatorProtocol`), so that a custom layout can prepare for them.
///
/// As in Texture, every edit counts as batched and arrives as deletions and insertions: deleted items,
/// deleted sections, inserted sections, then inserted items; a reload is a deletion and an insertion
/// at the same place, a move one at the old place and one at the new. Then
/// ``collectionViewWillPerformBatchUpdates()`` follows.
public protocol CollectionLayoutFacilitator: AnyObject {
  /// Items at these index paths are about to be deleted or inserted.
  func collectionViewWillEditCells(at indexPaths: [IndexPath], batched: Bool)
  /// Sections at these indexes are about to be deleted or inserted.
  func collectionViewWillEditSections(at indexes: IndexSet, batched: Bool)
  /// The edits just announced are about to apply.
  func collectionViewWillPerformBatchUpdates()
}
