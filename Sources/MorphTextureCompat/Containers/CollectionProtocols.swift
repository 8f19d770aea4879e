import MorphLayout

/// Texture's `ASCollectionDataSource`: Morph's `CollectionDataSource` with Texture's supplementary
/// elements, section contexts and older forms that take the collection's view. A collection asks for an
/// item's node in Texture's order: `collectionNode(_:nodeBlockForItemAt:)`, else
/// `collectionNode(_:nodeForItemAt:)`, else `collectionView(_:nodeBlockForItemAt:)`, else
/// `collectionView(_:nodeForItemAt:)`; implement one.
///
/// Morph's collections lay out items only: they never ask for supplementary elements (headers and
/// footers), and draw none.
public protocol ASCollectionDataSource: CollectionDataSource {
  /// A block making the node of a supplementary element; by default a block returning
  /// ``collectionNode(_:nodeForSupplementaryElementOfKind:at:)``. Morph never asks for it.
  func collectionNode(
    _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNodeBlock
  /// The node of a supplementary element; by default the view form's. Morph never asks for it.
  func collectionNode(
    _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNode
  /// The context object of a section, returned by the collection's `context(forSection:)`; nil by
  /// default.
  func collectionNode(_ collectionNode: ASCollectionNode, contextForSection section: Int) -> (any ASSectionContext)?
  /// The kinds of supplementary elements a section has; none by default. Morph never asks for them.
  func collectionNode(_ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int) -> [String]
  /// The node of an item, given the collection's view (Texture's deprecated form); an empty cell by
  /// default.
  func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath) -> ASCellNode
  /// A block making the node of an item, given the collection's view (Texture's deprecated form); by
  /// default a block returning ``collectionView(_:nodeForItemAt:)``.
  func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
  /// The node of a supplementary element, given the collection's view (Texture's deprecated form); an
  /// empty cell by default. Morph never asks for it.
  func collectionView(
    _ collectionView: ASCollectionView, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNode
  /// Deprecated in Texture, which no longer calls it: data sources are read on the main thread. Morph
  /// does not call it either.
  func collectionViewLockDataSource(_ collectionView: ASCollectionView)
  /// Deprecated in Texture, which no longer calls it; see ``collectionViewLockDataSource(_:)``.
  func collectionViewUnlockDataSource(_ collectionView: ASCollectionView)
}

extension ASCollectionDataSource {
  /// Falls back to the view forms, as Texture does for a data source without the node forms.
  public func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    collectionView(collectionNode.view, nodeBlockForItemAt: indexPath)()
  }

  public func collectionNode(
    _ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNodeBlock {
    let node = self.collectionNode(collectionNode, nodeForSupplementaryElementOfKind: kind, at: indexPath)
    return { node }
  }

  public func collectionNode(
    _ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNode {
    collectionView(collectionNode.view, nodeForSupplementaryElementOfKind: kind, at: indexPath)
  }

  public func collectionNode(
    _ collectionNode: ASCollectionNode, contextForSection section: Int
  ) -> (any ASSectionContext)? { nil }

  public func collectionNode(
    _ collectionNode: ASCollectionNode, supplementaryElementKindsInSection section: Int
  ) -> [String] { [] }

  public func collectionView(
    _ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath
  ) -> ASCellNode { ASCellNode() }

  public func collectionView(
    _ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath
  ) -> ASCellNodeBlock {
    let node = self.collectionView(collectionView, nodeForItemAt: indexPath)
    return { node }
  }

  public func collectionView(
    _ collectionView: ASCollectionView, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> ASCellNode { ASCellNode() }

  public func collectionViewLockDataSource(_ collectionView: ASCollectionView) {}

  public func collectionViewUnlockDataSource(_ collectionView: ASCollectionView) {}
}

/// Texture's `ASCollectionDelegate`: Morph's `CollectionDelegate` with Texture's supplementary
/// element events and older forms that take the collection's view. Where a delegate implements only the
/// view form of a method, the collection calls that form, as Texture does.
public protocol ASCollectionDelegate: CollectionDelegate {
  /// A supplementary element's node became visible. Morph lays out no supplementary elements and never
  /// calls it.
  func collectionNode(_ collectionNode: ASCollectionNode, willDisplaySupplementaryElementWith node: ASCellNode)
  /// A supplementary element's node stopped being visible; see
  /// ``collectionNode(_:willDisplaySupplementaryElementWith:)``.
  func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingSupplementaryElementWith node: ASCellNode)
  /// The range an item's node is measured in, given the collection's view (Texture's deprecated form);
  /// the flow layout's by default.
  func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath) -> ASSizeRange
  /// An item's node became visible, given the collection's view (Texture's deprecated form).
  func collectionView(_ collectionView: ASCollectionView, willDisplay node: ASCellNode, forItemAt indexPath: IndexPath)
  /// An item became visible, given the collection's view (Texture's oldest form).
  func collectionView(_ collectionView: ASCollectionView, willDisplayNodeForItemAt indexPath: IndexPath)
  /// An item's node stopped being visible, given the collection's view (Texture's deprecated form).
  func collectionView(
    _ collectionView: ASCollectionView, didEndDisplaying node: ASCellNode, forItemAt indexPath: IndexPath)
  /// Fetch the next batch of items, given the collection's view (Texture's deprecated form).
  func collectionView(_ collectionView: ASCollectionView, willBeginBatchFetchWith context: ASBatchContext)
  /// Whether to fetch a batch now, given the collection's view (Texture's deprecated form); true by
  /// default.
  func shouldBatchFetch(for collectionView: ASCollectionView) -> Bool
}

extension ASCollectionDelegate {
  /// Falls back to the view form, as Texture does.
  public func collectionNode(
    _ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath
  ) -> ASSizeRange {
    collectionView(collectionNode.view, constrainedSizeForNodeAt: indexPath)
  }

  /// Falls back to the view forms, as Texture does.
  public func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {
    guard let indexPath = collectionNode.indexPath(for: node) else { return }
    let view: ASCollectionView = collectionNode.view
    collectionView(view, willDisplay: node, forItemAt: indexPath)
    collectionView(view, willDisplayNodeForItemAt: indexPath)
  }

  /// Falls back to the view form, as Texture does; a deleted item has no index path and is not told.
  public func collectionNode(_ collectionNode: ASCollectionNode, didEndDisplayingItemWith node: ASCellNode) {
    guard let indexPath = collectionNode.indexPath(for: node) else { return }
    collectionView(collectionNode.view, didEndDisplaying: node, forItemAt: indexPath)
  }

  /// Falls back to the view form, as Texture does.
  public func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
    collectionView(collectionNode.view, willBeginBatchFetchWith: context)
  }

  /// Falls back to the view form, as Texture does.
  public func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool {
    shouldBatchFetch(for: collectionNode.view)
  }

  public func collectionNode(
    _ collectionNode: ASCollectionNode, willDisplaySupplementaryElementWith node: ASCellNode
  ) {}

  public func collectionNode(
    _ collectionNode: ASCollectionNode, didEndDisplayingSupplementaryElementWith node: ASCellNode
  ) {}

  public func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath
  ) -> ASSizeRange { collectionView.collectionNode?.defaultItemRange ?? .unconstrained }

