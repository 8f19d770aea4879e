import Foundation
import MorphLayout

/// A layout element that takes the exact size on an axis where its range is exact, and its natural
/// size elsewhere, even beyond the range's maximum: like a custom Texture element whose content cannot
/// shrink unless it is pinned. Only such an element can end up larger than its stack line, which is
/// what shows that Texture's stretching never shrinks.
final class NaturalSizeElement: LayoutElement {
  var style = LayoutElementStyle()
  /// The size reported on axes whose range is not exact.
  let naturalSize: CGSize

  init(width: CGFloat, height: CGFloat) {
    naturalSize = CGSize(width: width, height: height)
  }

  func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    let exact = constrainedSize.min
    let size = CGSize(
      width: exact.width == constrainedSize.max.width ? exact.width : naturalSize.width,
      height: exact.height == constrainedSize.max.height ? exact.height : naturalSize.height)
    return Layout(element: self, size: size, grid: context.pixelGrid)
  }
}
