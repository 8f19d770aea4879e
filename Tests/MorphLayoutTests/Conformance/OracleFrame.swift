import Foundation

/// A box of an oracle layout: its border-box frame relative to its parent's border box, and its
/// children's frames in tree order.
struct OracleFrame: Decodable, Sendable, Equatable {
  var left: Double
  var top: Double
  var width: Double
  var height: Double
  var children: [OracleFrame]

  /// Every difference between this frame tree and `expected`, one line per box, each naming the box by
  /// its child-index path from the root (`root`, `root.1`, `root.1.0`, …).
  func mismatches(against expected: OracleFrame, path: String = "root") -> [String] {
    var lines: [String] = []
    if (left, top, width, height) != (expected.left, expected.top, expected.width, expected.height) {
      lines.append("\(path): expected \(expected.rectText), got \(rectText)")
    }
    if children.count != expected.children.count {
      lines.append("\(path): expected \(expected.children.count) children, got \(children.count)")
    }
    for (index, (child, expectedChild)) in zip(children, expected.children).enumerated() {
      lines += child.mismatches(against: expectedChild, path: "\(path).\(index)")
    }
    return lines
  }

  private var rectText: String {
    func text(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%.4f", value)
    }
    return "(x \(text(left)), y \(text(top)), w \(text(width)), h \(text(height)))"
  }
}
