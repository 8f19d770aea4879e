import Foundation

/// The corner of the child a ``CornerLayoutSpec`` centres its corner element on (Texture's
/// `ASCornerLayoutLocation`).
public enum CornerLayoutLocation: String, Hashable, Sendable, CaseIterable {
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight
}

/// Places a corner element (a badge) centred on one corner of its child (Texture's
/// `ASCornerLayoutSpec`). The spec has the child's size unless `wrapsCorner` makes it include the
/// corner element too.
public final class CornerLayoutSpec: LayoutSpec {
  /// The element the corner is placed on; it gives the size.
  public var cornerChild: any LayoutElement {
    get { children[0] }
    set { children[0] = newValue }
  }
  /// The element centred on the corner.
  public var corner: any LayoutElement {
    get { children[1] }
    set { children[1] = newValue }
  }
  /// Which corner of the child.
  public var cornerLocation: CornerLayoutLocation
  /// Moves the corner element from its centred position.
  public var offset: CGPoint = .zero
  /// Whether the spec grows to contain the corner element.
  public var wrapsCorner = false

  public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLayoutLocation) {
    cornerLocation = location
    super.init(children: [child, corner])
  }

  public override var kindName: String { "corner" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    let grid = context.pixelGrid
    let reference = range.referenceSize
    var childLayout = cornerChild.layoutThatFits(range, parentSize: reference, context: context).placed(at: .zero)
    let cornerLayout = corner.layoutThatFits(range, parentSize: reference, context: context)

    let isLeft = cornerLocation == .topLeft || cornerLocation == .bottomLeft
    let isTop = cornerLocation == .topLeft || cornerLocation == .topRight
    let cornerOrigin = CGPoint(
      x: (isLeft ? 0 : childLayout.size.width) - cornerLayout.size.width / 2 + offset.x,
      y: (isTop ? 0 : childLayout.size.height) - cornerLayout.size.height / 2 + offset.y)
    var placedCorner = cornerLayout.placed(at: cornerOrigin)

    guard wrapsCorner else {
      return Layout(element: self, size: childLayout.size, sublayouts: [childLayout, placedCorner], grid: grid)
    }
    let union = childLayout.frame.union(placedCorner.frame)
    if union.origin != .zero {
      childLayout = childLayout.placed(at: CGPoint(x: -union.minX, y: -union.minY))
      placedCorner = placedCorner.placed(at: CGPoint(x: cornerOrigin.x - union.minX, y: cornerOrigin.y - union.minY))
    }
    return Layout(
      element: self, size: range.clamp(union.size), sublayouts: [childLayout, placedCorner], grid: grid)
  }
}
