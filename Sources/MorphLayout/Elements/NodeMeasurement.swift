import Foundation

/// A node's measured layout and what it was measured for. It holds the sublayouts, not a ``Layout`` of
/// the node itself, so that a node never retains itself.
package struct NodeMeasurement {
  package var size: CGSize
  package var sublayouts: [Layout]
  /// The spec tree's layout before flattening, for descriptions; nil for leaves. Boxed, so that the
  /// measurements every node keeps stay small for the many nodes without a spec.
  package var unflattenedBox: SpecTreeLayout?
  package var constrainedSize: SizeRange
  package var parentSize: CGSize
  package var pixelGrid: PixelGrid
  package var version: Int
  /// The key of the node's size style when it was measured (``LayoutElementStyle/sizeKey``).
  package var styleKey: UInt64

  /// The spec tree's layout before flattening, for descriptions; nil for leaves.
  package var unflattened: Layout? { unflattenedBox?.layout }

  /// Whether this measurement answers a request for the given inputs.
  package func matches(_ range: SizeRange, parentSize: CGSize, grid: PixelGrid, version: Int) -> Bool {
    constrainedSize == range && pixelGrid == grid && self.version == version
      && Self.same(self.parentSize, parentSize)
  }

  /// Whether this measurement is of exactly `size`, on the grid and at the version given.
  package func fits(_ size: CGSize, grid: PixelGrid, version: Int) -> Bool {
    self.size == size && self.version == version && pixelGrid == grid
  }

  /// The measurement as a layout of the node.
  package func layout(of node: DisplayNode) -> Layout {
    Layout(element: node, exactSize: size, position: Layout.nullPosition, sublayouts: sublayouts)
  }

  private static func same(_ a: CGSize, _ b: CGSize) -> Bool {
    (a.width == b.width || (a.width.isNaN && b.width.isNaN))
      && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
  }
}

/// The layout of a node's spec tree before flattening, kept by reference with the node's measurements.
package final class SpecTreeLayout: @unchecked Sendable {
  /// Immutable after creation.
  package let layout: Layout

  package init(_ layout: Layout) {
    self.layout = layout
  }
}
