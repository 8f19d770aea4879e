import Foundation

/// How a ``CollectionNode`` places its cells (UIKit's `UICollectionViewLayout`). Morph lays out
/// ``CollectionFlowLayout``; a collection with another layout places its cells as a default flow
/// layout would.
open class CollectionViewLayout: NSObject {
  public override init() {}
}

/// Places a ``CollectionNode``'s cells as UIKit's `UICollectionViewFlowLayout` does. Scrolling
/// vertically: in rows from the left, wrapping at the collection's width less the section insets, each
/// row as tall as its tallest cell. Scrolling horizontally: in columns from the top, wrapping at the
/// height less the section insets, each column as wide as its widest cell, sections side by side.
open class CollectionFlowLayout: CollectionViewLayout {
  /// The axis a flow layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Sendable, Hashable {
    case vertical, horizontal
  }

  /// The axis the layout scrolls along; vertical by default.
  public var scrollDirection = ScrollDirection.vertical
  /// The size every item is measured at exactly; zero measures each cell for the collection's
  /// width (less the section insets) and any height, as Texture does.
  public var itemSize: CGSize = .zero
  /// Space between rows (columns, scrolling horizontally); 10 as in UIKit.
  public var minimumLineSpacing: CGFloat = 10
  /// Space between items in a row (column); 10 as in UIKit.
  public var minimumInteritemSpacing: CGFloat = 10
  /// Padding around each section.
  public var sectionInset: EdgeInsets = .zero

  public override init() {}
}
