import Foundation
import Testing

@testable import MorphLayout

/// Styles and options a careless caller may give — infinite spacing, NaN lengths, absurd scales — still
/// give every node a finite frame and never trap. Each case is a finding of the layout fuzz target
/// (Fuzz/); the inputs that found them are among its seeds, so every fuzz run replays them.
@Suite struct CarelessInputTests {
  /// Lays `spec` out as a root node's spec and returns every node's frame, depth first.
  static func frames(of spec: LayoutSpec, in range: SizeRange, scale: CGFloat = 2) -> [CGRect] {
    let root = DisplayNode()
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in spec }
    root.layoutAsRoot(sizeRange: range, context: LayoutContext(scale: scale))
    func collect(_ node: DisplayNode) -> [CGRect] { [node.frame] + node.subnodes.flatMap(collect) }
    return collect(root)
  }

  static func isFinite(_ frame: CGRect) -> Bool {
    [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0
      && frame.height >= 0
  }

  @Test func aRangeWithNaNBoundsIsMadeWellFormed() {
    let range = SizeRange(unchecked: CGSize(width: CGFloat.nan, height: -3), CGSize(width: CGFloat.nan, height: -5))
    #expect(range.sanitized == SizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: 0)))
    let spy = ParentSizeSpy(size: CGSize(width: 10, height: 10))
    _ = spy.layoutThatFits(range, parentSize: .zero, context: LayoutContext(scale: 2))
    #expect(spy.receivedRange == range.sanitized)
  }

  @Test func anAbsurdScaleNeverMakesASizeNegative() {
    let grid = PixelGrid(scale: 1e9)
    #expect(grid.ceil(CGSize.zero) == .zero)
    let frames = Self.frames(of: LayoutSpec(), in: SizeRange(exactly: .zero), scale: 1e9)
    #expect(frames.allSatisfy(Self.isFinite))
  }
}
