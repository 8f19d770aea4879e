import Foundation
import MorphLayout

/// Texture's `ASCollectionLayout`: the collection layout that places cells as its layout delegate
/// computes them (see ``ASCollectionLayoutDelegate``).
public final class ASCollectionLayout: UICollectionViewLayout {
  /// What computes the layout.
  public let layoutDelegate: any ASCollectionLayoutDelegate

  /// A layout computed by `layoutDelegate`.
  public init(layoutDelegate: any ASCollectionLayoutDelegate) {
    self.layoutDelegate = layoutDelegate
    super.init()
  }

  /// The frames of the delegate's layout: the context gets the collection's viewport (its size inside
  /// the content insets), offset and elements, and the delegate's directions and extra information.
  public override func itemFrames(
    in collection: CollectionNode, context: LayoutContext
  ) -> (
    frames: [[CGRect]], contentSize: CGSize
  )? {
    let elements = collection.visibleElements
    let layoutContext = ASCollectionLayoutContext(
      viewportSize: collection.contentViewportSize, initialContentOffset: collection.contentOffset,
      scrollableDirections: layoutDelegate.scrollableDirections(), elements: elements,
      additionalInfo: layoutDelegate.additionalInfoForLayout(withElements: elements))
    let state = LayoutContext.$current.withValue(context) {
      type(of: layoutDelegate).calculateLayout(with: layoutContext)
    }
    let frames = (0..<elements.numberOfSections).map { section in
      (0..<elements.numberOfItems(inSection: section)).map { item in
        state.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
      }
    }
    return (frames, state.contentSize)
  }
}

/// Texture's `ASCollectionViewLayoutFacilitatorProtocol`: hears of a collection's edits before they
/// apply (see `CollectionLayoutFacilitator`).
public typealias ASCollectionViewLayoutFacilitatorProtocol = CollectionLayoutFacilitator

extension CollectionNode {
  /// Texture's `init(frame:collectionViewLayout:layoutFacilitator:)`: a collection placing its cells
  /// with `layout`, whose facilitator hears of its edits before they apply.
  public convenience init(
    frame: CGRect, collectionViewLayout layout: UICollectionViewLayout,
    layoutFacilitator: (any ASCollectionViewLayoutFacilitatorProtocol)?
  ) {
    self.init(frame: frame, collectionViewLayout: layout)
    self.layoutFacilitator = layoutFacilitator
  }

  /// Texture's `init(layoutDelegate:layoutFacilitator:)`: a collection whose layout `layoutDelegate`
  /// computes, through an ``ASCollectionLayout``.
  public convenience init(
    layoutDelegate: any ASCollectionLayoutDelegate, layoutFacilitator: (any ASCollectionViewLayoutFacilitatorProtocol)?
  ) {
    self.init(frame: .zero, collectionViewLayout: ASCollectionLayout(layoutDelegate: layoutDelegate))
    self.layoutFacilitator = layoutFacilitator
  }

  /// Texture's `layoutDelegate`: the delegate computing the collection's layout, if its layout is an
  /// ``ASCollectionLayout``.
  public var layoutDelegate: (any ASCollectionLayoutDelegate)? {
    (collectionViewLayout as? ASCollectionLayout)?.layoutDelegate
  }
}
