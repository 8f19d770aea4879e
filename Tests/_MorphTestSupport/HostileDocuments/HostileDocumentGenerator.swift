import Foundation

/// Generates a corpus of hostile scene documents, deterministically from a seed:
///
/// - `example-number`: each valid example with one of its numbers replaced by a boundary value
///   (``BoundaryNumbers``), every boundary value at least once per example;
/// - `field-number`: ``NumericFieldTemplate`` with each of its numeric fields given each boundary value;
/// - `alias`, `nesting`, `timeline`, `encoding`, `control`: the structured families of
///   ``HostileTemplates``;
/// - `random`: examples given several ``RandomMutations`` at once.
///
/// The same seed and examples give the same documents, names and bytes in the same order.
public struct HostileDocumentGenerator: Sendable {
  /// The valid documents mutated: a name (used in file names) and the text.
  public var examples: [(name: String, text: String)]
  /// The seed of every random choice.
  public var seed: UInt64

  public init(examples: [(name: String, text: String)], seed: UInt64 = 0x4D6F_7270_6821) {
    self.examples = examples
    self.seed = seed
  }

  /// The examples of a folder: its `.yaml` scene documents, by file name.
  public static func examples(in folder: URL) -> [(name: String, text: String)] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    return names.filter { $0.hasSuffix(".yaml") }.compactMap { name in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map {
        ((name as NSString).deletingPathExtension, $0)
      }
    }
  }

  /// Every document of the corpus: `perExampleSite` boundary values for each number of each example,
  /// every field of the template with every boundary value, the structured families, and
  /// `randomCount` randomly mutated examples.
  public func corpus(perExampleSite: Int = 7, randomCount: Int = 400) -> [HostileDocument] {
    var random = SeededRandom(seed: seed)
    var documents: [HostileDocument] = []
    func add(_ family: String, _ summary: String, _ bytes: Data, json: Bool = false) {
      let number = String(documents.count)
      let name =
        "h" + String(repeating: "0", count: max(0, 5 - number.count)) + number + "-\(family).\(json ? "json" : "yaml")"
      documents.append(HostileDocument(fileName: name, family: family, summary: summary, bytes: bytes))
    }
    for example in examples {
      let sites = NumericLiteralSites.ranges(in: example.text)
      guard !sites.isEmpty else { continue }
      // Every boundary value at least once, then `perExampleSite` random ones at each site.
      var choices: [(site: Int, literal: String)] = BoundaryNumbers.yaml.enumerated().map {
        ($0.offset % sites.count, $0.element)
      }
      for site in sites.indices {
        for _ in 0..<perExampleSite { choices.append((site, random.pick(BoundaryNumbers.yaml))) }
      }
      for (site, literal) in choices {
        let text = NumericLiteralSites.replacing(sites[site], in: example.text, with: literal)
        let line = example.text[..<sites[site].lowerBound].filter { $0 == "\n" }.count + 1
        add(
          "example-number", "\(example.name) line \(line): \(example.text[sites[site]]) → \(literal)", Data(text.utf8))
      }
    }
    for field in NumericFieldTemplate.fields {
      let literals = NumericFieldTemplate.isInExpression(field.name) ? BoundaryNumbers.expression : BoundaryNumbers.yaml
      for literal in literals {
        add(
          "field-number", "\(field.name): \(literal)",
          Data(NumericFieldTemplate.document(setting: field.name, to: literal).utf8))
      }
    }
    // JSON's own literals (which overflow to infinity rather than name it) in a few fields.
    for field in NumericFieldTemplate.fields.prefix(8) {
      for literal in BoundaryNumbers.json {
        add(
          "field-number", "\(field.name): JSON \(literal)",
          Data(NumericFieldTemplate.document(setting: field.name, to: literal).utf8))
      }
    }
    let families: [(String, [HostileTemplates.Draft])] = [
      ("alias", HostileTemplates.aliases()), ("nesting", HostileTemplates.nesting()),
      ("timeline", HostileTemplates.timelines()), ("encoding", HostileTemplates.encodings()),
      ("control", HostileTemplates.controlCharacters()),
    ]
    for (family, drafts) in families {
      for draft in drafts { add(family, draft.summary, draft.bytes, json: draft.isJSON) }
    }
    if !examples.isEmpty {
      for index in 0..<randomCount {
        let example = random.pick(examples)
        let count = 1 + index % 4
        let text = RandomMutations.mutate(example.text, count: count, using: &random)
        add("random", "\(example.name) with \(count) random mutations", Data(text.utf8))
      }
    }
    return documents
  }
}
