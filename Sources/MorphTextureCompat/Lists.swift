import Foundation
import MorphLayout

/// Texture's `ASTableNode`.
public typealias ASTableNode = TableNode
/// Texture's `ASCollectionNode`.
public typealias ASCollectionNode = CollectionNode
/// Texture's `ASPagerNode`.
public typealias ASPagerNode = PagerNode
/// Texture's `ASPagerDataSource`.
public typealias ASPagerDataSource = PagerDataSource
/// Texture's `ASPagerNodeDataSource`, the older name of `ASPagerDataSource`.
public typealias ASPagerNodeDataSource = PagerDataSource
/// Texture's `ASPagerDelegate`: a collection delegate (with Texture's forms, see
/// ``ASCollectionDelegate``) that a pager hears of its pages' events through.
public protocol ASPagerDelegate: ASCollectionDelegate, PagerDelegate {}
/// Texture's `ASPagerFlowLayout`.
public typealias ASPagerFlowLayout = PagerFlowLayout
/// Texture's `ASBatchContext`.
public typealias ASBatchContext = BatchContext
/// Texture's `ASCellNodeBlock`.
public typealias ASCellNodeBlock = () -> CellNode
/// Texture's `ASCellNodeAnimation`.
public typealias ASCellNodeAnimation = UInt

extension TableNode {
  /// Texture's `init(style:)`; Morph draws every style as a plain list, and keeps the style.
  public convenience init(style: UITableView.Style) {
    self.init()
    tableStyle = style
  }

  /// The style the table was made with.
  public internal(set) var tableStyle: UITableView.Style {
    get { self[kept: UITableView.Style.self, initial: .plain] }
    set { self[kept: UITableView.Style.self, initial: .plain] = newValue }
  }
}
