import Foundation

/// Hand-shaped hostile documents, by family: each family's static function returns its documents
/// (see the extensions `HostileTemplates+…`). Every family is deterministic; the generator numbers
/// and names the documents.
public enum HostileTemplates {
  /// One document of a family before it is named: what it does and its bytes.
  public struct Draft: Sendable {
    public var summary: String
    public var bytes: Data
    /// Whether the bytes are JSON (named `.json`) rather than YAML.
    public var isJSON: Bool

    public init(_ summary: String, _ text: String, isJSON: Bool = false) {
      self.init(summary, bytes: Data(text.utf8), isJSON: isJSON)
    }

    public init(_ summary: String, bytes: Data, isJSON: Bool = false) {
      self.summary = summary
      self.bytes = bytes
      self.isJSON = isJSON
    }
  }

  /// The lines every YAML template starts with.
  static let header = "morph: 1\nsize: [375, 200]\n"

  /// Two states whose layouts are given, and a transition between them animated by `animation`
  /// (YAML, indented for the transition's mapping), with optional extra top-level YAML.
  static func twoStates(
    nodes: String = "nodes: { a: { intrinsicSize: [50, 20] }, b: { intrinsicSize: [70, 20] } }",
    one: String = "{ kind: stack, children: [a] }", two: String = "{ kind: stack, children: [a, b] }",
    animation: String = "default", extra: String = ""
  ) -> String {
    header + nodes + "\n" + """
      states:
        one:
          layout: \(one)
        two:
          layout: \(two)
      transitions:
        go:
          from: one
          to: two
          animation: \(animation)
        back:
          from: two
          to: one
          animation: default

      """ + extra
  }
}
