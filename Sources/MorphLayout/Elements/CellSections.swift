import Foundation

/// The cells of a ``TableNode`` or ``CollectionNode``, by section, as their data source gave them.
struct CellSections {
  /// The cells, by section.
  private(set) var cells: [[CellNode]] = []

  init() {}

  /// Asks for the number of sections, of items in each, and each item's cell (by an index path of a
  /// section and an item).
  init(sections: Int, items: (Int) -> Int, cell: (IndexPath) -> CellNode) {
    cells = (0..<max(sections, 0)).map { section in
      (0..<max(items(section), 0)).map { item in cell(IndexPath(indexes: [section, item])) }
    }
  }

  /// The cell at an index path of a section and an item, nil outside the cells.
  func cell(at indexPath: IndexPath) -> CellNode? {
    guard indexPath.count == 2, cells.indices.contains(indexPath[0]), cells[indexPath[0]].indices.contains(indexPath[1])
    else { return nil }
    return cells[indexPath[0]][indexPath[1]]
  }
}
