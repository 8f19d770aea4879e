import MorphLayout

/// Texture's `ASTableDataSource`: Morph's `TableDataSource` with Texture's older forms that take the
/// table's view. A table asks for a row's node in Texture's order: `tableNode(_:nodeBlockForRowAt:)`,
/// else `tableNode(_:nodeForRowAt:)`, else `tableView(_:nodeBlockForRowAt:)`, else
/// `tableView(_:nodeForRowAt:)`; implement one.
public protocol ASTableDataSource: TableDataSource {
  /// The node of a row, given the table's view (Texture's deprecated form); an empty cell by default.
  func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode
  /// A block making the node of a row, given the table's view (Texture's deprecated form); by default a
  /// block returning ``tableView(_:nodeForRowAt:)``.
  func tableView(_ tableView: ASTableView, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
  /// Deprecated in Texture, which no longer calls it: data sources are read on the main thread. Morph
  /// does not call it either.
  func tableViewLockDataSource(_ tableView: ASTableView)
  /// Deprecated in Texture, which no longer calls it; see ``tableViewLockDataSource(_:)``.
  func tableViewUnlockDataSource(_ tableView: ASTableView)
}

extension ASTableDataSource {
  /// Falls back to the view forms, as Texture does for a data source without the node forms.
  public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    tableView(tableNode.view, nodeBlockForRowAt: indexPath)()
  }

  public func tableView(_ tableView: ASTableView, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let node = self.tableView(tableView, nodeForRowAt: indexPath)
    return { node }
  }

  public func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode { ASCellNode() }

  public func tableViewLockDataSource(_ tableView: ASTableView) {}

  public func tableViewUnlockDataSource(_ tableView: ASTableView) {}
}

/// Texture's `ASTableDelegate`: Morph's `TableDelegate` with Texture's older forms that take the
/// table's view. Where a delegate implements only the view form of a method, the table calls that
/// form, as Texture does.
public protocol ASTableDelegate: TableDelegate {
  /// The range a row's node is measured in, given the table's view (Texture's deprecated form); the
  /// table's width and any height by default.
  func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
  /// A row's node became visible, given the table's view (Texture's deprecated form).
  func tableView(_ tableView: ASTableView, willDisplay node: ASCellNode, forRowAt indexPath: IndexPath)
  /// A row became visible, given the table's view (Texture's oldest form).
  func tableView(_ tableView: ASTableView, willDisplayNodeForRowAt indexPath: IndexPath)
  /// A row's node stopped being visible, given the table's view (Texture's deprecated form).
  func tableView(_ tableView: ASTableView, didEndDisplaying node: ASCellNode, forRowAt indexPath: IndexPath)
  /// Fetch the next batch of rows, given the table's view (Texture's deprecated form).
  func tableView(_ tableView: ASTableView, willBeginBatchFetchWith context: ASBatchContext)
  /// Whether to fetch a batch now, given the table's view (Texture's deprecated form); true by default.
  func shouldBatchFetch(for tableView: ASTableView) -> Bool
}

extension ASTableDelegate {
  /// Falls back to the view form, as Texture does.
  public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    tableView(tableNode.view, constrainedSizeForRowAt: indexPath)
  }

  /// Falls back to the view forms, as Texture does.
  public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {
    guard let indexPath = tableNode.indexPath(for: node) else { return }
    let view: ASTableView = tableNode.view
    tableView(view, willDisplay: node, forRowAt: indexPath)
    tableView(view, willDisplayNodeForRowAt: indexPath)
  }

  /// Falls back to the view form, as Texture does. The row's index path is the one it had when it was
  /// last visible; a row deleted since has none, and the view form is not called.
  public func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode) {
    guard let indexPath = tableNode.indexPath(for: node) else { return }
    tableView(tableNode.view, didEndDisplaying: node, forRowAt: indexPath)
  }

  /// Falls back to the view form, as Texture does.
  public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
    tableView(tableNode.view, willBeginBatchFetchWith: context)
  }

  /// Falls back to the view form, as Texture does.
  public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { shouldBatchFetch(for: tableNode.view) }

  public func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    tableView.tableNode?.defaultCellRange ?? .unconstrained
  }

  public func tableView(_ tableView: ASTableView, willDisplay node: ASCellNode, forRowAt indexPath: IndexPath) {}

  public func tableView(_ tableView: ASTableView, willDisplayNodeForRowAt indexPath: IndexPath) {}

  public func tableView(_ tableView: ASTableView, didEndDisplaying node: ASCellNode, forRowAt indexPath: IndexPath) {}

  public func tableView(_ tableView: ASTableView, willBeginBatchFetchWith context: ASBatchContext) {}

  public func shouldBatchFetch(for tableView: ASTableView) -> Bool { true }
}

// A table's `delegate` and `dataSource` with Texture's protocol types; Morph's, with its own
// protocols, stay on the node (see `TextureTypedNodeProperties`).
extension TextureTypedNodeProperties where Self: TableNode {
  /// Texture's `delegate`, kept weakly: the table's delegate if it adopts ``ASTableDelegate``.
  public var delegate: (any ASTableDelegate)? {
    get { (self as TableNode).delegate as? any ASTableDelegate }
    set { (self as TableNode).delegate = newValue }
  }

  /// Texture's `dataSource`, kept weakly: the table's data source if it adopts ``ASTableDataSource``.
  public var dataSource: (any ASTableDataSource)? {
    get { (self as TableNode).dataSource as? any ASTableDataSource }
    set { (self as TableNode).dataSource = newValue }
  }
}
