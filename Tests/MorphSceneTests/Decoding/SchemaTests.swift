import Foundation
import Testing

/// The JSON Schema for editors accepts what the decoder accepts and rejects structural mistakes.
@Suite struct SchemaTests {
  func contents(_ directory: URL, _ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func acceptsTheExamples() throws {
    let names = TestFiles.names(in: TestFiles.examples).filter { $0.hasSuffix(".yaml") }
    #expect(
      names == [
        "animal-card.yaml", "card-expand.yaml", "chat-thread.yaml", "feed-post.yaml", "multi-script.yaml",
        "product-card.yaml", "progress-bar.yaml", "signup-form.yaml",
      ])
    let errors = try SchemaValidator.errors(for: names.map { try contents(TestFiles.examples, $0) })
    #expect(errors == names.map { _ in nil })
  }

  @Test func acceptsTheDocumentsTheDecoderTestsRead() throws {
    let documents = [
      SceneDecoderTests.everyStyleKey, SceneDecoderTests.everyNodeType, SceneDecoderTests.everySpecKind,
      SceneDecoderTests.statesWithChanges,
    ]
    #expect(try SchemaValidator.errors(for: documents) == documents.map { _ in nil })
  }

  /// The bad scenes whose mistake is in their structure, which a schema can see.
  static let structurallyBad = [
    "bad-color.yaml", "bad-dimension.yaml", "bad-enum.yaml", "bad-ratio.yaml", "bad-sequence-item.json",
    "infinite-minimum.yaml", "invalid-node-name.yaml", "key-of-another-type.yaml", "missing-child.yaml",
    "missing-kind.yaml", "missing-morph.yaml", "negative-size.yaml", "no-size.yaml", "not-a-mapping.yaml",
    "size-and-size-range.yaml", "text-and-runs.yaml", "type-change-in-state.yaml", "unknown-run-key.yaml",
    "bad-run-kern.yaml", "run-without-text.yaml", "runs-not-a-list.yaml", "unknown-kind.yaml", "unknown-node-key.yaml",
    "unknown-spec-key.yaml", "unknown-top-level-key.yaml", "unsupported-version.yaml", "wrong-type.yaml",
    "bad-content-size-category.yaml", "bad-text-style.yaml",
  ]

  @Test func rejectsStructuralMistakes() throws {
    let errors = try SchemaValidator.errors(for: Self.structurallyBad.map { try contents(TestFiles.badScenes, $0) })
    for (name, error) in zip(Self.structurallyBad, errors) {
      #expect(error != nil, "the schema accepts \(name)")
    }
  }
}
