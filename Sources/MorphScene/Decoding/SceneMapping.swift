import MorphPlanning
import Yams

/// A YAML mapping of a scene document, its keys as strings in document order, with the checks the
/// decoder makes of it: unknown keys and missing required keys.
struct SceneMapping {
  /// One key and its value.
  struct Entry {
    let key: String
    let keyLocation: FileLocation
    let value: SceneValue
  }

  /// The mapping as a value.
  let value: SceneValue
  /// The entries in document order.
  let entries: [Entry]

  init(_ mapping: Yams.Node.Mapping, at value: SceneValue) throws(LocatedError) {
    self.value = value
    var entries: [Entry] = []
    for (keyNode, valueNode) in mapping {
      let key = SceneValue(keyNode, file: value.location.file)
      guard case .scalar(let scalar) = keyNode else {
        throw LocatedError(at: key.location, "expected a key name, found \(key.found)")
      }
      entries.append(
        Entry(key: scalar.string, keyLocation: key.location, value: SceneValue(valueNode, file: value.location.file)))
    }
    self.entries = entries
  }

  /// Where the mapping starts.
  var location: FileLocation { value.location }

  /// The value of a key, if given.
  subscript(key: String) -> SceneValue? {
    entries.first { $0.key == key }?.value
  }

  /// The value of a key that must be given; `place` says where, as in `in inset spec`.
  func required(_ key: String, _ place: String, expecting expected: String = "") throws(LocatedError) -> SceneValue {
    guard let value = self[key] else {
      throw LocatedError(at: location, "missing '\(key)' \(place)\(expected.isEmpty ? "" : "; expected \(expected)")")
    }
    return value
  }

  /// Where each key's value was written.
  var keyLocations: [String: FileLocation] {
    Dictionary(entries.map { ($0.key, $0.value.location) }, uniquingKeysWith: { first, _ in first })
  }

  /// Throws at the first key not in `allowed`; `place` says where, as in `in node 'title'`, and `note`
  /// may explain a key that belongs elsewhere.
  func checkKeys(_ allowed: [String], _ place: String, note: (String) -> String? = { _ in nil }) throws(LocatedError) {
    for entry in entries where !allowed.contains(entry.key) {
      let explanation = note(entry.key).map { " (\($0))" } ?? ""
      throw LocatedError(
        at: entry.keyLocation,
        "unknown key '\(entry.key)' \(place)\(explanation); expected one of: \(allowed.joined(separator: ", "))"
          + Suggestion.didYouMean(entry.key, among: allowed))
    }
  }
}
