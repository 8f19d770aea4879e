import Foundation
import MorphLayout

/// Texture's `ASCollectionFlowLayoutDelegate`: a layout delegate that flows the cells in rows (or
/// columns) that wrap, as a stack with `flexWrap` lays them out, each cell at its own size.
public final class ASCollectionFlowLayoutDelegate: NSObject, ASCollectionLayoutDelegate {
  private let directions: ASScrollDirection

  /// A delegate scrolling vertically.
  public convenience override init() {
    self.init(scrollableDirections: ASScrollDirectionVerticalDirections)
  }

  /// A delegate scrolling in `scrollableDirections`: rows for vertical scrolling, columns for
  /// horizontal.
  public init(scrollableDirections: ASScrollDirection) {
    directions = scrollableDirections
    super.init()
  }

  public func scrollableDirections() -> ASScrollDirection { directions }

  /// Flows the context's cells as a wrapping stack across the viewport.
  public static func calculateLayout(with context: ASCollectionLayoutContext) -> ASCollectionLayoutState {
    guard let elements = context.elements, elements.count > 0 else {
      return ASCollectionLayoutState(context: context)
    }
    let horizontal = !ASScrollDirectionContainsVerticalDirection(context.scrollableDirections)
    let stack = ASStackLayoutSpec(
      direction: horizontal ? .vertical : .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
      flexWrap: .wrap, alignContent: .start, children: elements.itemElements.map { $0.node as any ASLayoutElement })
    let layout = stack.layoutThatFits(
      ASSizeRangeForCollectionLayoutThatFitsViewportSize(context.viewportSize, context.scrollableDirections))
    let elementByNode = Dictionary(uniqueKeysWithValues: elements.itemElements.map { (ObjectIdentifier($0.node), $0) })
    return ASCollectionLayoutState(context: context, layout: layout) { sublayout in
      elementByNode[ObjectIdentifier(sublayout.layoutElement)]
    }
  }
}
