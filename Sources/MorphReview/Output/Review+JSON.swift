import Foundation
import MorphPlanning

extension Review {
  /// The review as tools read it: one JSON object with its keys in a fixed order.
  ///
  /// - `old`, `new`: what was compared; `tolerance`; `identical`: whether nothing changed;
  /// - `subjects`: per transition (and `storyboard`), `{"name", "status", "changes"}`, the status one
  ///   of `same`, `changed`, `added`, `removed`;
  /// - each change: `{"kind", "element", "oldElementID", "newElementID", "aspect", "largestDifference",
  ///   "unit", "time", "old", "new"}`, with `element` and both ids null for the transition itself,
  ///   the id of the version without the element null for an added or removed one, and
  ///   `largestDifference` and `time` null where the change is not a quantity.
  public var jsonText: String {
    func number(_ value: Double?) -> String { value.map(TimelineComparison.number) ?? "null" }
    let subjectTexts = subjects.map { subject in
      let changes = subject.changes.map { change in
        "      {\"kind\": \(JSONText.string(change.kind.rawValue)), "
          + "\"element\": \(change.element.map(JSONText.string) ?? "null"), "
          + "\"oldElementID\": \(change.oldElementID.map(JSONText.string) ?? "null"), "
          + "\"newElementID\": \(change.newElementID.map(JSONText.string) ?? "null"), "
          + "\"aspect\": \(JSONText.string(change.aspect)), "
          + "\"largestDifference\": \(number(change.largestDifference)), \"unit\": \(JSONText.string(change.unit)), "
          + "\"time\": \(number(change.time)), \"old\": \(JSONText.string(change.old)), "
          + "\"new\": \(JSONText.string(change.new))}"
      }
      let list = changes.isEmpty ? "[]" : "[\n" + changes.joined(separator: ",\n") + "\n    ]"
      return
        "    {\"name\": \(JSONText.string(subject.name)), \"status\": \(JSONText.string(subject.status.rawValue)), "
        + "\"changes\": \(list)}"
    }
    return [
      "{",
      "  \"old\": \(JSONText.string(old)),",
      "  \"new\": \(JSONText.string(new)),",
      "  \"tolerance\": \(number(tolerance)),",
      "  \"identical\": \(isIdentical),",
      "  \"subjects\": " + (subjectTexts.isEmpty ? "[]" : "[\n" + subjectTexts.joined(separator: ",\n") + "\n  ]"),
      "}",
    ].joined(separator: "\n") + "\n"
  }
}
