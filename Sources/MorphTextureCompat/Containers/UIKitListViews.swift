import MorphLayout

/// UIKit's `UITableView`, as far as this module's table nodes need it: the scroll view behind a table
/// node's view, the properties Texture code sets on that view, and the namespace of its nested names
/// (see `UITableView+Containers.swift`).
open class UITableView: UIScrollView {
  /// UIKit's `separatorStyle` (`.singleLine`). Kept; Morph draws no separators, as with `.none`.
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// UIKit's `separatorColor`. Kept; Morph draws no separators.
  public var separatorColor: UIColor?
  /// UIKit's `allowsSelection` (true).
  public var allowsSelection = true
  /// UIKit's `allowsMultipleSelection` (false).
  public var allowsMultipleSelection = false
}

extension UITableViewCell {
  /// UIKit's `UITableViewCell.SeparatorStyle`: the line a table draws between rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }
}

/// UIKit's `UICollectionView`, as far as this module's collection nodes need it: the scroll view behind
/// a collection node's view, the properties Texture code sets on that view, and the namespace of its
/// nested names (see `UICollectionView+Containers.swift`).
open class UICollectionView: UIScrollView {
  /// UIKit's `allowsSelection` (true).
  public var allowsSelection = true
  /// UIKit's `allowsMultipleSelection` (false).
  public var allowsMultipleSelection = false
}

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

  open override var allowsSelection: Bool {
    get { tableNode?.allowsSelection ?? true }
    set { tableNode?.allowsSelection = newValue }
  }

  open override var allowsMultipleSelection: Bool {
    get { tableNode?.allowsMultipleSelection ?? false }
    set { tableNode?.allowsMultipleSelection = newValue }
  }

  /// UIKit's `separatorStyle`, kept on the node, so that every view of the table reads it back.
  open override var separatorStyle: UITableViewCell.SeparatorStyle {
    get { tableNode?[kept: KeptSeparators.self, initial: KeptSeparators()].style ?? .singleLine }
    set { tableNode?[kept: KeptSeparators.self, initial: KeptSeparators()].style = newValue }
  }

  /// UIKit's `separatorColor`, kept on the node.
  open override var separatorColor: UIColor? {
    get { tableNode?[kept: KeptSeparators.self, initial: KeptSeparators()].color }
    set { tableNode?[kept: KeptSeparators.self, initial: KeptSeparators()].color = newValue }
  }

  /// Texture's `leadingScreensForBatching` of the view: the node's.
  public var leadingScreensForBatching: CGFloat {
    get { tableNode?.leadingScreensForBatching ?? 0 }
    set { tableNode?.leadingScreensForBatching = newValue }
  }

  /// Texture's `visibleNodes` of the view: the node's visible cells.
  public var visibleNodes: [ASCellNode] { tableNode?.visibleNodes ?? [] }

  /// UIKit's `deselectRow(at:animated:)`: deselects the node's row.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    tableNode?.deselectRow(at: indexPath, animated: animated)
  }
}

/// The separators a table's views were given, kept on the table node.
private struct KeptSeparators {
  var style = UITableViewCell.SeparatorStyle.singleLine
  var color: UIColor?
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

  open override var allowsSelection: Bool {
    get { collectionNode?.allowsSelection ?? true }
    set { collectionNode?.allowsSelection = newValue }
  }

  open override var allowsMultipleSelection: Bool {
    get { collectionNode?.allowsMultipleSelection ?? false }
    set { collectionNode?.allowsMultipleSelection = newValue }
  }

  /// Texture's `leadingScreensForBatching` of the view: the node's.
  public var leadingScreensForBatching: CGFloat {
    get { collectionNode?.leadingScreensForBatching ?? 0 }
    set { collectionNode?.leadingScreensForBatching = newValue }
  }

  /// Texture's `visibleNodes` of the view: the node's visible cells.
  public var visibleNodes: [ASCellNode] { collectionNode?.visibleNodes ?? [] }
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
