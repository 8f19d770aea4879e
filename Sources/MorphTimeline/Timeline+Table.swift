import Foundation
import MorphLayout

extension Timeline {
  /// A fixed-width text table of every element's frame and opacity at each of the given times,
  /// preceded by the transitions with the elements they inserted, removed and moved, and by the
  /// timeline's diagnostics (one `diagnostic:` line each; none when there are none). Absent elements
  /// are listed with `-` so that every block has the same rows. It is the `morph timeline` table and
  /// the text that frame snapshot tests compare, so a new diagnostic fails a snapshot and shows in its
  /// difference.
  public func sampleTable(at times: [Double]) -> String {
    var lines: [String] = []
    for transition in transitions {
      let end = transition.completion.map(Self.seconds) ?? "never completed"
      lines.append(
        "transition \(transition.nodeID) \(Self.seconds(transition.start))–\(end)"
          + (transition.isAnimated ? "" : " (not animated)"))
      lines.append("  inserted: " + Self.list(transition.inserted))
      lines.append("  removed:  " + Self.list(transition.removed))
      lines.append("  moved:    " + Self.list(transition.moved))
    }
    for diagnostic in diagnostics {
      lines.append("diagnostic: \(diagnostic.node) at \(Self.seconds(diagnostic.time)) s: \(diagnostic.message)")
    }
    let idWidth = max(7, elements.map(\.id.count).max() ?? 0)
    for time in times {
      let sample = sample(at: time)
      lines.append("")
      lines.append("t = \(Self.seconds(sample.time))")
      lines.append(Self.row(["element".padding(idWidth), "x", "y", "width", "height", "alpha"]))
      for state in sample.elements {
        let frame = state.absoluteFrame
        let numbers =
          state.isPresent
          ? [frame.minX, frame.minY, frame.width, frame.height, state.alpha].map { NumberFormat.text($0) }
          : Array(repeating: "-", count: 5)
        lines.append(Self.row([state.id.padding(idWidth)] + numbers))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func seconds(_ time: Double) -> String { NumberFormat.text(CGFloat(time)) }

  private static func list(_ ids: [String]) -> String {
    ids.isEmpty ? "none" : ids.joined(separator: ", ")
  }

  private static func row(_ cells: [String]) -> String {
    let columns = [cells[0]] + cells.dropFirst().map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }
    return "  " + columns.joined(separator: " ")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
