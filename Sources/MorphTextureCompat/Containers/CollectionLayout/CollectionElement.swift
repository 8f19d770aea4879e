import Foundation
import MorphLayout

/// Texture's `ASCollectionElement`: one item of a collection as its element maps list it — the cell,
/// its model and the range it is measured in.
///
/// A collection keeps one element per cell, so maps made at different times give the same element for
/// the same cell.
public final class ASCollectionElement: NSObject {
  /// The cell; Morph makes every cell when the collection loads its data.
  public let node: ASCellNode
  /// Texture's `nodeIfAllocated`: the cell, which Morph always has.
  public var nodeIfAllocated: ASCellNode? { node }
  /// The model the data source gave for the item, kept on its cell.
  public var nodeModel: Any? { node.nodeModel }
  /// The kind of supplementary element; nil, as Morph's collections have items only.
  public let supplementaryElementKind: String? = nil
  /// The range the cell is measured in.
  public var constrainedSize: ASSizeRange
  /// The traits the cell is laid out for.
  public var traitCollection = ASPrimitiveTraitCollection()
  /// The collection that owns the cell.
  public var owningNode: (any ASRangeManagingNode)? { node.owningNode }

  init(node: ASCellNode, constrainedSize: ASSizeRange) {
    self.node = node
    self.constrainedSize = constrainedSize
  }
}

extension CollectionNode {
  /// The elements kept for the collection's cells, by cell.
  private var keptElements: [ObjectIdentifier: ASCollectionElement] {
    get { self[kept: [ObjectIdentifier: ASCollectionElement].self, initial: [:]] }
    set { self[kept: [ObjectIdentifier: ASCollectionElement].self, initial: [:]] = newValue }
  }

  /// Texture's `visibleElements`: the map of every item the collection shows, as its data source last
  /// gave them (Morph applies every edit at once, so no newer map is pending).
  public var visibleElements: ASElementMap {
    var kept = keptElements
    var fresh: [ObjectIdentifier: ASCollectionElement] = [:]
    let sections = cells.enumerated().map { section, sectionCells in
      sectionCells.enumerated().map { item, cell in
        let range =
          delegate?.collectionNode(self, constrainedSizeForItemAt: IndexPath(item: item, section: section))
          ?? defaultItemRange
        let element =
          kept.removeValue(forKey: ObjectIdentifier(cell)) ?? ASCollectionElement(node: cell, constrainedSize: range)
        element.constrainedSize = range
        fresh[ObjectIdentifier(cell)] = element
        return element
      }
    }
    keptElements = fresh
    return ASElementMap(sections: sections, of: self)
  }
}
