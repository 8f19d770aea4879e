import Foundation

/// The cells of a ``ListNode``, by section, as its data source gave them, and the edits that change
/// them one index path at a time.
struct CellSections {
  /// The cells, by section.
  private(set) var cells: [[CellNode]] = []

  init() {}

  /// Asks for the number of sections, of items in each, and each item's cell (by an index path of a
  /// section and an item).
  init(sections: Int, items: (Int) -> Int, cell: (IndexPath) -> CellNode) {
    cells = (0..<max(sections, 0)).map { section in
      Self.loadSection(section, items: items, cell: cell)
    }
  }

  /// The cells of one section, asked for as in ``init(sections:items:cell:)``.
  static func loadSection(_ section: Int, items: (Int) -> Int, cell: (IndexPath) -> CellNode) -> [CellNode] {
    (0..<max(items(section), 0)).map { item in cell(IndexPath(indexes: [section, item])) }
  }

  /// The cell at an index path of a section and an item, nil outside the cells.
  func cell(at indexPath: IndexPath) -> CellNode? {
    guard contains(indexPath) else { return nil }
    return cells[indexPath[0]][indexPath[1]]
  }

  /// Whether an index path of a section and an item names a cell.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && cells.indices.contains(indexPath[0]) && cells[indexPath[0]].indices.contains(indexPath[1])
  }

  /// The index path of a cell, found by identity.
  func indexPath(of cell: CellNode) -> IndexPath? {
    for (section, sectionCells) in cells.enumerated() {
      if let item = sectionCells.firstIndex(where: { $0 === cell }) { return IndexPath(indexes: [section, item]) }
    }
    return nil
  }

  /// Applies a batch of edits the way UIKit applies a batch update: removals use the index paths
  /// before the batch, largest first (items, then sections); insertions use the index paths after it,
  /// smallest first (sections, then items); a move is a removal and an insertion that keeps its cell; a
  /// reloaded section is removed and inserted at the same index;
  /// a reloaded item stays in place through the batch and then asks `cell` again where it
  /// ended up. Everything inserted asks `cell`. Index paths outside the cells are skipped.
  /// - Returns: the cells the batch removed for good.
  mutating func apply(
    _ edits: [CellEdit], items: (Int) -> Int, cell: (IndexPath) -> CellNode
  ) -> [CellNode] {
    var removedItems: [IndexPath] = []
    var removedSections = IndexSet()
    var insertedSections = IndexSet()
    var insertedItems: [(IndexPath, CellNode?)] = []
    var reloadedCells = Set<ObjectIdentifier>()
    for edit in edits {
      switch edit {
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .deleteSections(let sections): removedSections.formUnion(sections)
      case .reloadSections(let sections):
        removedSections.formUnion(sections)
        insertedSections.formUnion(sections)
      case .moveSection(let from, let to):
        removedSections.insert(from)
        insertedSections.insert(to)
      case .insertItems(let paths): insertedItems += paths.map { ($0, nil) }
      case .deleteItems(let paths): removedItems += paths
      case .reloadItems(let paths):
        reloadedCells.formUnion(paths.compactMap { self.cell(at: $0) }.map(ObjectIdentifier.init))
      case .moveItem(let from, let to):
        removedItems.append(from)
        insertedItems.append((to, self.cell(at: from)))
      }
    }
    var removed: [CellNode] = []
    for path in Set(removedItems).sorted(by: >) where contains(path) && !removedSections.contains(path[0]) {
      removed.append(cells[path[0]].remove(at: path[1]))
    }
    for section in removedSections.reversed() where cells.indices.contains(section) {
      removed += cells.remove(at: section)
    }
    for section in insertedSections where section <= cells.count {
      cells.insert(Self.loadSection(section, items: items, cell: cell), at: section)
    }
    for (path, kept) in insertedItems.sorted(by: { $0.0 < $1.0 })
    where path.count == 2 && cells.indices.contains(path[0]) && !insertedSections.contains(path[0])
      && path[1] <= cells[path[0]].count
    {
      cells[path[0]].insert(kept ?? cell(path), at: path[1])
    }
    for section in cells.indices {
      for item in cells[section].indices where reloadedCells.contains(ObjectIdentifier(cells[section][item])) {
        removed.append(cells[section][item])
        cells[section][item] = cell(IndexPath(indexes: [section, item]))
      }
    }
    let kept = Set(cells.joined().map(ObjectIdentifier.init))
    return removed.filter { !kept.contains(ObjectIdentifier($0)) }
  }
}

/// One change to a list's cells, as UIKit's table and collection views name them.
enum CellEdit {
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)
  case insertItems([IndexPath])
  case deleteItems([IndexPath])
  case reloadItems([IndexPath])
  case moveItem(IndexPath, IndexPath)
}
