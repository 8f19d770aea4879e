import Foundation
import MorphLayout

extension LaidOutTree {
  /// The layout as an indented tree for people: a heading, then one line per node and spec with its
  /// kind, its name (nodes) and its frame `[x, y, w, h]` in the root's coordinate space.
  public var treeText: String {
    var details = state.map { ["state \($0)"] } ?? []
    details.append("scale \(NumberFormat.exact(scale))")
    var lines = ["\(sceneName ?? "scene") (\(details.joined(separator: ", ")))"]
    lines.append(Self.line(root, name: "root"))
    Self.appendChildren(of: root, prefix: "", to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ element: Element, name: String?) -> String {
    ([element.kind] + [name].compactMap { $0 } + [JSONText.numbers(components(element.frame))]).joined(separator: " ")
  }

  private static func appendChildren(of element: Element, prefix: String, to lines: inout [String]) {
    for (index, child) in element.children.enumerated() {
      let isLast = index == element.children.count - 1
      lines.append(prefix + (isLast ? "└─ " : "├─ ") + line(child, name: child.name))
      appendChildren(of: child, prefix: prefix + (isLast ? "   " : "│  "), to: &lines)
    }
  }
}
