import MorphTextureCompat
import Testing

/// Rows of fixed heights, from a data source with Texture's node form.
private final class FixedRows: NSObject, ASTableDataSource {
  let heights: [CGFloat]
  init(_ heights: [CGFloat]) { self.heights = heights }

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { heights.count }
  func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    let cell = ASCellNode()
    cell.style.height = ASDimensionMake(heights[indexPath.row])
    return cell
  }
}

/// Square items, from a data source with Texture's node form.
private final class Squares: NSObject, ASCollectionDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { count }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    let cell = ASCellNode()
    cell.style.preferredSize = CGSize(width: 100, height: 100)
    return cell
  }
}

@Suite struct ContainerViewTests {
  @Test func aTableViewIsTheTablesScrollState() {
    let rows = FixedRows([50, 50, 50, 50])
    let table = ASTableNode()
    table.dataSource = rows
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 200, height: 100)))
    let view: ASTableView = table.view
    #expect(view.tableNode === table)
    #expect(view.contentSize == CGSize(width: 200, height: 200))
    view.contentOffset = CGPoint(x: 0, y: 60)
    #expect(table.contentOffset == CGPoint(x: 0, y: 60), "the view's offset is the node's")
    table.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    #expect(view.contentInset.top == 5)
    view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    #expect(table.contentInset.top == 8)
  }

  @Test func aCollectionAndAPagerViewAreTheirScrollState() {
    let squares = Squares(6)
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = squares
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 210, height: 100)))
    let view: ASCollectionView = collection.view
    #expect(view.collectionNode === collection)
    #expect(view.contentSize.height == 320, "three rows of two, 10 apart")
    view.contentOffset = CGPoint(x: 0, y: 110)
    #expect(collection.contentOffset == CGPoint(x: 0, y: 110))
    let pager = ASPagerNode()
    let pagerView: ASCollectionView = pager.view
    #expect(pagerView.collectionNode === pager)
  }

  @Test func aScrollNodesViewHasItsContentSize() {
    let scroll = ASScrollNode()
    scroll.contentSize = CGSize(width: 300, height: 900)
    let view: UIScrollView = scroll.view
    #expect(view.contentSize == CGSize(width: 300, height: 900))
    #expect(scroll.isNodeLoaded, "asking for the view loads the node")
  }

  @Test func cellViewsExistForVisibleCellsOnly() {
    let rows = FixedRows([60, 60, 60])
    let table = ASTableNode()
    table.dataSource = rows
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 200, height: 100)))
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(first?.node === table.nodeForRow(at: IndexPath(row: 0, section: 0)))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil, "the third row is below the visible area")
    #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)

    let squares = Squares(6)
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = squares
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 210, height: 100)))
    #expect(
      collection.cellForItem(at: IndexPath(item: 1, section: 0))?.node
        === collection.nodeForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
  }

  @Test func beginAndEndUpdatesApplyTheirEditsTogether() {
    final class Growing: NSObject, ASCollectionDataSource {
      var count = 2
      func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { count }
    }
    let source = Growing()
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.reloadData()
    collection.beginUpdates()
    source.count = 4
    collection.insertItems(at: [IndexPath(item: 2, section: 0)])
    collection.beginUpdates()
    collection.insertItems(at: [IndexPath(item: 3, section: 0)])
    collection.endUpdatesAnimated(false)
    #expect(collection.numberOfItems(inSection: 0) == 2, "nothing applies before the outermost batch ends")
    var finished: Bool?
    collection.endUpdatesAnimated(true) { finished = $0 }
    #expect(collection.numberOfItems(inSection: 0) == 4)
    #expect(finished == true)
    collection.waitUntilAllUpdatesAreCommitted()
  }

  @Test func supplementaryKindsAreKeptAndReported() {
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
    #expect(collection.registeredSupplementaryElementKinds == [UICollectionView.elementKindSectionHeader])
    #expect(
      DeviceOnlyDiagnostics.messages.contains {
        $0.contains("supplementary nodes (UICollectionElementKindSectionHeader)")
      })
  }

  @Test func textureCodeConfiguresTheListsThroughTheirViews() {
    let rows = FixedRows([60, 60, 60])
    let table = ASTableNode()
    table.dataSource = rows
    table.view.separatorStyle = .none
    table.view.allowsSelection = false
    table.view.leadingScreensForBatching = 1
    #expect(!table.allowsSelection && table.leadingScreensForBatching == 1, "the view's settings are the node's")
    table.view.separatorColor = .red
    #expect(table.view.separatorStyle == .none && table.view.separatorColor == .red, "kept on the node")
    #expect(ASTableNode().view.separatorStyle == .singleLine)
    table.allowsSelection = true
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 200, height: 100)))
    #expect(table.view.visibleNodes.count == 2)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.view.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)

    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.view.allowsMultipleSelection = true
    collection.view.leadingScreensForBatching = 3
    #expect(collection.allowsMultipleSelection && collection.view.allowsMultipleSelection)
    #expect(collection.leadingScreensForBatching == 3 && collection.view.visibleNodes.isEmpty)
  }

  @Test func aCollectionKeepsItsViewClass() {
    final class Grid: ASCollectionView {}
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(collection.collectionViewClass == nil)
    collection.collectionViewClass = Grid.self
    #expect(collection.collectionViewClass == Grid.self)
  }

  @Test func scrollDirectionsAnswerTexturesQuestions() {
    #expect(ASScrollDirection.none.isEmpty)
    let upRight: ASScrollDirection = [.up, .right]
    #expect(
      ASScrollDirectionContainsVerticalDirection(upRight) && ASScrollDirectionContainsHorizontalDirection(upRight))
    #expect(ASScrollDirectionContainsUp(upRight) && !ASScrollDirectionContainsDown(upRight))
    #expect(ASScrollDirectionContainsRight(upRight) && !ASScrollDirectionContainsLeft(upRight))
    #expect(!ASScrollDirectionContainsVerticalDirection(.left) && ASScrollDirectionContainsHorizontalDirection(.left))
    #expect(ASScrollDirectionContainsDown(.down) && ASScrollDirectionContainsLeft(.left))
    #expect(!ASScrollDirectionContainsVerticalDirection(.none) && !ASScrollDirectionContainsHorizontalDirection(.none))
  }
}
