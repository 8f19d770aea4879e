import Foundation

extension Layout {
  /// The display nodes of a spec layout, depth first in spec order, each at its absolute position
  /// ceiled to the pixel grid and without sublayouts (Texture's `filteredNodeLayoutTree`). A node's
  /// own insides stay with the node.
  func flattenedNodeLayouts(grid: PixelGrid) -> [Layout] {
    var result: [Layout] = []
    collectNodeLayouts(offset: .zero, grid: grid, into: &result)
    return result
  }

  private func collectNodeLayouts(offset: CGPoint, grid: PixelGrid, into result: inout [Layout]) {
    let absolute = CGPoint(x: offset.x + position.x, y: offset.y + position.y)
    if element is DisplayNode {
      result.append(Layout(element: element, exactSize: size, position: grid.ceil(absolute), sublayouts: []))
      return
    }
    for sublayout in sublayouts {
      sublayout.collectNodeLayouts(offset: absolute, grid: grid, into: &result)
    }
  }
}
