import Foundation
import MorphText
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// A folder of a few hundred generated hostile documents (``HostileDocumentGenerator``) served by the
/// preview: every request is answered in bounded time with a located error or a finite rendering, and
/// the preview still serves a good scene afterwards.
@Suite(.serialized) struct PreviewHostileDocumentTests {
  /// How many documents of each family the folder holds.
  static let perFamily = 40
  /// The most seconds one request may take (scaled under ThreadSanitizer): a bound that tells a hang
  /// from a slow request while the rest of the suite runs beside it (alone, the slowest of a debug
  /// build takes about 1.5 s; beside the browser, rlottie and video checks, whose waits for their
  /// processes hold the cooperative pool's threads, requests were seen to wait up to 43 s for one).
  static let secondsPerRequest = 120 * TestTiming.scale

  /// A deterministic sample of the corpus: `perFamily` documents of each family.
  static let sample: [HostileDocument] = {
    let corpus = HostileDocumentGenerator(examples: HostileDocumentGenerator.examples(in: PreviewFixture.examples))
      .corpus(perExampleSite: 1, randomCount: perFamily)
    var random = SeededRandom(seed: 0x5072_6576_6965_77)
    return Dictionary(grouping: corpus, by: \.family).sorted { $0.key < $1.key }.flatMap { _, documents in
      Array(documents.shuffled(using: &random).prefix(perFamily))
    }
  }()

