import Foundation
import MorphLayout

/// Texture's `ASCollectionLayoutState`: a computed collection layout — the attributes placing each
/// element and the size of the content.
public final class ASCollectionLayoutState: NSObject {
  /// The context the layout was computed from.
  public let context: ASCollectionLayoutContext
  /// The size of everything the elements cover.
  public let contentSize: CGSize
  /// The attributes of the placed elements, in the order they were found.
  private let attributes: [(element: ASCollectionElement, attributes: UICollectionViewLayoutAttributes)]

  /// An empty layout: no element placed, no content.
  public convenience init(context: ASCollectionLayoutContext) {
    self.init(context: context, contentSize: .zero, attributes: [])
  }

  /// The layout `layout` gives: walking its tree breadth first, each layout for which
  /// `getElementBlock` names an element of the context places that element at its absolute position,
  /// and the content is `layout`'s size.
  public convenience init(
    context: ASCollectionLayoutContext, layout: ASLayout, getElementBlock: (ASLayout) -> ASCollectionElement?
  ) {
    var placed: [(ASCollectionElement, UICollectionViewLayoutAttributes)] = []
    var queue: [(layout: ASLayout, origin: CGPoint)] = [(layout, .zero)]
    var next = 0
    while next < queue.count {
      let (current, origin) = queue[next]
      next += 1
      if let element = getElementBlock(current), let indexPath = context.elements?.indexPath(for: element) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(origin: origin, size: current.size)
        placed.append((element, attributes))
      }
      for sublayout in current.sublayouts {
        queue.append((sublayout, CGPoint(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)))
      }
    }
    self.init(context: context, contentSize: layout.size, attributes: placed)
  }

  private init(
    context: ASCollectionLayoutContext, contentSize: CGSize,
    attributes: [(element: ASCollectionElement, attributes: UICollectionViewLayoutAttributes)]
  ) {
    self.context = context
    self.contentSize = contentSize
    self.attributes = attributes
  }

  /// The attributes of every placed element.
  public func allLayoutAttributes() -> [UICollectionViewLayoutAttributes] { attributes.map(\.attributes) }

  /// The attributes of the placed elements whose frames meet `rect`.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    attributes.map(\.attributes).filter { $0.frame.intersects(rect) }
  }

  /// The attributes of the item at an index path; nil if it was not placed.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.attributes.indexPath == indexPath && $0.attributes.representedElementKind == nil }?.attributes
  }

  /// The attributes of a supplementary element; nil, as Morph's collections have none.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The attributes of an element; nil if it was not placed.
  public func layoutAttributes(for element: ASCollectionElement) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.element === element }?.attributes
  }
}
