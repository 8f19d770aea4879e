import MorphTextureCompat
import Testing

/// Items with fixed sizes and models, as a Texture app's collection data source gives them.
private final class Items: NSObject, ASCollectionDataSource {
  var sizes: [CGSize]
  init(_ sizes: [CGSize]) { self.sizes = sizes }

  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { sizes.count }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeModelForItemAt indexPath: IndexPath) -> Any? {
    "item \(indexPath.item)"
  }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
    let size = sizes[indexPath.item]
    return {
      let cell = ASCellNode()
      cell.style.preferredSize = size
      return cell
    }
  }
}

/// Pages written as a Texture app writes an `ASPagerDataSource`.
private final class Pages: NSObject, ASPagerDataSource, ASPagerDelegate {
  func numberOfPages(in pagerNode: ASPagerNode) -> Int { 3 }
  func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
    let page = ASTextCellNode()
    page.text = "Page \(index)"
    return page
  }
}

@Suite struct CollectionAndPagerTests {
  @Test func aHorizontalFlowLayoutFillsColumns() {
    let items = Items(Array(repeating: CGSize(width: 50, height: 40), count: 5))
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    flow.minimumLineSpacing = 5
    flow.minimumInteritemSpacing = 10
    let collection = ASCollectionNode(collectionViewLayout: flow)
    collection.dataSource = items
    collection.reloadData()
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 120, height: 100)))
    // Two 40-pt items and a spacing fit the 100-pt height; the third starts the next column.
    #expect(
      collection.subnodes!.map(\.frame.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 55, y: 0), CGPoint(x: 55, y: 50), CGPoint(x: 110, y: 0),
      ])
    #expect(collection.scrollableDirections == ASScrollDirectionHorizontalDirections)
    #expect(collection.visibleNodes.count == 5, "the fifth item's column starts inside the bounds")
    collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .right, animated: false)
    #expect(collection.contentOffset == CGPoint(x: 40, y: 0))
    #expect(collection.nodeModelForItem(at: IndexPath(item: 2, section: 0)) as? String == "item 2")
  }

  @Test func itemEditsAndSelectionUseTexturesNames() {
    let items = Items([CGSize(width: 50, height: 50), CGSize(width: 60, height: 60)])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = items
    collection.reloadData()
    items.sizes.insert(CGSize(width: 30, height: 30), at: 0)
    collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 300, height: 300)))
    #expect(collection.subnodes!.map(\.frame.width) == [30, 50, 60])
    #expect(collection.indexPathsForSelectedItems == nil)
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collection.nodeForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
  }

  @Test func aPagerLaysOutOnePagePerItemAtItsSize() {
    let pages = Pages()
    let pager = ASPagerNode()
    pager.setDataSource(pages)
    pager.setDelegate(pages)
    pager.reloadData()
    pager.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 375, height: 600)))
    #expect(
      pager.subnodes!.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 375, height: 600), CGRect(x: 375, y: 0, width: 375, height: 600),
        CGRect(x: 750, y: 0, width: 375, height: 600),
      ])
    #expect(pager.currentPageIndex == 0)
    pager.scrollToPage(at: 2, animated: false)
    #expect(pager.contentOffset == CGPoint(x: 750, y: 0))
    #expect(pager.currentPageIndex == 2)
    pager.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 375, height: 600)))
    #expect(pager.visibleNodes == [pager.nodeForPage(at: 2)])
    #expect(pager.indexOfPage(with: pager.nodeForPage(at: 1)) == 1)
    #expect(pager.indexOfPage(with: ASCellNode()) == NSNotFound)
    let page = pager.nodeForPage(at: 0) as? ASTextCellNode
    #expect(page?.textNode.frame.origin == CGPoint(x: 15, y: 11), "a text cell insets its text by 11 and 15 pt")
  }
}
