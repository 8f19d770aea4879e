import Foundation
import MorphLayout

extension PlanContents {
  /// The contents as a JSON object for tools, keys in a fixed order: `file`, `scene` (the document's
  /// name or null), `states`, `initialState` (null without states), `transitions` (`{"name", "from",
  /// "to", "sizeRange", "animation"}`: `from` and `to` for a state change, else null; `sizeRange` as
  /// `{"min": [w, h], "max": [w, h]}` for a size change, with null for an unbounded maximum, else null;
  /// `animation` the ``Transition/animation``), `storyboard` (`{"transition", "pause"}`, the
  /// transition null for a pause alone) and `nodes` (`{"name", "type"}`).
  public var jsonText: String {
    let transitions = self.transitions.map { transition in
      "{\"name\": \(JSONText.string(transition.name)), \"from\": \(Self.string(transition.fromState)), "
        + "\"to\": \(Self.string(transition.toState)), \"sizeRange\": \(Self.sizeRangeJSON(transition.sizeRange)), "
        + "\"animation\": \(JSONText.string(transition.animation))}"
    }
    let storyboard = self.storyboard.map { step in
      "{\"transition\": \(Self.string(step.transition)), \"pause\": \(NumberFormat.exact(CGFloat(step.pause)))}"
    }
    let nodes = self.nodes.map {
      "{\"name\": \(JSONText.string($0.name)), \"type\": \(JSONText.string($0.type))}"
    }
    return """
      {
        "file": \(JSONText.string(file)),
        "scene": \(Self.string(name)),
        "states": [\(states.map(JSONText.string).joined(separator: ", "))],
        "initialState": \(Self.string(initialState)),
        "transitions": \(Self.list(transitions)),
        "storyboard": \(Self.list(storyboard)),
        "nodes": \(Self.list(nodes))
      }
      """
  }

  private static func string(_ text: String?) -> String {
    text.map(JSONText.string) ?? "null"
  }

  /// `{"min": [w, h], "max": [w, h]}` with null for an infinite length; null for any other change.
  private static func sizeRangeJSON(_ range: SizeRange?) -> String {
    guard let range else { return "null" }
    func pair(_ size: CGSize) -> String {
      "[" + [size.width, size.height].map { $0.isInfinite ? "null" : NumberFormat.exact($0) }.joined(separator: ", ")
        + "]"
    }
    return "{\"min\": \(pair(range.min)), \"max\": \(pair(range.max))}"
  }

  /// A JSON array with one item a line, indented inside the object; `[]` when empty.
  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
  }
}
