import Foundation
import MorphLayout

extension Layout {
  /// Texture's `init(layoutElement:size:position:sublayouts:)`: a layout of `layoutElement` at
  /// `position` in its parent, snapped to the pixel grid of `LayoutContext/current` as every Morph
  /// layout is.
  public init(layoutElement: any ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout]?) {
    self.init(
      element: layoutElement, size: size, position: position, sublayouts: sublayouts ?? [],
      grid: LayoutContext.current.pixelGrid)
  }

  /// Texture's `init(layoutElement:size:sublayouts:)`: an unplaced layout (at ``ASPointNull``).
  public init(layoutElement: any ASLayoutElement, size: CGSize, sublayouts: [ASLayout]?) {
    self.init(layoutElement: layoutElement, size: size, position: ASPointNull, sublayouts: sublayouts)
  }

  /// Texture's `init(layoutElement:size:)`: an unplaced layout with no sublayouts.
  public init(layoutElement: any ASLayoutElement, size: CGSize) {
    self.init(layoutElement: layoutElement, size: size, position: ASPointNull, sublayouts: nil)
  }

  /// Texture's `layoutElement`: the element this layout belongs to.
  public var layoutElement: any ASLayoutElement { element }

  /// Texture's `type`: the kind of the layout's element.
  public var type: ASLayoutElementType { element.layoutElementType }

  /// Texture's `filteredNodeLayoutTree()`: this layout with the layout specs taken out — its sublayouts
  /// are the layouts of the display nodes below it (not those below another node), in depth-first
  /// order, each positioned in this layout's space.
  public func filteredNodeLayoutTree() -> ASLayout {
    var nodeLayouts: [Layout] = []
    for sublayout in sublayouts { sublayout.collectNodeLayouts(offset: .zero, into: &nodeLayouts) }
    return Layout(
      element: element, size: size, position: position, sublayouts: nodeLayouts,
      grid: LayoutContext.current.pixelGrid)
  }

  /// Appends this layout (moved by `offset`) if its element is a node, else the node layouts below it.
  private func collectNodeLayouts(offset: CGPoint, into result: inout [Layout]) {
    let origin = CGPoint(x: offset.x + finite(position.x), y: offset.y + finite(position.y))
    if element is DisplayNode {
      var placed = self
      placed.position = origin
      result.append(placed)
      return
    }
    for sublayout in sublayouts { sublayout.collectNodeLayouts(offset: origin, into: &result) }
  }

  /// A coordinate of an unplaced layout counts as 0.
  private func finite(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }

  /// Texture's `recursiveDescription()`: one line per layout — its element (a node's description, a
  /// spec's kind), position and size — with each sublayout indented two spaces below its parent.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    appendDescription(depth: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  private func appendDescription(depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let name = (element as? LayoutSpec).map { "<\($0.kindName)>" } ?? "\(element)"
    let place = ASPointIsNull(position) ? "unplaced" : "position = \(describe(position.x, position.y))"
    lines.append("\(indent)<ASLayout: \(name), \(place), size = \(describe(size.width, size.height))>")
    for sublayout in sublayouts { sublayout.appendDescription(depth: depth + 1, to: &lines) }
  }

  private func describe(_ first: CGFloat, _ second: CGFloat) -> String {
    "{\(String(format: "%g", Double(first))), \(String(format: "%g", Double(second)))}"
  }
}
