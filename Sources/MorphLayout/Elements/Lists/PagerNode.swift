import Foundation

/// Supplies a ``PagerNode``'s pages (Texture's `ASPagerDataSource`): the page count, and one of the two
/// page methods (a cell block wrapping ``pagerNode(_:nodeAt:)`` by default).
public protocol PagerDataSource: AnyObject {
  /// The number of pages.
  func numberOfPages(in pagerNode: PagerNode) -> Int
  /// The cell of a page; an empty cell by default.
  func pagerNode(_ pagerNode: PagerNode, nodeAt index: Int) -> CellNode
  /// A block making the cell of a page (Texture's preferred form).
  func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> () -> CellNode
}

extension PagerDataSource {
  public func pagerNode(_ pagerNode: PagerNode, nodeAt index: Int) -> CellNode { CellNode() }

  public func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> () -> CellNode {
    let cell = self.pagerNode(pagerNode, nodeAt: index)
    return { cell }
  }
}

/// Hears of a ``PagerNode``'s events (Texture's `ASPagerDelegate`): a collection delegate. A pager
/// sizes its pages itself, so it never asks for a page's constrained size.
public protocol PagerDelegate: CollectionDelegate {}

/// The flow layout of a ``PagerNode`` (Texture's `ASPagerFlowLayout`): horizontal, pages edge to edge.
open class PagerFlowLayout: CollectionFlowLayout {
  public override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
  }
}

/// A horizontally paging collection of pages (Texture's `ASPagerNode`): one section, one cell per page,
/// each measured exactly at the pager's size and placed edge to edge; the
/// ``ListNode/contentOffset`` says which page is shown.
open class PagerNode: CollectionNode {
  /// Forwards the collection's data source questions to the pager's data source.
  private final class Pages: CollectionDataSource {
    weak var source: (any PagerDataSource)?

    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
      guard let pager = collectionNode as? PagerNode else { return 0 }
      return source?.numberOfPages(in: pager) ?? 0
    }

    func collectionNode(
      _ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath
    ) -> () -> CellNode {
      guard let pager = collectionNode as? PagerNode, let source else { return { CellNode() } }
      return source.pagerNode(pager, nodeBlockAt: indexPath[1])
    }
  }

  private let pages = Pages()

  /// A pager with a ``PagerFlowLayout``.
  public convenience init() {
    self.init(collectionViewLayout: PagerFlowLayout())
  }

  /// A pager placing its pages with `flowLayout`.
  public init(collectionViewLayout flowLayout: PagerFlowLayout) {
    super.init(collectionViewLayout: flowLayout)
  }

  /// The pages' data source (Texture's `setDataSource(_:)`), kept weakly.
  public func setDataSource(_ dataSource: (any PagerDataSource)?) {
    pages.source = dataSource
    self.dataSource = pages
  }

  /// The pages' delegate (Texture's `setDelegate(_:)`), kept weakly.
  public func setDelegate(_ delegate: (any PagerDelegate)?) {
    self.delegate = delegate
  }

  /// The pages' data source.
  public var pagerDataSource: (any PagerDataSource)? { pages.source }

  /// Whether the system may adjust the pager's insets for bars; kept, as Morph has no bars.
  public var allowsAutomaticInsetsAdjustment = false

  /// The size every page is laid out at: the pager's own inside its content insets.
  public var pageSize: CGSize { contentViewportSize }

  override func itemRange(at indexPath: IndexPath) -> SizeRange { SizeRange(exactly: pageSize) }

  /// The index of the page at the pager's left edge.
  public var currentPageIndex: Int {
    pageSize.width > 0 ? Int(((contentOffset.x + contentInset.left) / pageSize.width).rounded(.down)) : 0
  }

  /// Scrolls so that a page fills the pager.
  public func scrollToPage(at index: Int, animated: Bool) {
    scroll(toCellAt: IndexPath(indexes: [0, index]), vertically: .unchanged, horizontally: .start)
  }

  /// The cell of a page; the page must exist.
  public func nodeForPage(at index: Int) -> CellNode {
    guard let cell = cell(at: IndexPath(indexes: [0, index])) else {
      preconditionFailure("PagerNode.nodeForPage(at: \(index)): the pager has \(numberOfItems(inSection: 0)) pages")
    }
    return cell
  }

  /// The index of a page's cell; `NSNotFound` for a cell not in the pager.
  public func indexOfPage(with node: CellNode) -> Int { indexPath(for: node)?[1] ?? NSNotFound }

  open override var kindName: String { "pager" }
}
