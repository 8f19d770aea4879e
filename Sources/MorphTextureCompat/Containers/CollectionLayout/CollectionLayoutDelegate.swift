import Foundation
import MorphLayout

/// Texture's `ASCollectionLayoutDelegate`: computes a whole collection's layout from a context, in
/// place of a `UICollectionViewLayout`. Give it to `ASCollectionNode(layoutDelegate:layoutFacilitator:)`.
///
/// At each layout pass the collection asks the delegate for its scrollable directions and any extra
/// information, then calls the delegate's class's ``calculateLayout(with:)``; the state it returns
/// places the cells.
public protocol ASCollectionLayoutDelegate: AnyObject {
  /// The directions the coming layout scrolls in, passed on in the context.
  func scrollableDirections() -> ASScrollDirection
  /// Anything else the coming layout of `elements` needs, passed on in the context; nil by default.
  func additionalInfoForLayout(withElements elements: ASElementMap) -> Any?
  /// The layout of the context's elements. It may read only the context, as Texture calls it away
  /// from the delegate, on any thread.
  static func calculateLayout(with context: ASCollectionLayoutContext) -> ASCollectionLayoutState
}

extension ASCollectionLayoutDelegate {
  public func additionalInfoForLayout(withElements elements: ASElementMap) -> Any? { nil }
}

/// Texture's `ASCollectionLayoutContext`: what a layout delegate computes a layout from.
public final class ASCollectionLayoutContext: NSObject {
  /// The collection's size inside its content insets.
  public let viewportSize: CGSize
  /// The content offset when the layout was asked for.
  public let initialContentOffset: CGPoint
  /// The directions the layout scrolls in.
  public let scrollableDirections: ASScrollDirection
  /// The elements to lay out, kept weakly as in Texture: the collection keeps the map for the pass.
  public private(set) weak var elements: ASElementMap?
  /// What the delegate's `additionalInfoForLayout(withElements:)` gave.
  public let additionalInfo: Any?

  init(
    viewportSize: CGSize, initialContentOffset: CGPoint, scrollableDirections: ASScrollDirection,
    elements: ASElementMap, additionalInfo: Any?
  ) {
    self.viewportSize = viewportSize
    self.initialContentOffset = initialContentOffset
    self.scrollableDirections = scrollableDirections
    self.elements = elements
    self.additionalInfo = additionalInfo
  }
}

/// Texture's `ASSizeRangeForCollectionLayoutThatFitsViewportSize`: any size along the scrollable
/// directions, the viewport's across the others.
public func ASSizeRangeForCollectionLayoutThatFitsViewportSize(
  _ viewportSize: CGSize, _ scrollableDirections: ASScrollDirection
) -> ASSizeRange {
  var range = ASSizeRangeUnconstrained
  if !ASScrollDirectionContainsVerticalDirection(scrollableDirections) {
    range.min.height = viewportSize.height
    range.max.height = viewportSize.height
  }
  if !ASScrollDirectionContainsHorizontalDirection(scrollableDirections) {
    range.min.width = viewportSize.width
    range.max.width = viewportSize.width
  }
  return range
}
