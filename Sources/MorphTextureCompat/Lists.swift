import Foundation
import MorphLayout

/// Texture's `ASTableNode`.
public typealias ASTableNode = TableNode
/// Texture's `ASTableDataSource`.
public typealias ASTableDataSource = TableDataSource
/// Texture's `ASTableDelegate`.
public typealias ASTableDelegate = TableDelegate
/// Texture's `ASCollectionNode`.
public typealias ASCollectionNode = CollectionNode
/// Texture's `ASCollectionDataSource`.
public typealias ASCollectionDataSource = CollectionDataSource
/// Texture's `ASCollectionDelegate`.
public typealias ASCollectionDelegate = CollectionDelegate
/// UIKit's `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionFlowLayout
/// Texture's `ASCellNodeBlock`.
public typealias ASCellNodeBlock = () -> CellNode

/// UIKit's `UITableView` names that table nodes use.
public enum UITableView {
  /// UIKit's `UITableView.Style`; Morph draws every style as a plain list.
  public enum Style: Sendable {
    case plain, grouped, insetGrouped
  }
}

extension TableNode {
  /// Texture's `init(style:)`.
  public convenience init(style: UITableView.Style) {
    self.init()
  }
}

#if !canImport(UIKit)
  extension IndexPath {
    /// UIKit's `init(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// UIKit's `init(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// UIKit's `section`.
    public var section: Int { self[0] }
    /// UIKit's `row`.
    public var row: Int { self[1] }
    /// UIKit's `item`.
    public var item: Int { self[1] }
  }
#endif
