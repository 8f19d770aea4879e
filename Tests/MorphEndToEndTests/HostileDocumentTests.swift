import Foundation
import MorphScene
import Testing
import _MorphTestSupport

/// Thousands of generated hostile documents (``HostileDocumentGenerator``) through the real `morph`
/// binary, many per invocation: for each document, no crash and no hang, bounded memory, and either a
/// located error on standard error with nothing written for it, or a finite result.
@Suite(.serialized) struct HostileDocumentTests {
  /// The whole corpus, generated from the repository's examples.
  static let corpus: [HostileDocument] = HostileDocumentGenerator(
    examples: HostileDocumentGenerator.examples(in: MorphBinary.repository.appendingPathComponent("examples"))
  ).corpus()

  /// The most seconds one document may take, in a batch of many (scaled under ThreadSanitizer).
  static let secondsPerDocument = 0.25 * TestTiming.scale
  /// The least time a batch is given, whatever its size: the process's own start-up.
  static let secondsPerBatch = 10 * TestTiming.scale
  /// How many documents one invocation reads.
  static let batchSize = 300
  /// The most memory one `morph` process may use (ThreadSanitizer's shadow memory counts too).
  static let maximumResidentBytes = (TestTiming.isUnderThreadSanitizer ? 4096 : 1024) << 20

