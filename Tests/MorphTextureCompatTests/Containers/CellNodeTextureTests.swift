import MorphTextureCompat
import Testing

/// A cell that records the layout attributes its collection applies.
private final class AttributedCell: ASCellNode {
  var applied: [UICollectionViewLayoutAttributes] = []
  override init() {
    super.init()
    style.preferredSize = CGSize(width: 100, height: 50)
  }
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

private final class AttributedItems: NSObject, ASCollectionDataSource {
  let cells = [AttributedCell(), AttributedCell()]
  func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { cells.count }
  func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
    cells[indexPath.item]
  }
}

@Suite struct CellNodeTextureTests {
  @Test func aCollectionAppliesEachCellsPlaceToIt() {
    let items = AttributedItems()
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = items
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 200)))
    let second = items.cells[1]
    #expect(second.layoutAttributes?.frame == CGRect(x: 0, y: 60, width: 100, height: 50))
    #expect(second.layoutAttributes?.indexPath == IndexPath(item: 1, section: 0))
    #expect(second.layoutAttributes?.representedElementKind == nil)
    #expect(second.applied.count == 1)
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 200)))
    #expect(second.applied.count == 1, "unchanged attributes are not applied again")
    collection.performBatchUpdates({
      collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
    })
    collection.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 200)))
    #expect(second.applied.count == 2)
    #expect(second.applied.last?.frame.origin == .zero && second.indexPath == IndexPath(item: 0, section: 0))
  }

  @Test func layoutAttributesCompareByWhatTheyPlace() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.size = CGSize(width: 40, height: 20)
    attributes.center = CGPoint(x: 50, y: 50)
    #expect(attributes.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
    let same = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    same.frame = attributes.frame
    #expect(attributes == same)
    same.zIndex = 1
    #expect(attributes != same)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
  }

  @Test func aViewControllerCellHostsTheControllersViewOnceLoaded() {
    final class Controller: UIViewController {}
    var made = 0
    var loadedWith: ASDisplayNode?
    let cell = ASCellNode(
      viewControllerBlock: {
        made += 1
        return Controller()
      }, didLoad: { loadedWith = $0 })
    #expect(cell.viewController == nil && made == 0, "the block runs when the cell loads")
    cell.loadIfNeeded()
    #expect(made == 1 && cell.viewController is Controller)
    #expect(loadedWith === cell)
    #expect(cell.wrappedViewDescription?.kind == "UIView")
  }

  @Test func aCellKnowsItsListAndPlace() {
    let items = AttributedItems()
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = items
    collection.reloadData()
    let owner: (any ASRangeManagingNode)? = items.cells[1].owningNode
    #expect(owner === collection)
    #expect(owner?.indexPath(for: items.cells[1]) == IndexPath(item: 1, section: 0))
    #expect(!items.cells[0].canUpdate(toNodeModel: "model"), "cells are made anew by default, as in Texture")
  }

  @Test func aTextCellTakesTexturesUntypedAttributes() {
    let font = UIFont.systemFont(ofSize: 12)
    let untyped: [AnyHashable: Any] = [NSAttributedString.Key.font: font, "NSColor": UIColor.red, 7: "ignored"]
    let cell = ASTextCellNode(attributes: untyped, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect((cell.textAttributes[.font] as? UIFont) === font)
    #expect(cell.textAttributes[.foregroundColor] as? UIColor == .red)
    #expect(cell.textAttributes.count == 2)
    #expect(cell.textInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }
}
