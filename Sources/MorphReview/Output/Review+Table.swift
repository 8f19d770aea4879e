import Foundation

extension Review {
  /// The review as people read it: a heading, then per transition (and the storyboard) its changes in
  /// review order, one line each with its kind, element, what changed, its largest difference and when,
  /// and the old and new versions; a transition that did not change says `same`. A last line counts
  /// what changed.
  ///
  /// ```
  /// Comparing main:card.yaml with card.yaml (tolerance 0.01)
  ///
  /// expand: 1 change
  ///   layout  excerpt  frame  52.5 pt at 0.5 s  [16, 80, 343, 40] → [16, 80, 343, 92.5]
  ///
  /// 1 of 2 transitions changed, 1 change.
  /// ```
  public var tableText: String {
    var lines = ["Comparing \(old) with \(new) (tolerance \(TimelineComparison.number(tolerance)))"]
    for subject in subjects {
      lines.append("")
      guard !subject.changes.isEmpty else {
        lines.append("\(subject.name): same")
        continue
      }
      let count = subject.changes.count
      lines.append("\(subject.name): \(count) change\(count == 1 ? "" : "s")")
      let rows = subject.changes.map { change in
        [
          change.kind.rawValue, change.element ?? "(transition)", change.aspect, Self.largestText(of: change),
          "\(change.old) → \(change.new)",
        ]
      }
      let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
      for row in rows {
        let padded = (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        lines.append("  " + (padded + [row[4]]).joined(separator: "  "))
      }
    }
    let changed = subjects.filter { !$0.changes.isEmpty }.count
    let changes = subjects.map(\.changes.count).reduce(0, +)
    let noun = subjects.count == 1 ? "transition" : "transitions"
    lines.append("")
    lines.append(
      changes == 0
        ? "No change in \(subjects.count) \(noun)."
        : "\(changed) of \(subjects.count) \(noun) changed, \(changes) change\(changes == 1 ? "" : "s").")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A change's largest difference and when it occurs (`52.5 pt at 0.5 s`); `-` where it has none.
  static func largestText(of change: TimelineChange) -> String {
    guard let largest = change.largestDifference else { return "-" }
    let amount = TimelineComparison.number(largest) + (change.unit.isEmpty ? "" : " " + change.unit)
    return change.time.map { "\(amount) at \(TimelineComparison.secondsText($0))" } ?? amount
  }
}