  public func collectionView(
    _ collectionView: ASCollectionView, willDisplay node: ASCellNode, forItemAt indexPath: IndexPath
  ) {}

  public func collectionView(_ collectionView: ASCollectionView, willDisplayNodeForItemAt indexPath: IndexPath) {}

  public func collectionView(
    _ collectionView: ASCollectionView, didEndDisplaying node: ASCellNode, forItemAt indexPath: IndexPath
  ) {}

  public func collectionView(_ collectionView: ASCollectionView, willBeginBatchFetchWith context: ASBatchContext) {}

  public func shouldBatchFetch(for collectionView: ASCollectionView) -> Bool { true }
}

// A collection's `delegate` and `dataSource` with Texture's protocol types; Morph's, with its own
// protocols, stay on the node (see `TextureTypedNodeProperties`).
extension TextureTypedNodeProperties where Self: CollectionNode {
  /// Texture's `delegate`, kept weakly: the collection's delegate if it adopts ``ASCollectionDelegate``.
  public var delegate: (any ASCollectionDelegate)? {
    get { (self as CollectionNode).delegate as? any ASCollectionDelegate }
    set { (self as CollectionNode).delegate = newValue }
  }

  /// Texture's `dataSource`, kept weakly: the collection's data source if it adopts
  /// ``ASCollectionDataSource``.
  public var dataSource: (any ASCollectionDataSource)? {
    get { (self as CollectionNode).dataSource as? any ASCollectionDataSource }
    set { (self as CollectionNode).dataSource = newValue }
  }

  /// Texture's `context(forSection:)`: the context object the data source gives a section; nil for a
  /// section outside the collection or a data source that gives none.
  public func context(forSection section: Int) -> (any ASSectionContext)? {
    guard (0..<numberOfSections).contains(section) else { return nil }
    return dataSource?.collectionNode(self, contextForSection: section)
  }
}
