import Foundation

/// How an ``AbsoluteLayoutSpec`` sizes itself (Texture's `ASAbsoluteLayoutSpecSizing`).
public enum AbsoluteLayoutSpecSizing: String, Hashable, Sendable, CaseIterable {
  /// Take the range's maximum where it is finite.
  case `default`
  /// Take the union of the children's frames.
  case sizeToFit
}

/// Places each child at its `style.layoutPosition` (Texture's `ASAbsoluteLayoutSpec`). A child's
/// unset maximum size defaults to the space left after its position.
public final class AbsoluteLayoutSpec: LayoutSpec {
  public var sizing: AbsoluteLayoutSpecSizing

  public init(sizing: AbsoluteLayoutSpecSizing = .default, children: [any LayoutElement]) {
    self.sizing = sizing
    super.init(children: children)
  }

  /// Texture's `init(children:)`: a spec with the default sizing.
  public override convenience init(children: [any LayoutElement]) { self.init(sizing: .default, children: children) }

  public override var kindName: String { "absolute" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    let reference = range.referenceSize
    let sublayouts = children.map { child in
      let childStyle = child.style
      let position = childStyle.layoutPosition
      let autoMax = CGSize(width: range.max.width - position.x, height: range.max.height - position.y)
      let childRange = childStyle.sizeRange(
        parentSize: reference, autoRange: SizeRange(unchecked: .zero, autoMax))
      return child.layoutThatFits(childRange, parentSize: reference, context: context).placed(at: position)
    }
    var size = reference
    if sizing == .sizeToFit || size.width.isNaN {
      size.width = sublayouts.reduce(range.min.width) { max($0, $1.position.x + $1.size.width) }
    }
    if sizing == .sizeToFit || size.height.isNaN {
      size.height = sublayouts.reduce(range.min.height) { max($0, $1.position.y + $1.size.height) }
    }
    return Layout(element: self, size: range.clamp(size), sublayouts: sublayouts, grid: context.pixelGrid)
  }
}
