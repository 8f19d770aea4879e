import Foundation
import MorphLayout
import MorphPlanning

extension SceneDecoder {
  /// The keys a run of `runs` may give.
  static let runKeys = ["text", "font", "color", "kern", "underline", "background"]

  /// The names of truncation modes (`NSLineBreakMode`'s truncating cases).
  static let truncationModes: [(name: String, value: TextAttributes.TruncationMode)] = [
    ("tail", .tail), ("head", .head), ("middle", .middle), ("clip", .clip),
  ]

  /// The names of line break modes (`NSLineBreakMode`'s wrapping cases).
  static let lineBreakModes: [(name: String, value: TextAttributes.LineBreakMode)] = [
    ("wordWrap", .wordWrap), ("charWrap", .charWrap),
  ]

  /// `runs: [{text, font, color, kern, underline, background}, …]`: a text in several styles, with
  /// the same value syntax as a node's `font` and colors.
  func runs(_ value: SceneValue, owner: String) throws(LocatedError) -> [RunDeclaration] {
    let items = try value.sequence(for: "'runs'")
    guard !items.isEmpty else {
      throw value.mismatch("at least one run, a mapping such as {text: Hello, font: {weight: bold}}", for: "'runs'")
    }
    var runs: [RunDeclaration] = []
    for (index, item) in items.enumerated() {
      let place = "run \(index + 1) of \(owner)"
      let mapping = try item.mapping(for: place)
      try mapping.checkKeys(Self.runKeys, "in \(place)")
      let text = try mapping.required("text", "in \(place)", expecting: "the run's characters").text(for: "'text'")
      var run = RunDeclaration(text: text)
      for entry in mapping.entries {
        let key = "'\(entry.key)'"
        switch entry.key {
        case "font": run.font = try font(entry.value, owner: place)
        case "color": run.color = try color(entry.value, for: key)
        case "kern": run.kern = try entry.value.number(for: key)
        case "underline": run.underline = try entry.value.bool(for: key)
        case "background": run.backgroundColor = try color(entry.value, for: key)
        default: break
        }
      }
      runs.append(run)
    }
    return runs
  }

  /// Throws when a mapping gives both `text` and `runs`.
  func checkTextOrRuns(_ mapping: SceneMapping, owner: String) throws(LocatedError) {
    guard mapping["text"] != nil, let runs = mapping.entries.first(where: { $0.key == "runs" }) else { return }
    throw LocatedError(
      at: runs.keyLocation,
      "\(owner) gives both 'text' and 'runs'; expected one of them: 'text' for text in one style, "
        + "'runs' for text in several")
  }
}
