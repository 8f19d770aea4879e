import Foundation
import MorphLayout

/// Texture's `ASCellLayoutMode`: how a collection measures and updates its cells. Kept; Morph measures
/// every cell synchronously.
public struct ASCellLayoutMode: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let alwaysSync = ASCellLayoutMode(rawValue: 1 << 1)
  public static let alwaysAsync = ASCellLayoutMode(rawValue: 1 << 2)
  public static let forceIfNeeded = ASCellLayoutMode(rawValue: 1 << 3)
  public static let alwaysPassthroughDelegate = ASCellLayoutMode(rawValue: 1 << 4)
  public static let alwaysReloadData = ASCellLayoutMode(rawValue: 1 << 5)
  public static let disableRangeController = ASCellLayoutMode(rawValue: 1 << 6)
  public static let alwaysLazy = ASCellLayoutMode(rawValue: 1 << 7)
  public static let serializeNodeCreation = ASCellLayoutMode(rawValue: 1 << 8)
  public static let alwaysBatchUpdateSectionReload = ASCellLayoutMode(rawValue: 1 << 9)
}

extension CollectionNode {
  // MARK: Scroll view properties

  /// Texture's `alwaysBounceVertical`. Kept; Morph does not scroll.
  public var alwaysBounceVertical: Bool {
    get { keptList.alwaysBounceVertical }
    set { keptList.alwaysBounceVertical = newValue }
  }

  /// Texture's `alwaysBounceHorizontal`. Kept; Morph does not scroll.
  public var alwaysBounceHorizontal: Bool {
    get { keptList.alwaysBounceHorizontal }
    set { keptList.alwaysBounceHorizontal = newValue }
  }

  /// Texture's `showsVerticalScrollIndicator`. Kept; Morph draws no scroll indicators.
  public var showsVerticalScrollIndicator: Bool {
    get { keptList.showsVerticalScrollIndicator }
    set { keptList.showsVerticalScrollIndicator = newValue }
  }

  /// Texture's `showsHorizontalScrollIndicator`. Kept; Morph draws no scroll indicators.
  public var showsHorizontalScrollIndicator: Bool {
    get { keptList.showsHorizontalScrollIndicator }
    set { keptList.showsHorizontalScrollIndicator = newValue }
  }

  /// Texture's `cellLayoutMode`. Kept.
  public var cellLayoutMode: ASCellLayoutMode {
    get { self[kept: ASCellLayoutMode.self, initial: []] }
    set { self[kept: ASCellLayoutMode.self, initial: []] = newValue }
  }

  /// Texture's `scrollableDirections`: the axis the flow layout scrolls along.
  public var scrollableDirections: ASScrollDirection {
    scrollsHorizontally ? ASScrollDirectionHorizontalDirections : ASScrollDirectionVerticalDirections
  }

  /// Texture's `scrollDirection`, the direction of the scroll under way: none, as Morph does not scroll.
  public var scrollDirection: ASScrollDirection { [] }

  /// Texture's `isSynchronized`: always true, as Morph applies every change before returning.
  public var isSynchronized: Bool { true }

  /// Texture's `onDidFinishSynchronizing(_:)`: runs the block at once.
  public func onDidFinishSynchronizing(_ didFinishSynchronizing: () -> Void) { didFinishSynchronizing() }

  // MARK: Selection and scrolling

  /// Texture's `indexPathsForSelectedItems`: nil when no item is selected, as in UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    let selected = selectedIndexPaths
    return selected.isEmpty ? nil : selected
  }

  /// Texture's `selectItem(at:animated:scrollPosition:)`.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    if animated && !scrollPosition.isEmpty { ListNode.reportAnimatedScroll(self) }
    selectItem(at: indexPath, vertically: scrollPosition.vertical, horizontally: scrollPosition.horizontal)
  }

  /// Texture's `deselectItem(at:animated:)`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

  /// Texture's `scrollToItem(at:at:animated:)`: scrolls, within the scrollable range, so that the item
  /// is where the position asks along each axis it names.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    if animated { ListNode.reportAnimatedScroll(self) }
    scroll(toCellAt: indexPath, vertically: scrollPosition.vertical, horizontally: scrollPosition.horizontal)
  }

  // MARK: Querying

  /// Texture's `nodeModelForItem(at:)`: the model the data source gave the item's cell.
  public func nodeModelForItem(at indexPath: IndexPath) -> Any? { nodeForItem(at: indexPath)?.nodeModel }

  /// Texture's `cellForItem(at:)`: a cell view over the item's cell node while the item is visible, nil
  /// otherwise, as UIKit has cell views for visible items only.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard indexPathsForVisibleItems.contains(indexPath), let cell = cell(at: indexPath) else { return nil }
    return UICollectionViewCell(node: cell)
  }

  /// Texture's `waitUntilAllUpdatesAreCommitted()`, the older name of `waitUntilAllUpdatesAreProcessed()`.
  public func waitUntilAllUpdatesAreCommitted() { waitUntilAllUpdatesAreProcessed() }

  /// Texture's `registerSupplementaryNode(ofKind:)`: on a device the collection then asks its data
  /// source for supplementary nodes (headers, footers) of the kind. Kept in
  /// ``registeredSupplementaryElementKinds``; Morph's collections lay out items only, and say so once.
  public func registerSupplementaryNode(ofKind elementKind: String) {
    self[kept: RegisteredSupplementaryKinds.self, initial: RegisteredSupplementaryKinds()].kinds.insert(elementKind)
    DeviceOnlyDiagnostics.report(
      "\(self): supplementary nodes (\(elementKind)) are laid out only on a device; Morph lays out the items")
  }

  /// The kinds given to ``registerSupplementaryNode(ofKind:)``.
  public var registeredSupplementaryElementKinds: Set<String> {
    self[kept: RegisteredSupplementaryKinds.self, initial: RegisteredSupplementaryKinds()].kinds
  }
}

/// The view class a collection was given.
private struct KeptCollectionViewClass {
  var viewClass: AnyClass?
}

extension CollectionNode {
  /// Texture's `collectionViewClass`: the class of the view a device makes for the collection, a
  /// subclass of ``ASCollectionView``. Kept and returned as set; Morph's `view` is an
  /// ``ASCollectionView`` over the node whatever the class.
  public var collectionViewClass: AnyClass? {
    get { self[kept: KeptCollectionViewClass.self, initial: KeptCollectionViewClass()].viewClass }
    set { self[kept: KeptCollectionViewClass.self, initial: KeptCollectionViewClass()].viewClass = newValue }
  }
}

/// The supplementary element kinds registered with a collection.
private struct RegisteredSupplementaryKinds {
  var kinds: Set<String> = []
}
