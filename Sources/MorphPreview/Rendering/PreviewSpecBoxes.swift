import Foundation
import MorphPlanning
import MorphScene

/// The layout-spec boxes of a laid-out scene, for the review overlay's provenance view.
enum PreviewSpecBoxes {
  /// Every spec of the layout, depth first, with the nodes it placed. A node's own spec tree (a
  /// nested node's, or a button's) is included, its paths starting with the node's name.
  static func boxes(of layout: LaidOutTree) -> [PreviewReview.SpecBox] {
    var boxes: [PreviewReview.SpecBox] = []
    for child in layout.root.children {
      collect(child, path: [], siblings: 1, index: 0, into: &boxes)
    }
    return boxes
  }

  /// Adds the boxes of an element's subtree; returns the names of the nodes in it.
  @discardableResult
  private static func collect(
    _ element: LaidOutTree.Element, path: [String], siblings: Int, index: Int,
    into boxes: inout [PreviewReview.SpecBox]
  ) -> [String] {
    if element.isNode {
      let name = element.name ?? element.kind
      for child in element.children {
        collect(child, path: [name], siblings: 1, index: 0, into: &boxes)
      }
      return [name]
    }
    let step = siblings > 1 ? "\(element.kind)[\(index)]" : element.kind
    let ownPath = path + [step]
    let position = boxes.count
    boxes.append(
      PreviewReview.SpecBox(
        kind: element.kind, path: ownPath.joined(separator: "/"), frame: PreviewNumbers.frame(element.frame),
        nodes: []))
    var nodes: [String] = []
    for (childIndex, child) in element.children.enumerated() {
      nodes += collect(child, path: ownPath, siblings: element.children.count, index: childIndex, into: &boxes)
    }
    boxes[position].nodes = nodes
    return nodes
  }
}
