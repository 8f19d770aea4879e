import Foundation
import MorphLayout

/// Texture's `ASSectionContext`: an object a collection keeps for a section. Morph's collections ask
/// for none; the protocol is here for the types apps declare against it.
public protocol ASSectionContext: AnyObject {
  /// A name for the section.
  var sectionName: String? { get set }
  /// The collection view the section belongs to.
  var collectionView: ASCollectionView? { get set }
}

/// Texture's `ASSupplementaryNodeSource`: makes the supplementary nodes (headers, footers) of a
/// section controller. Every requirement has a default, as in Texture every method is optional.
/// Morph's collections lay out items only and never call it.
public protocol ASSupplementaryNodeSource: AnyObject {
  /// A block making the node of a supplementary element; by default one wrapping
  /// ``nodeForSupplementaryElement(ofKind:at:)``.
  func nodeBlockForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ASCellNodeBlock
  /// The node of a supplementary element; an empty cell by default.
  func nodeForSupplementaryElement(ofKind kind: String, at index: Int) -> ASCellNode
  /// The range a supplementary element is measured in; unconstrained by default.
  func sizeRangeForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ASSizeRange
}

extension ASSupplementaryNodeSource {
  public func nodeBlockForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ASCellNodeBlock {
    let node = nodeForSupplementaryElement(ofKind: elementKind, at: index)
    return { node }
  }
  public func nodeForSupplementaryElement(ofKind kind: String, at index: Int) -> ASCellNode { CellNode() }
  public func sizeRangeForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ASSizeRange {
    .unconstrained
  }
}

/// Texture's `ASCollectionViewLayoutInspecting`: the sizes a custom collection layout measures cells
/// in. Kept on a collection as its `layoutInspector`; Morph measures cells with its flow layout and
/// the delegate, and never calls it.
public protocol ASCollectionViewLayoutInspecting: AnyObject {
  /// The range an item's cell is measured in.
  func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath
  ) -> ASSizeRange
  /// The directions the layout scrolls in.
  func scrollableDirections() -> ASScrollDirection
  /// The range a supplementary node is measured in; unconstrained by default.
  func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASSizeRange
  /// The number of supplementary nodes of a kind in a section; 0 by default.
  func collectionView(
    _ collectionView: ASCollectionView, supplementaryNodesOfKind kind: String, inSection section: UInt
  ) -> UInt
  /// The collection's delegate changed.
  func didChangeCollectionViewDelegate(_ delegate: (any ASCollectionDelegate)?)
  /// The collection's data source changed.
  func didChangeCollectionViewDataSource(_ dataSource: (any ASCollectionDataSource)?)
}

extension ASCollectionViewLayoutInspecting {
  public func collectionView(
    _ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind kind: String,
    at indexPath: IndexPath
  ) -> ASSizeRange { .unconstrained }
  public func collectionView(
    _ collectionView: ASCollectionView, supplementaryNodesOfKind kind: String, inSection section: UInt
  ) -> UInt { 0 }
  public func didChangeCollectionViewDelegate(_ delegate: (any ASCollectionDelegate)?) {}
  public func didChangeCollectionViewDataSource(_ dataSource: (any ASCollectionDataSource)?) {}
}

/// A weak reference to a layout inspector, kept with a collection.
private struct KeptLayoutInspector {
  weak var inspector: (any ASCollectionViewLayoutInspecting)?
}

extension CollectionNode {
  /// Texture's `layoutInspector`, kept weakly; Morph never calls it (see
  /// ``ASCollectionViewLayoutInspecting``).
  public var layoutInspector: (any ASCollectionViewLayoutInspecting)? {
    get { self[kept: KeptLayoutInspector.self, initial: KeptLayoutInspector()].inspector }
    set { self[kept: KeptLayoutInspector.self, initial: KeptLayoutInspector()].inspector = newValue }
  }
}

/// Texture's `ASCollectionDelegateFlowLayout`: a collection delegate that also sizes a flow layout's
/// headers and footers. Every requirement has a default, as in Texture every method is optional.
/// Morph's collections lay out items only and do not call them yet.
public protocol ASCollectionDelegateFlowLayout: ASCollectionDelegate {
  /// The range a section's header is measured in; zero by default (no header).
  func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange
  /// The range a section's footer is measured in; zero by default (no footer).
  func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int) -> ASSizeRange
}

extension ASCollectionDelegateFlowLayout {
  public func collectionNode(
    _ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int
  ) -> ASSizeRange { .zero }
  public func collectionNode(
    _ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int
  ) -> ASSizeRange { .zero }
}
