import MorphTextureCompat
import Testing

/// A data source written as a Texture app's view controller writes one.
private final class RowsSource: NSObject, ASTableDataSource, ASCollectionDataSource {
  let heights: [[CGFloat]]
  init(heights: [[CGFloat]]) { self.heights = heights }

  func numberOfSections(in tableNode: ASTableNode) -> Int { heights.count }
  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { heights[section].count }
  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let height = heights[indexPath.section][indexPath.row]
    return {
      let cell = ASCellNode()
      cell.style.height = ASDimensionMake(height)
      return cell
    }
  }

  func numberOfSections(in collectionNode: ASCollectionNode) -> Int { heights.count }
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    heights[section].count
  }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    let cell = ASCellNode()
    cell.style.preferredSize = CGSize(width: 100, height: heights[indexPath.section][indexPath.item])
    return cell
  }
}

/// Tables and collections lay their cells out in place, enough to preview a cell in its list.
@Suite struct ListNodeTests {
  @Test func aTableStacksItsCellsAtItsWidth() {
    let source = RowsSource(heights: [[44, 60], [30]])
    let table = ASTableNode(style: .plain)
    table.dataSource = source
    table.reloadData()
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(table.subnodes!.count == 3)
    #expect(
      table.subnodes!.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 60),
        CGRect(x: 0, y: 104, width: 320, height: 30),
      ])
    #expect(table.clipsToBounds, "rows below the bottom are cut off")
    #expect(table.nodeForRow(at: IndexPath(row: 0, section: 1)) === table.subnodes![2])
    #expect(table.nodeForRow(at: IndexPath(row: 5, section: 1)) == nil)
  }

  @Test func aCollectionFlowsItsCellsIntoRows() {
    let source = RowsSource(heights: [[40, 50, 30]])
    let flow = UICollectionViewFlowLayout()
    flow.minimumInteritemSpacing = 10
    flow.minimumLineSpacing = 5
    flow.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let collection = ASCollectionNode(collectionViewLayout: flow)
    collection.dataSource = source
    collection.reloadData()
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 230, height: 300)))
    // 214 pt inside the insets: two 100-pt cells and a spacing fit in a row, the third wraps.
    #expect(
      collection.subnodes!.map(\.frame) == [
        CGRect(x: 8, y: 8, width: 100, height: 40), CGRect(x: 118, y: 8, width: 100, height: 50),
        CGRect(x: 8, y: 63, width: 100, height: 30),
      ])
  }

  @Test func aFlowLayoutsItemSizeMeasuresEveryCellExactly() {
    let source = RowsSource(heights: [[40, 50]])
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 60, height: 60)
    let collection = ASCollectionNode(collectionViewLayout: flow)
    collection.dataSource = source
    collection.reloadData()
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 200, height: 100)))
    #expect(collection.subnodes!.map(\.frame.size) == [CGSize(width: 60, height: 60), CGSize(width: 60, height: 60)])
  }
}
