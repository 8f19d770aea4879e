import Foundation

/// How a ``CollectionNode`` places its cells (UIKit's `UICollectionViewLayout`). Morph lays out
/// ``CollectionFlowLayout``; a layout that does not override
/// ``itemFrames(in:context:)`` places the cells as a default flow layout would.
open class CollectionViewLayout: NSObject {
  public override init() {}

  /// The frame of every item of `collection`, by section, in content coordinates, and the size the
  /// frames cover; nil (the default) places the cells as a default flow layout would. The collection
  /// asks during its layout pass, once ``CollectionNode/contentViewportSize`` is set; a layout measures
  /// the cells it needs to with `context`, and the collection lays each cell out at exactly its frame's
  /// size. An item without a frame gets an empty one at the origin.
  open func itemFrames(
    in collection: CollectionNode, context: LayoutContext
  ) -> (
    frames: [[CGRect]], contentSize: CGSize
  )? {
    nil
  }
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
