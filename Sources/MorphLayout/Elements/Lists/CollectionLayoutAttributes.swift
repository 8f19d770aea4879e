import Foundation

/// Where a collection places one of its cells (UIKit's `UICollectionViewLayoutAttributes`): the
/// cell's frame in the collection's content and its index path. A ``CollectionNode`` gives each cell
/// new attributes whenever a layout moves or resizes it, as ``CellNode/layoutAttributes``.
open class CollectionLayoutAttributes: NSObject {
  /// The cell's index path in its collection.
  public var indexPath: IndexPath
  /// The kind of supplementary element the attributes place; nil for an item's cell.
  public private(set) var representedElementKind: String?
  /// The cell's frame in the collection's content.
  public var frame: CGRect = .zero
  /// The cell's opacity; 1 by default.
  public var alpha: CGFloat = 1
  /// The cell's stacking order; 0 by default.
  public var zIndex = 0
  /// Whether the cell is hidden; false by default.
  public var isHidden = false

  /// Attributes placing the cell of an item (UIKit's `init(forCellWith:)`).
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }

  /// Attributes placing a supplementary element, such as a header (UIKit's
  /// `init(forSupplementaryViewOfKind:with:)`).
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementKind = elementKind
  }

  /// The cell's size (the frame's).
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The cell's center (the frame's).
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// Attributes are equal when they place the same element at the same index path in the same way.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionLayoutAttributes else { return false }
    return indexPath == other.indexPath && representedElementKind == other.representedElementKind
      && frame == other.frame && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }
}
