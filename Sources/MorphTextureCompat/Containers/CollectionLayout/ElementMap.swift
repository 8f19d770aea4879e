import Foundation
import MorphLayout

/// Texture's `ASElementMap`: a collection's items at one moment, by section, with lookups between
/// elements, index paths and layout attributes.
public final class ASElementMap: NSObject {
  /// The elements of each section, in order.
  private let sections: [[ASCollectionElement]]
  /// The index path of each element, by element.
  private let indexPaths: [ObjectIdentifier: IndexPath]
  /// The collection the map lists the items of.
  private weak var collection: CollectionNode?

  init(sections: [[ASCollectionElement]], of collection: CollectionNode) {
    self.sections = sections
    self.collection = collection
    var indexPaths: [ObjectIdentifier: IndexPath] = [:]
    for (section, elements) in sections.enumerated() {
      for (item, element) in elements.enumerated() {
        indexPaths[ObjectIdentifier(element)] = IndexPath(item: item, section: section)
      }
    }
    self.indexPaths = indexPaths
  }

  /// The number of elements.
  public var count: Int { indexPaths.count }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The kinds of supplementary element; none, as Morph's collections have items only.
  public var supplementaryElementKinds: [String] { [] }
  /// The number of items in a section; 0 outside the sections.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
  }
  /// The context object the data source gives a section; nil without one.
  public func contextForSection(_ section: Int) -> (any ASSectionContext)? {
    collection?.context(forSection: section)
  }
  /// Every item's index path, section by section.
  public var itemIndexPaths: [IndexPath] {
    sections.enumerated().flatMap { section, elements in
      elements.indices.map { IndexPath(item: $0, section: section) }
    }
  }
  /// Every item's element, section by section.
  public var itemElements: [ASCollectionElement] { sections.flatMap { $0 } }

  /// The index path of an element of the map; nil for an element of another.
  public func indexPath(for element: ASCollectionElement) -> IndexPath? { indexPaths[ObjectIdentifier(element)] }
  /// Texture's `indexPathForElementIfCell:`: the index path of an item's element.
  public func indexPathForElement(ifCell element: ASCollectionElement) -> IndexPath? {
    element.supplementaryElementKind == nil ? indexPath(for: element) : nil
  }
  /// The element of the item at an index path; nil outside the map.
  public func elementForItem(at indexPath: IndexPath) -> ASCollectionElement? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let elements = sections[indexPath.section]
    return elements.indices.contains(indexPath.item) ? elements[indexPath.item] : nil
  }
  /// The supplementary element of a kind at an index path; nil, as Morph's collections have none.
  public func supplementaryElement(
    ofKind supplementaryElementKind: String, at indexPath: IndexPath
  )
    -> ASCollectionElement?
  {
    nil
  }
  /// The element that attributes place: the item at their index path.
  public func element(for layoutAttributes: UICollectionViewLayoutAttributes) -> ASCollectionElement? {
    layoutAttributes.representedElementKind == nil ? elementForItem(at: layoutAttributes.indexPath) : nil
  }
  /// The index path in this map of the item at `indexPath` in `map` (the same element's), or of the
  /// section a one-index path names (see ``convertSection(_:from:)``).
  public func convert(_ indexPath: IndexPath, from map: ASElementMap) -> IndexPath? {
    if indexPath.count == 1 {
      let section = convertSection(indexPath[0], from: map)
      return section == NSNotFound ? nil : IndexPath(index: section)
    }
    return map.elementForItem(at: indexPath).flatMap(self.indexPath(for:))
  }
  /// The index in this map of a section of `map`: the index of the section holding the first of its
  /// elements that this map has too; NSNotFound when none is.
  public func convertSection(_ sectionIndex: Int, from map: ASElementMap) -> Int {
    guard map.sections.indices.contains(sectionIndex) else { return NSNotFound }
    for element in map.sections[sectionIndex] {
      if let path = indexPath(for: element) { return path.section }
    }
    return NSNotFound
  }
  /// A short description: the number of items of each section.
  public var smallDescription: String {
    "<ASElementMap: " + sections.enumerated().map { "s\($0.offset): \($0.element.count)" }.joined(separator: ", ") + ">"
  }
}
