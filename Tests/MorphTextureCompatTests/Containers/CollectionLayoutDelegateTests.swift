import MorphTextureCompat
import Testing

/// Items of fixed sizes, by section, as a Texture app's collection data source gives them.
private final class SizedItems: NSObject, ASCollectionDataSource {
  var sections: [[CGSize]]
  init(_ sections: [[CGSize]]) { self.sections = sections }

  func numberOfSections(in collectionNode: ASCollectionNode) -> Int { sections.count }
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
    let size = sections[indexPath.section][indexPath.item]
    return {
      let cell = ASCellNode()
      cell.style.preferredSize = size
      return cell
    }
  }
}

/// A layout delegate that stacks every item in one column, each item's height the extra information
/// says, as an app's own `ASCollectionLayoutDelegate` computes a layout from its context alone.
private final class ColumnLayout: NSObject, ASCollectionLayoutDelegate {
  func scrollableDirections() -> ASScrollDirection { ASScrollDirectionVerticalDirections }
  func additionalInfoForLayout(withElements elements: ASElementMap) -> Any? { CGFloat(25) }

  static func calculateLayout(with context: ASCollectionLayoutContext) -> ASCollectionLayoutState {
    guard let elements = context.elements, let height = context.additionalInfo as? CGFloat else {
      return ASCollectionLayoutState(context: context)
    }
    let rows = elements.itemElements.enumerated().map { index, element in
      ASLayout(
        layoutElement: element.node, size: CGSize(width: context.viewportSize.width, height: height),
        position: CGPoint(x: 0, y: CGFloat(index) * height), sublayouts: nil)
    }
    let content = ASLayout(
      layoutElement: ASLayoutSpec(),
      size: CGSize(width: context.viewportSize.width, height: height * CGFloat(rows.count)),
      sublayouts: rows)
    return ASCollectionLayoutState(context: context, layout: content) { sublayout in
      elements.itemElements.first { $0.node === sublayout.layoutElement }
    }
  }
}

/// Records what a collection tells its layout facilitator, in order.
private final class FacilitatorLog: NSObject, ASCollectionViewLayoutFacilitatorProtocol {
  var lines: [String] = []
  func collectionViewWillEditCells(at indexPaths: [IndexPath], batched: Bool) {
    lines.append("cells \(indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: " ")) \(batched)")
  }
  func collectionViewWillEditSections(at indexes: IndexSet, batched: Bool) {
    lines.append("sections \(indexes.map(String.init).joined(separator: " ")) \(batched)")
  }
  func collectionViewWillPerformBatchUpdates() { lines.append("batch") }
}

@Suite struct CollectionLayoutDelegateTests {
  @Test func theFlowLayoutDelegateWrapsCellsAtTheirOwnSizes() {
    let items = SizedItems([
      [CGSize(width: 40, height: 30), CGSize(width: 50, height: 20), CGSize(width: 30, height: 10)]
    ])
    let collection = ASCollectionNode(layoutDelegate: ASCollectionFlowLayoutDelegate(), layoutFacilitator: nil)
    collection.dataSource = items
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 200)))
    // 40 + 50 fit the 100-pt row; the third wraps below the row's tallest cell, with no spacing.
    #expect(
      collection.subnodes!.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 40, y: 0, width: 50, height: 20),
        CGRect(x: 0, y: 30, width: 30, height: 10),
      ])
    #expect(collection.layoutDelegate is ASCollectionFlowLayoutDelegate)
    #expect(collection.layoutDelegate?.scrollableDirections() == ASScrollDirectionVerticalDirections)
  }

  @Test func aHorizontalFlowDelegateFillsColumnsOfTheViewportsHeight() {
    let items = SizedItems([[CGSize(width: 40, height: 60), CGSize(width: 20, height: 60)]])
    let delegate = ASCollectionFlowLayoutDelegate(scrollableDirections: ASScrollDirectionHorizontalDirections)
    let collection = ASCollectionNode(layoutDelegate: delegate, layoutFacilitator: nil)
    collection.dataSource = items
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    #expect(collection.subnodes!.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0)])
  }

  @Test func anAppsLayoutDelegatePlacesCellsFromItsContextAndSetsTheContentSize() {
    let items = SizedItems([
      [CGSize(width: 10, height: 10)], [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)],
    ])
    let collection = ASCollectionNode(layoutDelegate: ColumnLayout(), layoutFacilitator: nil)
    collection.dataSource = items
    collection.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 80, height: 60)))
    // The viewport is the size inside the insets; the rows are laid out at exactly their frames.
    #expect(collection.subnodes!.map(\.bounds.size) == Array(repeating: CGSize(width: 60, height: 25), count: 3))
    #expect(collection.contentSize == CGSize(width: 60, height: 75))
    #expect(collection.visibleNodes.count == 3, "the third row starts at 50, inside the 60-pt height")
  }

  @Test func theElementMapListsItemsAndFindsThemBothWays() {
    let items = SizedItems([
      [CGSize(width: 10, height: 10)], [], [CGSize(width: 10, height: 10), CGSize(width: 20, height: 20)],
    ])
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = items
    collection.reloadData()
    let map = collection.visibleElements
    #expect(map.count == 3 && map.numberOfSections == 3 && map.numberOfItems(inSection: 1) == 0)
    #expect(
      map.itemIndexPaths == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
      ])
    let last = try! #require(map.elementForItem(at: IndexPath(item: 1, section: 2)))
    #expect(last.node === collection.nodeForItem(at: IndexPath(item: 1, section: 2)))
    #expect(map.indexPath(for: last) == IndexPath(item: 1, section: 2))
    #expect(map.elementForItem(at: IndexPath(item: 2, section: 2)) == nil)
    #expect(
      collection.visibleElements.elementForItem(at: IndexPath(item: 1, section: 2)) === last, "one element per cell")

    items.sections[0].insert(CGSize(width: 5, height: 5), at: 0)
    collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    let newer = collection.visibleElements
    #expect(newer.convert(IndexPath(item: 0, section: 0), from: map) == IndexPath(item: 1, section: 0))
    #expect(newer.convertSection(2, from: map) == 2 && newer.convertSection(1, from: map) == NSNotFound)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    #expect(newer.element(for: attributes) === map.elementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func theFacilitatorHearsEditsAsDeletionsThenInsertionsBeforeEachBatch() {
    let items = SizedItems([
      [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)], [CGSize(width: 10, height: 10)],
    ])
    let log = FacilitatorLog()
    let collection = ASCollectionNode(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout(),
      layoutFacilitator: log)
    collection.dataSource = items
    collection.reloadData()
    #expect(log.lines.isEmpty, "a reload is not an edit")

    items.sections[0].append(CGSize(width: 10, height: 10))
    collection.insertItems(at: [IndexPath(item: 2, section: 0)])
    #expect(log.lines == ["cells 0.2 true", "batch"])

    log.lines = []
    collection.performBatchUpdates({
      items.sections[0].remove(at: 0)
      collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      collection.reloadItems(at: [IndexPath(item: 0, section: 1)])
      items.sections.append([])
      collection.insertSections(IndexSet(integer: 2))
    })
    #expect(log.lines == ["cells 0.0 1.0 true", "sections 2 true", "cells 1.0 true", "batch"])
  }
}
