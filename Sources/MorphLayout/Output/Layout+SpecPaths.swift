import Foundation

extension Layout {
  /// Where each display node of a spec layout was placed: the kinds of the specs above it from the
  /// root, joined by `/`, with the child's index among its spec's children when there are several
  /// (`background/stack/overlay[1]/inset/relative`). Nodes below another node are not included; their
  /// node's own spec layout has them.
  /// - Complexity: O(n) in the number of layouts in the tree.
  public func specPaths() -> [ObjectIdentifier: String] {
    var paths: [ObjectIdentifier: String] = [:]
    collectSpecPaths(prefix: [], into: &paths)
    return paths
  }

  private func collectSpecPaths(prefix: [String], into paths: inout [ObjectIdentifier: String]) {
    if element is DisplayNode {
      paths[ObjectIdentifier(element)] = prefix.joined(separator: "/")
      return
    }
    let kind = (element as? LayoutSpec)?.kindName ?? "element"
    for (index, sublayout) in sublayouts.enumerated() {
      var path = prefix
      path.append(sublayouts.count > 1 ? "\(kind)[\(index)]" : kind)
      sublayout.collectSpecPaths(prefix: path, into: &paths)
    }
  }
}