  /// A fresh folder holding the corpus (and the examples' images, which documents name).
  static func writeCorpus(_ documents: [HostileDocument]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: MorphBinary.repository.appendingPathComponent("examples/images"), to: folder.appendingPathComponent("images"))
    for document in documents {
      try document.bytes.write(to: folder.appendingPathComponent(document.fileName))
    }
    return folder
  }

  static func batches(_ documents: [HostileDocument]) -> [[HostileDocument]] {
    stride(from: 0, to: documents.count, by: batchSize).map {
      Array(documents[$0..<min($0 + batchSize, documents.count)])
    }
  }

  /// Checks how a batch's run ended and returns its error lines by document (progress lines left out).
  static func check(
    _ result: MorphBinary.BoundedResult, of batch: [HostileDocument], command: String
  ) -> [String: [String]] {
    let label = "\(command) of \(batch.first?.fileName ?? "") … \(batch.last?.fileName ?? "")"
    #expect(
      !result.timedOut, "\(label) took longer than \(secondsPerBatch + secondsPerDocument * Double(batch.count)) s")
    #expect(!result.wasSignalled && result.status < 128, "\(label) ended with status \(result.status)")
    #expect([0, 1].contains(result.status), "\(label) exited with \(result.status): \(result.error.prefix(500))")
    #expect(!HostileOutcomeChecks.containsTerminalEscape(result.error), "\(label) printed a raw control character")
    var errors: [String: [String]] = [:]
    let names = Set(batch.map(\.fileName))
    for line in result.errorLines where !line.hasPrefix("[") {
      let file = String(line.prefix { $0 != ":" })
      guard names.contains(file) else {
        Issue.record("\(label) printed a line about no document of the batch: \(line.prefix(300))")
        continue
      }
      if line.dropFirst(file.count).contains(": warning: ") { continue }
      errors[file, default: []].append(line)
      let document = batch.first { $0.fileName == file }!
      #expect(
        HostileOutcomeChecks.isLocatedError(line, about: file),
        "unlocated error for \(file) (\(document.summary)): \(line.prefix(300))")
    }
    #expect((result.status == 1) == !errors.isEmpty, "\(label) exited with \(result.status) and \(errors.count) errors")
    return errors
  }

  static func timeout(for batch: [HostileDocument]) -> Double {
    secondsPerBatch + secondsPerDocument * Double(batch.count)
  }

  @Test func theCorpusHasThousandsOfDocumentsOfEveryFamily() throws {
    let corpus = Self.corpus
    #expect(corpus.count >= 5000)
    #expect(Set(corpus.map(\.fileName)).count == corpus.count)
    let families = Dictionary(grouping: corpus, by: \.family).mapValues(\.count)
    for family in ["example-number", "field-number", "alias", "nesting", "timeline", "encoding", "control", "random"] {
      #expect(families[family, default: 0] > 0, "no document of family \(family)")
    }
    // Deterministic: generated again, byte for byte the same.
    let again = HostileDocumentGenerator(
      examples: HostileDocumentGenerator.examples(in: MorphBinary.repository.appendingPathComponent("examples"))
    ).corpus()
    #expect(again == corpus)
    // Every numeric field of the template, with every boundary value.
    for field in NumericFieldTemplate.fields where !NumericFieldTemplate.isInExpression(field.name) {
      let values = Set(
        corpus.filter { $0.family == "field-number" && $0.summary.hasPrefix(field.name + ": ") }.map(\.summary))
      #expect(values.count >= BoundaryNumbers.yaml.count, "\(field.name)")
    }
    // The template itself is valid.
    #expect(throws: Never.self) { try SceneDecoder.decode(NumericFieldTemplate.document(), file: "template.yaml") }
  }

  /// The documents `morph list --format json` printed, by file, with their transitions' names and
  /// whether they have a storyboard.
  static func listedFiles(_ output: Data) -> [String: (transitions: [String], hasStoryboard: Bool)] {
    guard !output.isEmpty else { return [:] }
    guard let array = try? JSONSerialization.jsonObject(with: output) as? [[String: Any]] else {
      Issue.record(
        "morph list printed output that is not a JSON array: \(String(decoding: output.prefix(300), as: UTF8.self))")
      return [:]
    }
    var files: [String: (transitions: [String], hasStoryboard: Bool)] = [:]
    for object in array {
      guard let file = object["file"] as? String else { continue }
      let transitions = (object["transitions"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
      files[file] = (transitions, !(object["storyboard"] as? [Any] ?? []).isEmpty)
    }
    return files
  }

  /// `morph list`, then `morph export`, over every document, hundreds per invocation: each document
  /// is listed or refused with one located error; each is exported whole, or refused with located
  /// errors and nothing written for it; every file written holds finite numbers only; no temporary
  /// file is left. The exports alternate between HTML pages of every transition, SVG storyboards and
  /// looping HTML storyboards, so that every exporter sees every family.
  @Test func everyDocumentIsListedAndExportedOrRefusedWithNothingWritten() async throws {
    let folder = try Self.writeCorpus(Self.corpus)
    defer { try? FileManager.default.removeItem(at: folder) }
    var slowest = (list: 0.0, export: 0.0)
    var total = (list: 0.0, export: 0.0)
    var written = 0
    var refused = 0
    var checked = 0
    for (index, batch) in Self.batches(Self.corpus).enumerated() {
      // Under ThreadSanitizer, which makes the instrumented binary about ten times slower, a third of the
      // batches (each of the three export modes alike) run; the debug build runs them all.
      guard !TestTiming.isUnderThreadSanitizer || index % 9 < 3 else { continue }
      checked += batch.count
      let listing = try await MorphBinary.run(
        ["list", "--format", "json"] + batch.map(\.fileName), in: folder, timeout: Self.timeout(for: batch))
      let listingErrors = Self.check(listing, of: batch, command: "list")
      let listed = Self.listedFiles(listing.output)
      for document in batch {
        let errors = listingErrors[document.fileName]?.count ?? 0
        let isListed = listed[document.fileName] != nil
        #expect(
          (errors == 1 && !isListed) || (errors == 0 && isListed),
          "\(document.fileName) (\(document.summary)): \(errors) errors from morph list, listed: \(isListed)")
      }
      let out = folder.appendingPathComponent("out-\(index)")
      let storyboard = index % 3 != 0
      let options = [
        ["--format", "html"], ["--storyboard", "--format", "svg"],
        ["--storyboard", "--format", "html", "--loop", "--loop-pause", "3600"],
      ][index % 3]
      let result = try await MorphBinary.run(
        ["export", "--out", out.lastPathComponent] + options + batch.map(\.fileName), in: folder,
        timeout: Self.timeout(for: batch) * 2)
      slowest = (
        max(slowest.list, listing.seconds / Double(batch.count)),
        max(slowest.export, result.seconds / Double(batch.count))
      )
      total = (total.list + listing.seconds, total.export + result.seconds)
      let errors = Self.check(result, of: batch, command: "export \(options.joined(separator: " "))")
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).sorted()
      #expect(!files.contains { $0.hasSuffix(".morph-tmp") }, "a temporary file was left in \(out.lastPathComponent)")
      let filesByDocument = Dictionary(grouping: files) { String($0.prefix { $0 != "." }) }
      for document in batch {
        let outputs = filesByDocument[document.baseName] ?? []
        if let lines = errors[document.fileName] {
          refused += 1
          #expect(
            outputs.isEmpty,
            "\(document.fileName) (\(document.summary)) was refused (\(lines[0].prefix(200))) but \(outputs) were written"
          )
          continue
        }
        guard let contents = listed[document.fileName] else {
          Issue.record("\(document.fileName) (\(document.summary)) was exported but not listed")
          continue
        }
        #expect(!storyboard || contents.hasStoryboard, "\(document.fileName) has no storyboard, yet was not refused")
        let subjects = storyboard ? ["storyboard"] : contents.transitions
        let extensions = options.contains("svg") ? ["svg", "frames.svg"] : ["html"]
        let expected = Set(subjects.flatMap { subject in extensions.map { "\(document.baseName).\(subject).\($0)" } })
        #expect(
          Set(outputs) == expected,
          "\(document.fileName) (\(document.summary)): wrote \(outputs), expected \(expected.sorted())")
        for file in outputs {
          let data = try Data(contentsOf: out.appendingPathComponent(file))
          written += 1
          #expect(!data.isEmpty, "\(file) is empty")
          if let word = HostileOutcomeChecks.nonFiniteWord(in: data) {
            Issue.record("\(file) (\(document.summary)) holds a number that is not finite: …\(word)…")
          }
        }
      }
      try? FileManager.default.removeItem(at: out)
    }
    #expect(MorphBinary.largestChildResidentBytes <= Self.maximumResidentBytes)
    print(
      "morph list and export: \(checked) of \(Self.corpus.count) documents, \(refused) refused, \(written) files checked; "
        + "list \(Int(total.list)) s (slowest batch \(Int(slowest.list * 1000)) ms a document), "
        + "export \(Int(total.export)) s (slowest batch \(Int(slowest.export * 1000)) ms a document), "
        + "largest process \(MorphBinary.largestChildResidentBytes >> 20) MiB")
  }

  /// `morph layout` and `morph timeline`, one document per invocation, over a sample of the corpus:
  /// status 0 with JSON of finite numbers, or status 1 with located errors and nothing printed.
  @Test func aSampleGoesThroughTheSingleDocumentCommands() async throws {
    // Two process launches a document: a third as many under ThreadSanitizer, which slows each launch.
    let sample = stride(from: 0, to: Self.corpus.count, by: TestTiming.isUnderThreadSanitizer ? 291 : 97).map {
      Self.corpus[$0]
    }
    let folder = try Self.writeCorpus(sample)
    defer { try? FileManager.default.removeItem(at: folder) }
    for document in sample {
      for arguments in [
        ["layout", "--format", "json", document.fileName],
        ["timeline", "--format", "json", "--at", "0,0.1,1,3600,1e9", document.fileName],
      ] {
        let result = try await MorphBinary.run(arguments, in: folder, timeout: Self.secondsPerBatch)
        let label = "morph \(arguments[0]) \(document.fileName) (\(document.summary))"
        let errors = Self.check(result, of: [document], command: arguments[0])
        if result.status == 0 {
          #expect(errors.isEmpty)
          // JSON has no NaN or infinity: output that parses holds finite numbers only. (Its messages may
          // quote a document's `.inf`, so its words are not searched.)
          let json = try? JSONSerialization.jsonObject(with: result.output)
          #expect(
            json != nil, "\(label) printed no JSON: \(String(decoding: result.output.prefix(300), as: UTF8.self))")
          #expect(json.map(Self.allNumbersAreFinite) ?? true, "\(label) printed a number that is not finite")
        } else {
          #expect(result.output.isEmpty, "\(label) failed but printed \(result.output.count) bytes")
        }
      }
    }
  }

  /// Whether every number in parsed JSON is finite.
  static func allNumbersAreFinite(_ json: Any) -> Bool {
    switch json {
    case let number as NSNumber: return number.doubleValue.isFinite
    case let array as [Any]: return array.allSatisfy(allNumbersAreFinite)
    case let object as [String: Any]: return object.values.allSatisfy(allNumbersAreFinite)
    default: return true
    }
  }

  /// The command line's own numbers — `--scale`, `--loop-pause`, `--at` — at their boundaries: status 0,
  /// 1 or 64 (a usage error), never a crash.
  @Test func commandLineNumbersAtTheirBoundaries() async throws {
    let every = ["0", "-0", "5e-324", "0.01", "100", "100.0000001", "3600", "3601", "1e308", "1e309", "nan", "-inf"]
    let values = TestTiming.isUnderThreadSanitizer ? ["-0", "5e-324", "3601", "1e309", "nan", "-inf"] : every
    let folder = try Self.writeCorpus([])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: MorphBinary.repository.appendingPathComponent("examples/progress-bar.yaml"),
      to: folder.appendingPathComponent("bar.yaml"))
    for value in values {
      for arguments in [
        ["timeline", "bar.yaml", "--scale", value, "--at", value],
        ["export", "bar.yaml", "--storyboard", "--loop", "--loop-pause", value, "--out", "out", "--force"],
      ] {
        let result = try await MorphBinary.run(arguments, in: folder, timeout: Self.secondsPerBatch)
        #expect(!result.timedOut && !result.wasSignalled, "\(arguments)")
        #expect([0, 1, 64].contains(result.status), "\(arguments) exited with \(result.status)")
        if let word = HostileOutcomeChecks.nonFiniteWord(in: result.output) {
          Issue.record("\(arguments) printed a number that is not finite: …\(word)…")
        }
      }
    }
  }
}
