import MorphTextureCompat
import Testing

/// A data source and delegate written against Texture's older view forms only.
private final class ViewFormTable: NSObject, ASTableDataSource, ASTableDelegate {
  var displayed: [IndexPath] = []
  var displayedNodes: [IndexPath] = []
  var fetches = 0
  var locked = false

  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
    let cell = ASTextCellNode()
    cell.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    ASSizeRangeMake(CGSize(width: 100, height: 40))
  }
  func tableView(_ tableView: ASTableView, willDisplay node: ASCellNode, forRowAt indexPath: IndexPath) {
    #expect(tableView.tableNode?.nodeForRow(at: indexPath) === node)
    displayed.append(indexPath)
  }
  func tableView(_ tableView: ASTableView, willDisplayNodeForRowAt indexPath: IndexPath) {
    displayedNodes.append(indexPath)
  }
  func shouldBatchFetch(for tableView: ASTableView) -> Bool { fetches == 0 }
  func tableView(_ tableView: ASTableView, willBeginBatchFetchWith context: ASBatchContext) { fetches += 1 }
  func tableViewLockDataSource(_ tableView: ASTableView) { locked = true }
}

/// A collection data source and delegate written against Texture's older view forms only, with
/// section contexts.
private final class ViewFormCollection: NSObject, ASCollectionDataSource, ASCollectionDelegate {
  final class Context: ASSectionContext {
    var sectionName: String?
    var collectionView: ASCollectionView?
    init(_ name: String) { sectionName = name }
  }
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []
  let contexts = [Context("first"), Context("second")]

  func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 2 }
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 1 }
  func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
    { ASCellNode() }
  }
  func collectionNode(_ collectionNode: ASCollectionNode, contextForSection section: Int) -> (any ASSectionContext)? {
    contexts[section]
  }
  func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath) -> ASSizeRange
  {
    ASSizeRangeMake(CGSize(width: 80, height: 80))
  }
  func collectionView(_ collectionView: ASCollectionView, willDisplay node: ASCellNode, forItemAt indexPath: IndexPath)
  {
    displayed.append(indexPath)
  }
  func collectionView(
    _ collectionView: ASCollectionView, didEndDisplaying node: ASCellNode, forItemAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }
  func shouldBatchFetch(for collectionView: ASCollectionView) -> Bool { false }
}

/// Interop protocols adopted with their defaults, as an app mixing UIKit cells declares them.
private final class Interop: NSObject, ASCollectionDataSourceInterop, ASCollectionDelegateInterop {
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell()
  }
}

@Suite struct ContainerProtocolTests {
  @Test func aTableFallsBackToTheViewFormsInTexturesOrder() {
    let source = ViewFormTable()
    let table = ASTableNode()
    table.dataSource = source
    table.delegate = source
    let dataSource: (any ASTableDataSource)? = table.dataSource
    let delegate: (any ASTableDelegate)? = table.delegate
    #expect(dataSource === source && delegate === source, "Texture's types read back")
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect((table.nodeForRow(at: IndexPath(row: 2, section: 0)) as? ASTextCellNode)?.text == "Row 2")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 40, width: 100, height: 40))
    let visible = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)]
    #expect(source.displayed == visible && source.displayedNodes == visible)
    #expect(source.fetches == 1, "the view form decided and began the batch fetch")
    #expect(!source.locked, "Texture no longer locks data sources, nor does Morph")
  }

  @Test func aCollectionFallsBackToTheViewFormsAndKeepsSectionContexts() {
    let source = ViewFormCollection()
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source
    collection.delegate = source
    let dataSource: (any ASCollectionDataSource)? = collection.dataSource
    let delegate: (any ASCollectionDelegate)? = collection.delegate
    #expect(dataSource === source && delegate === source)
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 80)))
    #expect(collection.nodeForItem(at: IndexPath(item: 0, section: 1)) != nil)
    #expect(collection.rectForItem(at: IndexPath(item: 0, section: 0)).size == CGSize(width: 80, height: 80))
    #expect(source.displayed == [IndexPath(item: 0, section: 0)])
    collection.contentOffset = CGPoint(x: 0, y: 80)
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 80)))
    #expect(source.displayed.last == IndexPath(item: 0, section: 1))
    #expect(source.ended == [IndexPath(item: 0, section: 0)])
    #expect(collection.context(forSection: 1)?.sectionName == "second")
    #expect(collection.context(forSection: 2) == nil)
  }

  @Test func morphsOwnProtocolsStillDriveTheLists() {
    final class Plain: TableDataSource {
      func tableNode(_ tableNode: TableNode, numberOfRowsInSection section: Int) -> Int { 2 }
    }
    let source = Plain()
    let table = ASTableNode()
    (table as TableNode).dataSource = source
    let dataSource: (any ASTableDataSource)? = table.dataSource
    #expect(dataSource == nil, "Texture's dataSource reads only Texture's protocol")
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func interopDefaultsAreTextures() {
    let interop = Interop()
    #expect(!Interop.dequeuesCellsForNodeBackedItems)
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = interop
    let dataSource: (any ASCollectionDataSource)? = collection.dataSource
    #expect(dataSource === interop)
    #expect(interop.collectionNode(collection, supplementaryElementKindsInSection: 0).isEmpty)
    #expect(interop.collectionNode(collection, contextForSection: 0) == nil)
    let header = interop.collectionView(
      collection.view, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(header.reuseIdentifier == nil, "an empty view by default")
  }
}
