import Foundation
import MorphLayout

/// The Texture elements one oracle `div` became.
struct MappedDiv {
  /// The element the parent stack lays out, which carries the div's size and flex properties: the
  /// div's stack or leaf node, or for a padded div the wrapper around its inset spec.
  let outer: any LayoutElement
  /// The element that lays the children out: the div's stack (or its leaf node, which has none).
  let content: any LayoutElement
  /// The children's mappings, in tree order.
  let children: [MappedDiv]
}

extension MappedDiv {
  /// The div's frame tree, unrounded, read from its outer element's layout.
  ///
  /// Positions are relative to the parent div's border box: a child's position is its offset inside
  /// the parent's content element (the inset's padding, for a padded div) plus its position there.
  /// - Parameters:
  ///   - layout: the layout of ``outer``.
  ///   - origin: where that layout sits in the parent div's box.
  func frames(from layout: Layout, at origin: CGPoint) -> OracleFrame {
    var childFrames: [OracleFrame] = []
    if let (contentLayout, contentOffset) = Self.find(content, in: layout, offset: .zero) {
      for child in children {
        guard let sublayout = contentLayout.sublayouts.first(where: { $0.element === child.outer }) else { continue }
        let position = CGPoint(x: contentOffset.x + sublayout.position.x, y: contentOffset.y + sublayout.position.y)
        childFrames.append(child.frames(from: sublayout, at: position))
      }
    }
    return OracleFrame(
      left: Double(origin.x), top: Double(origin.y), width: Double(layout.size.width),
      height: Double(layout.size.height), children: childFrames)
  }

  /// The layout of `element` inside `layout` and its offset from `layout`'s origin.
  private static func find(_ element: any LayoutElement, in layout: Layout, offset: CGPoint) -> (Layout, CGPoint)? {
    if layout.element === element { return (layout, offset) }
    for sublayout in layout.sublayouts {
      let position = CGPoint(x: offset.x + sublayout.position.x, y: offset.y + sublayout.position.y)
      if let found = find(element, in: sublayout, offset: position) { return found }
    }
    return nil
  }
}
