import MorphLayout

/// UIKit's `UITableView`, as far as this module's table nodes need it: the scroll view behind a table
/// node's view and the namespace of its nested names (see `UITableView+Containers.swift`).
open class UITableView: UIScrollView {}

/// UIKit's `UICollectionView`, as far as this module's collection nodes need it: the scroll view behind
/// a collection node's view and the namespace of its nested names (see
/// `UICollectionView+Containers.swift`).
open class UICollectionView: UIScrollView {}

/// Texture's `ASTableView`, the view of a table node (`tableNode.view`): its scroll position, insets
/// and content size are the node's.
open class ASTableView: UITableView {
  /// Texture's `tableNode`: the node the view is the view of.
  public var tableNode: ASTableNode? { node as? ASTableNode }

  open override var contentOffset: CGPoint {
    get { tableNode?.contentOffset ?? .zero }
    set { tableNode?.contentOffset = newValue }
  }

  open override var contentInset: UIEdgeInsets {
    get { tableNode?.contentInset ?? .zero }
    set { tableNode?.contentInset = newValue }
  }

  /// The size of the rows, as of the node's last layout; set by the layout alone.
  open override var contentSize: CGSize {
    get { tableNode?.contentSize ?? .zero }
    set {}
  }
}

/// Texture's `ASCollectionView`, the view of a collection node (`collectionNode.view`): its scroll
/// position, insets and content size are the node's.
open class ASCollectionView: UICollectionView {
  /// Texture's `collectionNode`: the node the view is the view of.
  public var collectionNode: ASCollectionNode? { node as? ASCollectionNode }

  open override var contentOffset: CGPoint {
    get { collectionNode?.contentOffset ?? .zero }
    set { collectionNode?.contentOffset = newValue }
  }

  open override var contentInset: UIEdgeInsets {
    get { collectionNode?.contentInset ?? .zero }
    set { collectionNode?.contentInset = newValue }
  }

  /// The size of the items, as of the node's last layout; set by the layout alone.
  open override var contentSize: CGSize {
    get { collectionNode?.contentSize ?? .zero }
    set {}
  }
}

// Texture types the `view` of its container nodes with the container's view class; these declare it
// beside the node's plain `view` (see `TextureTypedNodeProperties`).
extension TextureTypedNodeProperties where Self: TableNode {
  /// Texture's `view` of a table node: an ``ASTableView`` over the node. Asking for it loads the node.
  public var view: ASTableView {
    loadIfNeeded()
    return ASTableView(node: self)
  }
}

extension TextureTypedNodeProperties where Self: CollectionNode {
  /// Texture's `view` of a collection (or pager) node: an ``ASCollectionView`` over the node. Asking for
  /// it loads the node.
  public var view: ASCollectionView {
    loadIfNeeded()
    return ASCollectionView(node: self)
  }
}

extension TextureTypedNodeProperties where Self: ScrollNode {
  /// Texture's `view` of a scroll node: a `UIScrollView` over the node whose content size is the
  /// node's. Asking for it loads the node.
  public var view: UIScrollView {
    loadIfNeeded()
    let view = UIScrollView(node: self)
    view.contentSize = contentSize
    return view
  }
}
