import Foundation

/// Stretches a background behind its child, which gives the size (Texture's `ASBackgroundLayoutSpec`).
/// The background comes first in subnode order, so it is drawn below; the spec's own style size is
/// ignored.
public final class BackgroundLayoutSpec: LayoutSpec {
  /// The element that sizes the spec.
  public var backgroundChild: any LayoutElement {
    get { children[0] }
    set { children[0] = newValue }
  }

  /// The element laid out exactly at the child's size, behind it.
  public var background: any LayoutElement {
    get { children[1] }
    set { children[1] = newValue }
  }

  public init(child: any LayoutElement, background: any LayoutElement) {
    super.init(children: [child, background])
  }

  public override var appliesOwnStyleSize: Bool { false }
  public override var kindName: String { "background" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    let childLayout = backgroundChild.layoutThatFits(range, parentSize: parentSize, context: context)
    // Unlike the overlay, the background resolves fractions against the spec's own parent size.
    let backgroundLayout = background.layoutThatFits(
      SizeRange(exactly: childLayout.size), parentSize: parentSize, context: context)
    return Layout(
      element: self, size: childLayout.size,
      sublayouts: [backgroundLayout.placed(at: .zero), childLayout.placed(at: .zero)], grid: context.pixelGrid)
  }
}
