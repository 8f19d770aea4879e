import Foundation
import MorphLayout

extension DisplayNode {
  /// Texture's `descriptionForRecursiveDescription()`: the node's description and frame, the line
  /// ``displayNodeRecursiveDescription()`` prints for it.
  public func descriptionForRecursiveDescription() -> String {
    "\(self) frame = \(Self.describe(frame))"
  }

  /// Texture's `displayNodeRecursiveDescription()`: one line per node of the subtree, back to front,
  /// each subnode indented with ` | ` below its supernode.
  public func displayNodeRecursiveDescription() -> String {
    recursiveDescription(indent: "")
  }

  private func recursiveDescription(indent: String) -> String {
    var text = indent + descriptionForRecursiveDescription() + "\n"
    for subnode in subnodeArray { text += subnode.recursiveDescription(indent: indent + " | ") }
    return text
  }

  /// Texture's `ancestryDescription`: the descriptions of the node's supernodes, nearest first.
  public var ancestryDescription: String {
    var names: [String] = []
    var node = supernode
    while let current = node {
      names.append(current.description)
      node = current.supernode
    }
    return "(" + names.joined(separator: ", ") + ")"
  }

  /// Texture's `detailedLayoutDescription`: the node's layout version and bounds and, once it has one,
  /// its calculated layout's size and constrained range.
  public var detailedLayoutDescription: String {
    var parts = ["layoutVersion = \(layoutVersion)", "bounds = \(Self.describe(bounds))"]
    if let calculated {
      let size = calculated.size
      parts.append("calculatedSize = {\(Self.number(size.width)), \(Self.number(size.height))}")
      parts.append("calculatedConstrainedSize = \(NSStringFromASSizeRange(calculated.constrainedSize))")
    }
    return "<\(kindName); " + parts.joined(separator: "; ") + ">"
  }

  private static func describe(_ rect: CGRect) -> String {
    "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
  }

  private static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}
