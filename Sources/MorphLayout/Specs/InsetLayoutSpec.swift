import Foundation

/// Pads its child by insets (Texture's `ASInsetLayoutSpec`). An infinite inset pins the child to the
/// opposite edge, or centres it when both edges of an axis are infinite. The spec's own style size is
/// ignored, as in Texture.
public final class InsetLayoutSpec: LayoutSpec {
  /// The padding around the child; any edge may be `.infinity`.
  public var insets: EdgeInsets

  public init(insets: EdgeInsets, child: any LayoutElement) {
    self.insets = insets
    super.init(children: [child])
  }

  public override var appliesOwnStyleSize: Bool { false }
  public override var kindName: String { "inset" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    guard let child else { return super.calculateLayoutThatFits(range, parentSize: parentSize, context: context) }
    let grid = context.pixelGrid
    let insetX = Self.finite(insets.left) + Self.finite(insets.right)
    let insetY = Self.finite(insets.top) + Self.finite(insets.bottom)
    let horizontalInfinite = insets.left.isInfinite || insets.right.isInfinite
    let verticalInfinite = insets.top.isInfinite || insets.bottom.isInfinite

    // Steps 1–2: the child's range and parent size are the spec's, less the insets.
    let childMin = CGSize(
      width: max(0, (horizontalInfinite ? 0 : range.min.width) - insetX),
      height: max(0, (verticalInfinite ? 0 : range.min.height) - insetY))
    let childMax = CGSize(
      width: max(0, range.max.width - insetX), height: max(0, range.max.height - insetY))
    let childParent = CGSize(
      width: max(0, parentSize.width - insetX), height: max(0, parentSize.height - insetY))
    let childLayout = child.layoutThatFits(
      SizeRange(unchecked: childMin, childMax), parentSize: childParent, context: context)

    // Step 3: the spec's size; an axis with an infinite inset takes the range's maximum.
    let wanted = CGSize(
      width: horizontalInfinite ? range.max.width : childLayout.size.width + insetX,
      height: verticalInfinite ? range.max.height : childLayout.size.height + insetY)
    let size = range.clamp(wanted)

    // Step 4: the child's origin, computed against the range's maximum.
    let origin = CGPoint(
      x: Self.offset(
        leading: insets.left, trailing: insets.right, space: range.max.width,
        child: childLayout.size.width, grid: grid),
      y: Self.offset(
        leading: insets.top, trailing: insets.bottom, space: range.max.height,
        child: childLayout.size.height, grid: grid))
    return Layout(element: self, size: size, sublayouts: [childLayout.placed(at: origin)], grid: grid)
  }

  private static func finite(_ inset: CGFloat) -> CGFloat { inset.isFinite ? inset : 0 }

  private static func offset(
    leading: CGFloat, trailing: CGFloat, space: CGFloat, child: CGFloat, grid: PixelGrid
  ) -> CGFloat {
    if leading.isFinite { return leading }
    let trailingInset = trailing.isFinite ? trailing : grid.round((space - child) / 2)
    return space - (trailingInset + child)
  }
}
