import MorphLayout

/// UIKit's `UITableView`, as far as this module's table nodes need it: the class behind a table
/// node's view and the namespace of its nested names (see `UITableView+Containers.swift`).
open class UITableView: UIView {}

/// UIKit's `UICollectionView`, as far as this module's collection nodes need it: the class behind a
/// collection node's view and the namespace of its nested names (see `UICollectionView+Containers.swift`).
open class UICollectionView: UIView {}

/// Texture's `ASTableView`, the view behind a table node.
open class ASTableView: UITableView {}

/// Texture's `ASCollectionView`, the view behind a collection node.
open class ASCollectionView: UICollectionView {}
