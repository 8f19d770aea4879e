import Foundation

/// Stretches an overlay over its child, which gives the size (Texture's `ASOverlayLayoutSpec`).
/// The overlay sits above the child; the spec's own style size is ignored.
public final class OverlayLayoutSpec: LayoutSpec {
  /// The element that sizes the spec.
  public var overlaidChild: any LayoutElement {
    get { children[0] }
    set { children[0] = newValue }
  }

  /// The element laid out exactly at the child's size, above it.
  public var overlay: any LayoutElement {
    get { children[1] }
    set { children[1] = newValue }
  }

  public init(child: any LayoutElement, overlay: any LayoutElement) {
    super.init(children: [child, overlay])
  }

  public override var appliesOwnStyleSize: Bool { false }
  public override var kindName: String { "overlay" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    let childLayout = overlaidChild.layoutThatFits(range, parentSize: parentSize, context: context)
    let overlayLayout = overlay.layoutThatFits(
      SizeRange(exactly: childLayout.size), parentSize: childLayout.size, context: context)
    return Layout(
      element: self, size: childLayout.size,
      sublayouts: [childLayout.placed(at: .zero), overlayLayout.placed(at: .zero)], grid: context.pixelGrid)
  }
}
