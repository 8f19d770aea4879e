import Foundation
import MorphCatalog
import MorphExport
import MorphLayout
import MorphPlanning
import MorphScene
import MorphText
import MorphTimeline
import Testing
import _MorphTestSupport

@testable import MorphBatchExport

/// Batch export in-process: what it plans and names, what it writes, and what it refuses.
@Suite struct BatchExportTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples")

  /// Collects a batch's events.
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [BatchExport.Event] = []
    func record(_ event: BatchExport.Event) { lock.withLock { events.append(event) } }
    var all: [BatchExport.Event] { lock.withLock { events } }
    var warnings: [LocatedWarning] {
      all.compactMap { if case .warning(let warning) = $0 { warning } else { nil } }
    }
    var reports: [URL] { all.compactMap { if case .report(let url, _) = $0 { url } else { nil } } }
    var progress: [Int] { all.compactMap { if case .progress(let done, _, _) = $0 { done } else { nil } } }
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func example(_ name: String) -> String { Self.examples.appendingPathComponent(name).path }
  private func document(_ name: String) -> ExportSource { .document(example(name)) }

  private func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func writesEachTransitionInEachKindAsTheExportersExportIt() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let events = Events()
    let export = BatchExport(planner: ExportJobPlanner(outputFolder: out))
    let failures = await export.run(
      [document("signup-form.yaml")], textMeasurer: try FreeTypeTextMeasurer(), events: events.record)
    #expect(failures.isEmpty)
    #expect(
      try files(in: out) == [
        "signup-form.ageToName.frames.svg", "signup-form.ageToName.html", "signup-form.ageToName.svg",
        "signup-form.nameToAge.frames.svg", "signup-form.nameToAge.html", "signup-form.nameToAge.svg",
      ])
    #expect(events.progress == Array(1...6))
    // The bytes are the exporters' own for the planned timeline.
    let document = try SceneDecoder.decode(contentsOfFile: example("signup-form.yaml"))
    let planned = try await ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
      .timeline(forTransition: "nameToAge")
    #expect(
      try Data(contentsOf: out.appendingPathComponent("signup-form.nameToAge.svg"))
        == SVGExporter().export(planned.timeline))
    #expect(
      try Data(contentsOf: out.appendingPathComponent("signup-form.nameToAge.html"))
        == HTMLExporter().export(planned.timeline))
    #expect(
      try Data(contentsOf: out.appendingPathComponent("signup-form.nameToAge.frames.svg"))
        == SVGStoryboardExporter().export(planned.timeline))
  }

  @Test func plansOneTransitionOrTheStoryboardWithTheirTitles() async throws {
    let out = URL(fileURLWithPath: "/out")
    let measurer = try FreeTypeTextMeasurer()
    let one = try await ExportJobPlanner(outputFolder: out, transition: "ageToName")
      .jobs(for: .document(example("signup-form.yaml")), textMeasurer: measurer)
    #expect(one.jobs.map(\.base.path) == ["/out/signup-form.ageToName"])
    let storyboard = try await ExportJobPlanner(outputFolder: out, storyboard: true)
      .jobs(for: .document(example("signup-form.yaml")), textMeasurer: measurer)
    #expect(storyboard.jobs.map(\.base.path) == ["/out/signup-form.storyboard"])
    #expect(storyboard.jobs.map(\.title) == ["Signup form — storyboard"])
    #expect(
      storyboard.jobs[0].url(of: StoryboardExportFormat()).lastPathComponent == "signup-form.storyboard.frames.svg")
  }

  @Test func aDocumentsWarningsComeOnceHoweverManyTransitionsItHas() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let events = Events()
    let export = BatchExport(planner: ExportJobPlanner(outputFolder: out), formats: [SVGExportFormat()])
    let failures = await export.run(
      [document("animal-card.yaml")], textMeasurer: try FreeTypeTextMeasurer(), events: events.record)
    #expect(failures.isEmpty)
    #expect(try files(in: out) == ["animal-card.landscape.svg", "animal-card.portrait.svg"])
    #expect(events.warnings.map(\.location.line) == [18, 37])
  }

  @Test func twoDocumentsWritingTheSameFileAreAnErrorBeforeAnythingIsWritten() async throws {
    let out = try folder()
    let other = try folder()
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: other)
    }
    let copy = other.appendingPathComponent("progress-bar.yaml")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: example("progress-bar.yaml")), to: copy)
    let export = BatchExport(planner: ExportJobPlanner(outputFolder: out), formats: [SVGExportFormat()])
    let failures = await export.run(
      [document("progress-bar.yaml"), .document(copy.path)], textMeasurer: try FreeTypeTextMeasurer())
    // One error per file both would write: one per transition of the document.
    let document = try SceneDecoder.decode(contentsOfFile: example("progress-bar.yaml"))
    #expect(failures.count == document.transitions.count)
    #expect(failures.allSatisfy { $0.description.contains("would be written to this file") })
    #expect(try files(in: out).isEmpty)
  }

  /// A Swift preview is planned and written as a document is, its files named after the preview and
  /// captioned with its title; a document with the same name would write the same files: an error
  /// before anything is written.
  @Test func aSwiftPreviewIsWrittenAsADocumentIs() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let preview = NodePreview("progress-bar", title: "A row", size: CGSize(width: 200, height: 50)) {
      SwitchingRowNode()
    } transitions: {
      Transition("quarterToThreeQuarters") { (node: SwitchingRowNode) in
        node.showsB = true
        node.transitionLayout(withAnimation: true)
      }
    }
    let export = BatchExport(
      planner: ExportJobPlanner(outputFolder: out), formats: [SVGExportFormat(), HTMLExportFormat()],
      writesIndex: true)
    let failures = await export.run([.plannable(preview)], textMeasurer: try FreeTypeTextMeasurer())
    #expect(failures.isEmpty)
    #expect(
      try files(in: out) == [
        "index.html", "progress-bar.quarterToThreeQuarters.html", "progress-bar.quarterToThreeQuarters.svg",
      ])
    let planned = try await preview.timeline(forTransition: "quarterToThreeQuarters")
    let svg = try Data(contentsOf: out.appendingPathComponent("progress-bar.quarterToThreeQuarters.svg"))
    #expect(svg == (try SVGExportFormat().render(planned.timeline, settings: ExportSettings()).data))
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("A row — quarterToThreeQuarters"))

    let clashing = await BatchExport(planner: ExportJobPlanner(outputFolder: out), formats: [SVGExportFormat()])
      .run([.plannable(preview), document("progress-bar.yaml")], textMeasurer: try FreeTypeTextMeasurer())
    #expect(clashing.count == 1)
    #expect(clashing.first?.description.contains("both progress-bar and ") == true)
    #expect(try Data(contentsOf: out.appendingPathComponent("progress-bar.quarterToThreeQuarters.svg")) == svg)
  }

  @Test func aBadDocumentIsReportedAndTheOthersAreStillWritten() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let bad = out.appendingPathComponent("bad.yaml")
    try Data("morph: 1\nsize: [375, nope]\n".utf8).write(to: bad)
    let export = BatchExport(
      planner: ExportJobPlanner(outputFolder: out, transition: "quarterToThreeQuarters"),
      formats: [HTMLExportFormat()],
      writesIndex: true)
    let failures = await export.run(
      [.document(bad.path), document("progress-bar.yaml")], textMeasurer: try FreeTypeTextMeasurer())
    #expect(failures.count == 1)
    #expect(failures.first?.description.hasPrefix("\(bad.path):2:") == true)
    #expect(try files(in: out) == ["bad.yaml", "progress-bar.quarterToThreeQuarters.html"])
  }

  @Test func theIndexListsEveryJobAndReportsComeWithTheirPages() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let events = Events()
    let export = BatchExport(
      planner: ExportJobPlanner(outputFolder: out), formats: [SVGExportFormat(), HTMLExportFormat()],
      settings: ExportSettings(reportsHTML: true), writesIndex: true)
    let failures = await export.run(
      [document("progress-bar.yaml")], textMeasurer: try FreeTypeTextMeasurer(), events: events.record)
    #expect(failures.isEmpty)
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("progress-bar.quarterToThreeQuarters.svg"))
    #expect(index.contains("progress-bar.quarterToThreeQuarters.html"))
    #expect(!index.contains("frames.svg"))
    let pages = try files(in: out).filter { $0.hasSuffix(".html") && $0 != "index.html" }
    #expect(!pages.isEmpty)
    #expect(events.reports.map(\.lastPathComponent).sorted() == pages)
  }

  @Test func aFileMorphDidNotWriteIsLeftUnlessReplacingIsAllowed() async throws {
    let out = try folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let target = out.appendingPathComponent("progress-bar.quarterToThreeQuarters.svg")
    try Data("<svg>mine</svg>".utf8).write(to: target)
    let planner = ExportJobPlanner(outputFolder: out, transition: "quarterToThreeQuarters")
    let refused = await BatchExport(planner: planner, formats: [SVGExportFormat()])
      .run([document("progress-bar.yaml")], textMeasurer: try FreeTypeTextMeasurer())
    #expect(refused.count == 1)
    #expect(try Data(contentsOf: target) == Data("<svg>mine</svg>".utf8))
    let forced = await BatchExport(
      planner: planner, formats: [SVGExportFormat()], writer: ExportFileWriter(replacesForeignFiles: true)
    )
    .run([document("progress-bar.yaml")], textMeasurer: try FreeTypeTextMeasurer())
    #expect(forced.isEmpty)
    #expect(try Data(contentsOf: target) != Data("<svg>mine</svg>".utf8))
  }
}
