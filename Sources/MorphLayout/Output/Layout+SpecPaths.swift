import Foundation

extension Layout {
  /// Where each display node of a spec layout was placed: the kinds of the specs above it from the
  /// root, joined by `/`, with the child's index among its spec's children when there are several
  /// (`background/stack/overlay[1]/inset/relative`). Nodes below another node are not included; their
  /// node's own spec layout has them.
  /// - Complexity: O(n) in the number of layouts in the tree.
  public func specPaths() -> [ObjectIdentifier: String] {
    var paths: [ObjectIdentifier: String] = [:]
    collectSpecPaths(prefix: "", into: &paths)
    return paths
  }

  /// Adds the paths under this layout, `prefix` being the path down to it (empty at the root).
  private func collectSpecPaths(prefix: String, into paths: inout [ObjectIdentifier: String]) {
    if element is DisplayNode {
      paths[ObjectIdentifier(element)] = prefix
      return
    }
    let kind = (element as? LayoutSpec)?.kindName ?? "element"
    let head = prefix.isEmpty ? kind : prefix + "/" + kind
    guard sublayouts.count > 1 else {
      for sublayout in sublayouts { sublayout.collectSpecPaths(prefix: head, into: &paths) }
      return
    }
    for (index, sublayout) in sublayouts.enumerated() {
      sublayout.collectSpecPaths(prefix: head + "[" + String(index) + "]", into: &paths)
    }
  }
}
