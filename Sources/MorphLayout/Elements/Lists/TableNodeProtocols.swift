import Foundation

/// Supplies a ``TableNode``'s cells (Texture's `ASTableDataSource`). Every requirement has a default,
/// as every method of Texture's protocol is optional: no sections' rows, and a cell block wrapping
/// ``tableNode(_:nodeForRowAt:)``; implement the row count and one of the two cell methods.
///
/// Morph calls the section and row counts and the cell methods; the model identifiers are kept for
/// code that calls them itself (Texture uses them to restore state, which Morph has none of).
public protocol TableDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableNode: TableNode) -> Int
  /// The number of rows in a section; 0 by default.
  func tableNode(_ tableNode: TableNode, numberOfRowsInSection section: Int) -> Int
  /// A block making the cell of a row (Texture's preferred form).
  func tableNode(_ tableNode: TableNode, nodeBlockForRowAt indexPath: IndexPath) -> () -> CellNode
  /// The cell of a row; an empty cell by default.
  func tableNode(_ tableNode: TableNode, nodeForRowAt indexPath: IndexPath) -> CellNode
  /// A stable identifier of the model of a row; nil by default.
  func modelIdentifierForElement(at indexPath: IndexPath, in tableNode: TableNode) -> String?
  /// The row whose model has an identifier; nil by default.
  func indexPathForElement(withModelIdentifier identifier: String, in tableNode: TableNode) -> IndexPath?
}

extension TableDataSource {
  public func numberOfSections(in tableNode: TableNode) -> Int { 1 }

  public func tableNode(_ tableNode: TableNode, numberOfRowsInSection section: Int) -> Int { 0 }

  public func tableNode(_ tableNode: TableNode, nodeBlockForRowAt indexPath: IndexPath) -> () -> CellNode {
    let cell = self.tableNode(tableNode, nodeForRowAt: indexPath)
    return { cell }
  }

  public func tableNode(_ tableNode: TableNode, nodeForRowAt indexPath: IndexPath) -> CellNode { CellNode() }

  public func modelIdentifierForElement(at indexPath: IndexPath, in tableNode: TableNode) -> String? { nil }

  public func indexPathForElement(withModelIdentifier identifier: String, in tableNode: TableNode) -> IndexPath? {
    nil
  }
}

/// Sizes a ``TableNode``'s cells and hears of its events (Texture's `ASTableDelegate`). Every
/// requirement has a default, as every method of Texture's protocol is optional.
///
/// Morph calls ``tableNode(_:constrainedSizeForRowAt:)`` at every layout; the display events after
/// each layout pass, for the rows that became visible or stopped being visible; and the batch
/// fetching pair (``shouldBatchFetch(for:)``, true by default, then
/// ``tableNode(_:willBeginBatchFetchWith:)``). Selection, highlighting and menus come from touches,
/// which only a device has: Morph never calls them, and programmatic selection does not either, as in
/// UIKit.
public protocol TableDelegate: AnyObject {
  /// The range a row's cell is measured in; by default the table's width inside its insets, any height.
  func tableNode(_ tableNode: TableNode, constrainedSizeForRowAt indexPath: IndexPath) -> SizeRange
  /// A row's cell became visible.
  func tableNode(_ tableNode: TableNode, willDisplayRowWith node: CellNode)
  /// A row's cell stopped being visible.
  func tableNode(_ tableNode: TableNode, didEndDisplayingRowWith node: CellNode)
  /// The row to select instead of a tapped one; the tapped one by default.
  func tableNode(_ tableNode: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was selected by a tap.
  func tableNode(_ tableNode: TableNode, didSelectRowAt indexPath: IndexPath)
  /// The row to deselect instead; the given one by default.
  func tableNode(_ tableNode: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A row was deselected by a tap.
  func tableNode(_ tableNode: TableNode, didDeselectRowAt indexPath: IndexPath)
  /// Whether a touched row highlights; true by default.
  func tableNode(_ tableNode: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A row was highlighted.
  func tableNode(_ tableNode: TableNode, didHighlightRowAt indexPath: IndexPath)
  /// A row stopped being highlighted.
  func tableNode(_ tableNode: TableNode, didUnhighlightRowAt indexPath: IndexPath)
  /// Whether a long press shows the edit menu; false by default.
  func tableNode(_ tableNode: TableNode, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
  /// Whether the edit menu offers an action; false by default.
  func tableNode(
    _ tableNode: TableNode, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool
  /// The edit menu performs an action.
  func tableNode(
    _ tableNode: TableNode, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
  /// Fetch the next batch of rows, then complete the context.
  func tableNode(_ tableNode: TableNode, willBeginBatchFetchWith context: BatchContext)
  /// Whether to fetch a batch now; true by default.
  func shouldBatchFetch(for tableNode: TableNode) -> Bool
}

extension TableDelegate {
  public func tableNode(_ tableNode: TableNode, constrainedSizeForRowAt indexPath: IndexPath) -> SizeRange {
    tableNode.defaultCellRange
  }
  public func tableNode(_ tableNode: TableNode, willDisplayRowWith node: CellNode) {}
  public func tableNode(_ tableNode: TableNode, didEndDisplayingRowWith node: CellNode) {}
  public func tableNode(_ tableNode: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableNode(_ tableNode: TableNode, didSelectRowAt indexPath: IndexPath) {}
  public func tableNode(_ tableNode: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableNode(_ tableNode: TableNode, didDeselectRowAt indexPath: IndexPath) {}
  public func tableNode(_ tableNode: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableNode(_ tableNode: TableNode, didHighlightRowAt indexPath: IndexPath) {}
  public func tableNode(_ tableNode: TableNode, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableNode(_ tableNode: TableNode, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
  public func tableNode(
    _ tableNode: TableNode, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  public func tableNode(
    _ tableNode: TableNode, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  public func tableNode(_ tableNode: TableNode, willBeginBatchFetchWith context: BatchContext) {}
  public func shouldBatchFetch(for tableNode: TableNode) -> Bool { true }
}
