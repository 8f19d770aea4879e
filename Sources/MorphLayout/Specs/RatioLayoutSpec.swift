import Foundation

/// Gives its child a fixed aspect ratio, `ratio = height / width` (Texture's `ASRatioLayoutSpec`).
///
/// Of the candidate sizes derived from the range's finite maximum width and height, the one whose ratio
/// is closest wins (the width-based one on a tie); the derived length is floored to the pixel grid.
public final class RatioLayoutSpec: LayoutSpec {
  /// Height divided by width; must be positive.
  public var ratio: CGFloat {
    didSet { precondition(ratio > 0, "RatioLayoutSpec: the ratio must be positive") }
  }

  public init(ratio: CGFloat, child: any LayoutElement) {
    precondition(ratio > 0, "RatioLayoutSpec: the ratio must be positive")
    self.ratio = ratio
    super.init(children: [child])
  }

  public override var kindName: String { "ratio" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    guard let child else { return super.calculateLayoutThatFits(range, parentSize: parentSize, context: context) }
    let grid = context.pixelGrid
    var candidates: [CGSize] = []
    if range.max.width.isValidLength {
      candidates.append(range.clamp(CGSize(width: range.max.width, height: grid.floor(ratio * range.max.width))))
    }
    if range.max.height.isValidLength {
      candidates.append(range.clamp(CGSize(width: grid.floor(range.max.height / ratio), height: range.max.height)))
    }
    var best: CGSize?
    for candidate in candidates {
      guard let current = best else {
        best = candidate
        continue
      }
      if abs(current.height / current.width - ratio) > abs(candidate.height / candidate.width - ratio) {
        best = candidate
      }
    }
    let childLayout: Layout
    if let best {
      childLayout = child.layoutThatFits(
        range.intersect(SizeRange(exactly: best)), parentSize: best, context: context)
    } else {
      childLayout = child.layoutThatFits(range, parentSize: .undefined, context: context)
    }
    return Layout(element: self, size: childLayout.size, sublayouts: [childLayout.placed(at: .zero)], grid: grid)
  }
}
