import MorphTextureCompat
import Testing

/// A table's rows from a mutable model, written as a Texture app's view controller writes them.
private final class Rows: NSObject, ASTableDataSource {
  var sections: [[CGFloat]]
  init(_ sections: [[CGFloat]]) { self.sections = sections }

  func numberOfSections(in tableNode: ASTableNode) -> Int { sections.count }
  func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
    let height = sections[indexPath.section][indexPath.row]
    return {
      let cell = ASCellNode()
      cell.style.height = ASDimensionMake(height)
      return cell
    }
  }
}

/// A delegate implementing only two of Texture's optional methods, as apps do.
private final class Selecting: NSObject, ASTableDelegate {
  var selected: [IndexPath] = []
  func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
  func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
    ASSizeRangeMake(CGSize(width: 100, height: 0), CGSize(width: 100, height: CGFloat.infinity))
  }
}

/// A delegate hearing of display events and batch fetches, appending rows when asked.
private final class Fetching: NSObject, ASTableDelegate {
  let rows: Rows
  var displayed: [ASCellNode] = []
  var ended: [ASCellNode] = []
  var fetches = 0
  init(rows: Rows) { self.rows = rows }

  func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) { displayed.append(node) }
  func tableNode(_ tableNode: ASTableNode, didEndDisplayingRowWith node: ASCellNode) { ended.append(node) }
  func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
    fetches += 1
    #expect(context.isFetching())
    let start = rows.sections[0].count
    rows.sections[0] += [50, 50, 50, 50]
    tableNode.insertRows(at: (start..<start + 4).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    context.completeBatchFetching(true)
  }
}

@Suite struct TableNodeTests {
  private func table(_ rows: Rows, width: CGFloat = 320, height: CGFloat = 100) -> ASTableNode {
    let table = ASTableNode()
    table.dataSource = rows
    table.reloadData()
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: width, height: height)))
    return table
  }

  @Test func aTableAsksItsDataSourceAtItsFirstLayout() {
    let rows = Rows([[44, 60]])
    let table = ASTableNode()
    table.dataSource = rows
    #expect(table.numberOfRows(inSection: 0) == 0, "nothing is asked before the table is laid out")
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 200)))
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 60))
  }

  @Test func rowsFillTheWidthInsideTheContentInset() {
    let rows = Rows([[44, 60]])
    let table = ASTableNode()
    table.contentInset = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 20)
    table.dataSource = rows
    table.reloadData()
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 200)))
    #expect(table.contentOffset == CGPoint(x: -20, y: -10), "a resting table's offset follows its inset")
    #expect(
      table.subnodes!.map(\.frame) == [
        CGRect(x: 20, y: 10, width: 280, height: 44), CGRect(x: 20, y: 54, width: 280, height: 60),
      ])
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 280, height: 60))
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 3) == 0)
  }

  @Test func batchUpdatesApplyAsUIKitOrdersThem() {
    let rows = Rows([[10, 20, 30]])
    let table = table(rows, height: 500)
    let first = table.nodeForRow(at: IndexPath(row: 0, section: 0))
    let third = table.nodeForRow(at: IndexPath(row: 2, section: 0))
    var finished = false
    table.performBatchUpdates(
      {
        rows.sections[0] = [20, 30, 40, 15]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(table.numberOfRows(inSection: 0) == 3, "edits in a batch wait for its end")
      }, completion: { finished = $0 })
    #expect(finished)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(first?.owningNode == nil, "a deleted row's cell leaves the table")
    #expect(table.nodeForRow(at: IndexPath(row: 1, section: 0)) !== third, "a reloaded row gets a new cell")
    #expect(table.indexPath(for: table.nodeForRow(at: IndexPath(row: 3, section: 0))!) == IndexPath(row: 3, section: 0))
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 500)))
    #expect(table.subnodes!.map(\.frame.height) == [20, 30, 40, 15])
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("row animations play only on a device") })
  }

  @Test func movesKeepTheirCellsAndSectionsInsert() {
    let rows = Rows([[10, 20, 30]])
    let table = table(rows, height: 500)
    let moved = table.nodeForRow(at: IndexPath(row: 0, section: 0))
    rows.sections = [[5], [20, 30, 10]]
    table.performBatchUpdates(
      {
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        table.insertSections(IndexSet(integer: 0), with: .automatic)
      }, completion: nil)
    #expect(table.numberOfSections == 2)
    #expect(table.nodeForRow(at: IndexPath(row: 2, section: 1)) === moved)
    #expect(moved?.indexPath == IndexPath(row: 2, section: 1))
    rows.sections.removeFirst()
    table.deleteSections(IndexSet(integer: 0), with: .none)
    #expect(table.numberOfSections == 1)
    #expect(moved?.indexPath == IndexPath(row: 2, section: 0))
  }

  @Test func scrollingToARowSetsTheOffsetAndTheVisibleRows() {
    let rows = Rows([Array(repeating: 40, count: 10)])
    let table = table(rows)
    #expect(table.visibleNodes.count == 3)
    table.scrollToRow(at: IndexPath(row: 4, section: 0), at: .top, animated: false)
    #expect(table.contentOffset == CGPoint(x: 0, y: 160))
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(table.nodeForRow(at: IndexPath(row: 4, section: 0))?.frame.origin == CGPoint(x: 0, y: 0))
    #expect(table.indexPathsForVisibleRows() == (4...6).map { IndexPath(row: $0, section: 0) })
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 205)) == IndexPath(row: 5, section: 0))
    table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 300, "the offset stops where the last row meets the bottom")
    table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 50)
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
  }

  @Test func aScrollBeforeTheFirstLayoutHappensAtIt() {
    let rows = Rows([Array(repeating: 40, count: 10)])
    let table = ASTableNode()
    table.dataSource = rows
    table.reloadData()
    table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(table.contentOffset.y == 300)
    #expect(table.visibleNodes.last === table.nodeForRow(at: IndexPath(row: 9, section: 0)))
  }

  @Test func aDelegateWithSomeMethodsSizesRowsAndSelectionIsByCode() {
    let rows = Rows([[44, 44, 44]])
    let delegate = Selecting()
    let table = ASTableNode(style: .grouped)
    table.delegate = delegate
    table.dataSource = rows
    table.reloadData()
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 200)))
    #expect(table.subnodes!.map(\.frame.width) == [100, 100, 100])
    #expect(table.tableStyle == .grouped)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "one selection at a time")
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows?.count == 2)
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(delegate.selected.isEmpty, "as in UIKit, selecting by code tells the delegate nothing")
    table.allowsSelection = false
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func rowsNearTheEndFetchABatchAndDisplayEventsFollowTheOffset() {
    let rows = Rows([[50, 50]])
    let delegate = Fetching(rows: rows)
    let table = ASTableNode()
    table.delegate = delegate
    table.dataSource = rows
    table.leadingScreensForBatching = 1
    table.reloadData()
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(delegate.fetches == 1, "100 pt of content end within a screen of the bottom")
    #expect(delegate.displayed.count == 2)
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(table.numberOfRows(inSection: 0) == 6)
    #expect(delegate.fetches == 1, "300 pt of content end two screens below the top")
    table.contentOffset = CGPoint(x: 0, y: 150)
    table.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 320, height: 100)))
    #expect(delegate.fetches == 2)
    #expect(delegate.ended.count == 2, "the first two rows scrolled out")
    #expect(!table.batchContext.isFetching())
  }
}
