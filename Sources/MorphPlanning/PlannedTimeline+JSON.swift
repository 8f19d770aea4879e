import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

extension PlannedTimeline {
  /// The timeline sampled at `times`, as a JSON object with its keys in a fixed order:
  ///
  /// - `scene`: the document's name or null; `transition`: the transition planned, or null for the
  ///   storyboard; `duration` in seconds;
  /// - `markers`: `[{"time", "label"}]`, one per storyboard step;
  /// - `transitions`: per layout transition recorded, `{"node", "start", "completion", "animated",
  ///   "inserted", "removed", "moved"}` (element ids; `completion` is null if it never completed);
  /// - `diagnostics`, only when there are any: `[{"node", "time", "message"}]`, what the planner
  ///   noticed and let pass (`Timeline.diagnostics`);
  /// - `samples`: per time, `{"time", "elements": {ID: {"present", "frame", "alpha"}}}` with every
  ///   element in timeline order and `frame` as `[x, y, w, h]` in the root's coordinate space.
  ///
  /// Numbers print as in the table: integers without a fraction, others with up to 4 decimals.
  public func jsonText(at times: [Double]) -> String {
    let markers = timeline.markers.map { marker in
      "{\"time\": \(Self.number(marker.time)), \"label\": \(JSONText.string(marker.label))}"
    }
    let transitions = timeline.transitions.map { transition in
      [
        "{\"node\": \(JSONText.string(transition.nodeID))",
        "\"start\": \(Self.number(transition.start))",
        "\"completion\": \(transition.completion.map(Self.number) ?? "null")",
        "\"animated\": \(transition.isAnimated)",
        "\"inserted\": \(Self.strings(transition.inserted))",
        "\"removed\": \(Self.strings(transition.removed))",
        "\"moved\": \(Self.strings(transition.moved))}",
      ].joined(separator: ", ")
    }
    let samples = times.map { time in
      let sample = timeline.sample(at: time)
      let elements = sample.elements.map { state in
        let frame = state.absoluteFrame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { NumberFormat.text($0) }
        return "      \(JSONText.string(state.id)): {\"present\": \(state.isPresent), "
          + "\"frame\": [\(numbers.joined(separator: ", "))], \"alpha\": \(NumberFormat.text(state.alpha))}"
      }
      return "    {\"time\": \(Self.number(sample.time)), \"elements\": {\n"
        + elements.joined(separator: ",\n") + "\n    }}"
    }
    let diagnostics = timeline.diagnostics.map { diagnostic in
      "    {\"node\": \(JSONText.string(diagnostic.node)), \"time\": \(Self.number(diagnostic.time)), "
        + "\"message\": \(JSONText.string(diagnostic.message))}"
    }
    let lines =
      [
        "{",
        "  \"scene\": \(sceneName.map(JSONText.string) ?? "null"),",
        "  \"transition\": \(transition.map(JSONText.string) ?? "null"),",
        "  \"duration\": \(Self.number(timeline.duration)),",
        "  \"markers\": [\(markers.joined(separator: ", "))],",
        "  \"transitions\": \(Self.list(transitions.map { "    " + $0 })),",
      ] + (diagnostics.isEmpty ? [] : ["  \"diagnostics\": \(Self.list(diagnostics)),"]) + [
        "  \"samples\": \(Self.list(samples))",
        "}",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func number(_ value: Double) -> String { NumberFormat.text(CGFloat(value)) }

  private static func strings(_ values: [String]) -> String {
    "[" + values.map(JSONText.string).joined(separator: ", ") + "]"
  }

  /// A JSON array of indented items, one per line.
  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
  }
}