  /// A fresh folder holding the sample, the examples' images and a good scene, `good.yaml`.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "morph-preview-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: PreviewFixture.examples.appendingPathComponent("images"), to: folder.appendingPathComponent("images"))
    try FileManager.default.copyItem(
      at: PreviewFixture.examples.appendingPathComponent("signup-form.yaml"),
      to: folder.appendingPathComponent("good.yaml"))
    for document in sample {
      try document.bytes.write(to: folder.appendingPathComponent(document.fileName))
    }
    return folder
  }

  /// Checks an outcome: a located error about the document, or a rendering of finite numbers.
  static func check(_ outcome: PreviewOutcome, of document: HostileDocument, _ subject: String) throws {
    let label = "\(document.fileName) (\(document.summary)), \(subject)"
    if let error = outcome.error {
      #expect(
        HostileOutcomeChecks.isLocatedError(error, about: document.fileName),
        "\(label): unlocated error \(error.prefix(300))")
      #expect(!HostileOutcomeChecks.containsTerminalEscape(error), "\(label): a raw control character in the error")
      return
    }
    let rendering = try #require(outcome.rendering, "\(label): neither an error nor a rendering")
    for (kind, data) in [
      ("SVG", rendering.svg), ("HTML", rendering.html), ("review", try JSONEncoder().encode(rendering.review)),
    ] {
      if let word = HostileOutcomeChecks.nonFiniteWord(in: data) {
        Issue.record("\(label): the \(kind) holds a number that is not finite: …\(word)…")
      }
    }
  }

  /// A document that is not UTF-8 is an error at its first bad byte, as `morph` reports it, not an
  /// error about the whole file.
  @Test func bytesThatAreNotUTF8AreAnErrorAtTheFirstBadByte() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "morph-preview-latin1-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try (Data("morph: 1\nsize: [1, 1]\nname: caf".utf8) + Data([0xE9, 0x0A])).write(
      to: folder.appendingPathComponent("latin1.yaml"))
    let renderer = PreviewRenderer(
      catalog: try PreviewCatalog(path: folder.path), textMeasurer: try FreeTypeTextMeasurer(),
      documentNames: .relativeNames)
    let outcome = try #require(await renderer.render(PreviewRequest(scene: "latin1")))
    #expect(
      outcome.error == "latin1.yaml:3:10: error: the file is not UTF-8 text: the byte 0xE9 here is not valid UTF-8")
  }

  @Test func theSampleHoldsAFewHundredDocumentsOfEveryFamily() {
    #expect(Self.sample.count >= 300)
    #expect(Set(Self.sample.map(\.family)).count >= 8)
  }

  /// The renderer, in process: each document's first transition, its storyboard and a device rotation.
  @Test func theRendererAnswersEveryDocumentWithALocatedErrorOrAFiniteRendering() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = PreviewRenderer(
      catalog: try PreviewCatalog(path: folder.path), textMeasurer: try FreeTypeTextMeasurer(),
      documentNames: .relativeNames)
    let device = try #require(DeviceSize.named("iphone-se"))
    var slowest: Duration = .zero
    for (index, document) in Self.sample.enumerated() {
      let subjects: [(String, PreviewRequest)] = [
        ("first transition", PreviewRequest(scene: document.baseName)),
        index % 2 == 0
          ? ("storyboard", PreviewRequest(scene: document.baseName, subject: .storyboard))
          : ("rotation", PreviewRequest(scene: document.baseName, subject: .rotation, device: device)),
      ]
      for (subject, request) in subjects {
        let start = ContinuousClock.now
        let outcome = await renderer.render(request)
        let elapsed = ContinuousClock.now - start
        slowest = max(slowest, elapsed)
        #expect(
          elapsed < .seconds(Self.secondsPerRequest),
          "\(document.fileName) (\(document.summary)), \(subject): \(elapsed)")
        try Self.check(try #require(outcome, "\(document.fileName) is not in the catalog"), of: document, subject)
      }
    }
    #expect(await renderer.cachedBytes <= 2 * renderer.cacheBudget)
    let good = try #require(await renderer.render(PreviewRequest(scene: "good", subject: .storyboard)))
    #expect(good.error == nil)
    #expect(good.rendering != nil)
    print("preview renderer: \(Self.sample.count) documents, slowest request \(slowest)")
  }

  /// The server, in process over loopback sockets: each document's review and page, then a good scene.
  @Test func theServerAnswersEveryDocumentAndThenStillServesAGoodScene() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try PreviewServer(path: folder.path, port: 0, textMeasurer: try FreeTypeTextMeasurer())
    try await server.start()
    let port = try #require(await server.url?.port)
    let client = LoopbackHTTPClient(port: UInt16(port))
    var slowest = 0.0
    for (index, document) in Self.sample.enumerated() {
      let query = ["", "?storyboard=1", "?rotate=1&device=ipad-mini&orientation=landscape"][index % 3]
      let path = "/scene/\(document.baseName)/review.json\(query)"
      let start = Date()
      let response = try await client.get(path)
      let seconds = Date().timeIntervalSince(start)
      slowest = max(slowest, seconds)
      #expect(seconds < Self.secondsPerRequest, "\(path) (\(document.summary)) took \(seconds) s")
      #expect(response.status == 200, "\(path) (\(document.summary)) answered \(response.status)")
      let body = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
      guard let body else {
        Issue.record("\(path) (\(document.summary)) answered no JSON object: \(response.text.prefix(300))")
        continue
      }
      if let error = body["error"] as? String {
        #expect(
          HostileOutcomeChecks.isLocatedError(error, about: document.fileName),
          "\(path): unlocated error \(error.prefix(300))")
      } else {
        #expect(body["review"] is [String: Any], "\(path) (\(document.summary)): neither an error nor a review")
      }
      // (An error message may quote the document's own `.nan`; the review holds numbers only.)
      if let review = body["review"] as? [String: Any],
        let word = HostileOutcomeChecks.nonFiniteWord(in: try JSONSerialization.data(withJSONObject: review))
      {
        Issue.record("\(path) (\(document.summary)) holds a number that is not finite: …\(word)…")
      }
      if index % 10 == 0 {
        let page = try await client.get("/scene/\(document.baseName)")
        #expect(page.status == 200, "/scene/\(document.baseName) answered \(page.status)")
      }
    }
    #expect(try await client.get("/").status == 200)
    let good = try await client.get("/scene/good/review.json?storyboard=1")
    #expect(good.status == 200)
    let body = try JSONSerialization.jsonObject(with: good.body) as? [String: Any]
    #expect(body?["error"] is NSNull)
    #expect(body?["review"] is [String: Any])
    #expect(try await client.get("/scene/good/export.svg").status == 200)
    await server.stop()
    print("preview server: \(Self.sample.count) documents, slowest request \(Int(slowest * 1000)) ms")
  }
}
