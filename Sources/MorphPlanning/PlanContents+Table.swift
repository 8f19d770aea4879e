import Foundation
import MorphLayout

extension PlanContents {
  /// The contents as tables for people: a heading (the document's name and its file), then one table
  /// each for the states (the initial one marked), the transitions (a state change's `FROM` and `TO`, or
  /// a size change's new size range, and ``Transition/animation``), the storyboard's steps
  /// and the nodes with their types. An empty table shows `(none)`.
  public var tableText: String {
    let heading = name.map { "\($0) (\(file))" } ?? file
    let states = self.states.map { [$0 == initialState ? "\($0) (initial)" : $0] }
    let transitions = self.transitions.map { transition in
      [
        transition.name, transition.fromState ?? "-", transition.toState ?? "-", Self.sizeText(transition.sizeRange),
        transition.animation,
      ]
    }
    let storyboard = self.storyboard.enumerated().map { index, step in
      [String(index + 1), step.transition ?? "-", NumberFormat.exact(CGFloat(step.pause))]
    }
    let nodes = self.nodes.map { [$0.name, $0.type] }
    let tables = [
      Self.table(["STATE"], states),
      Self.table(["TRANSITION", "FROM", "TO", "SIZE", "ANIMATION"], transitions),
      Self.table(["STEP", "TRANSITION", "PAUSE"], storyboard),
      Self.table(["NODE", "TYPE"], nodes),
    ]
    return ([heading] + tables).joined(separator: "\n\n") + "\n"
  }

  /// A size change's new range: `[w, h]` when exact, else `[w, h]…[w, h]` (`inf` for no maximum); `-`
  /// for any other change.
  static func sizeText(_ range: SizeRange?) -> String {
    guard let range else { return "-" }
    let min = JSONText.numbers([range.min.width, range.min.height])
    guard range.min != range.max else { return min }
    return min + "…" + JSONText.numbers([range.max.width, range.max.height])
  }

  /// Left-aligned columns two spaces apart, without trailing spaces.
  private static func table(_ header: [String], _ rows: [[String]]) -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    let lines = ([header] + rows).map { row in
      var line = row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
    return (rows.isEmpty ? lines + ["(none)"] : lines).joined(separator: "\n")
  }
}
