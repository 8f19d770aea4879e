import MorphLayout

/// Texture's `ASCollectionDataSourceInterop`: a collection data source that also supplies UIKit cells
/// for items that have no node, so that UIKit cells and nodes can share a collection. Morph's
/// collections hold nodes only: they never ask for a UIKit cell, and draw every item from its node.
public protocol ASCollectionDataSourceInterop: ASCollectionDataSource {
  /// The UIKit cell of an item that has no node. Morph never asks for it.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The UIKit view of a supplementary element (a header or footer) that has no node. Optional, as in
  /// Texture: by default an empty view. Morph never asks for it.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the collection dequeues UIKit cells for the items that have nodes too; false by default.
  static var dequeuesCellsForNodeBackedItems: Bool { get }
}

extension ASCollectionDataSourceInterop {
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }
  public static var dequeuesCellsForNodeBackedItems: Bool { false }
}

/// Texture's `ASCollectionDelegateInterop`: a collection delegate that also hears of the UIKit cells
/// and supplementary views of a collection that mixes them with nodes. Every method is optional, as in
/// Texture. Morph's collections show nodes only and never call them.
public protocol ASCollectionDelegateInterop: ASCollectionDelegate {
  /// A UIKit cell became visible.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A UIKit cell stopped being visible.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A UIKit supplementary view became visible.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A UIKit supplementary view stopped being visible.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension ASCollectionDelegateInterop {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
