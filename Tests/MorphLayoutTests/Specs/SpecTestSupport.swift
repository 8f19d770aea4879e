import Foundation
@testable import MorphLayout

/// A spec that records the range and parent size it was given, then measures like a bare spec
/// of a fixed size.
final class ParentSizeSpy: LayoutSpec {
  var receivedRange: SizeRange?
  var receivedParentSize: CGSize?
  let size: CGSize

  init(size: CGSize = .zero) {
    self.size = size
    super.init()
  }

  override func calculateLayoutThatFits(_ range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    receivedRange = range
    receivedParentSize = parentSize
    return Layout(element: self, size: range.clamp(size), grid: context.pixelGrid)
  }
}
