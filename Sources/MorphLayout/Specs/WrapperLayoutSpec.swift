import Foundation

/// Lays every child out with the spec's range at the origin; the spec is as large as its largest child
/// and at least the range's minimum (Texture's `ASWrapperLayoutSpec`).
public final class WrapperLayoutSpec: LayoutSpec {
  /// Wraps one element.
  public init(layoutElement: any LayoutElement) {
    super.init(children: [layoutElement])
  }

  /// Wraps several elements.
  public init(layoutElements: [any LayoutElement]) {
    super.init(children: layoutElements)
  }

  public override var kindName: String { "wrapper" }

  public override func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    var size = constrainedSize.min
    let sublayouts = children.map { child in
      let layout = child.layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
      size.width = max(size.width, layout.size.width)
      size.height = max(size.height, layout.size.height)
      return layout.placed(at: .zero)
    }
    return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.pixelGrid)
  }
}
