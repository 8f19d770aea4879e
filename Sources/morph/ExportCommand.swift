import ArgumentParser
import Foundation
import MorphExport
import MorphScene
import MorphText
import MorphTimeline
import MorphTransition
import MorphXML

/// `morph export FILE… [--format svg|html|both] [--out DIR] [--transition NAME | --storyboard] [--loop]`:
/// plans scenes' transitions and writes them as animated SVG and HTML files.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Plan scenes' transitions and write them as SVG with SMIL animation and HTML with CSS.",
    discussion: """
      Each transition of each scene becomes SCENE.TRANSITION.svg and SCENE.TRANSITION.html, plus \
      SCENE.TRANSITION.frames.svg, a still storyboard of its key moments; --transition picks one, \
      --storyboard exports the scene's storyboard instead. Files are written atomically, and a file \
      Morph did not write is never replaced without --force.

      Each problem is printed as FILE:LINE:COLUMN: error: MESSAGE (or FILE: error: MESSAGE): a bad \
      document is skipped and a file that cannot be written is left as it was, while every other file \
      is still written; the command then exits with status 1.
      """)

  @Argument(help: "Scene documents (.yaml, .yml or .json).")
  var files: [String]

  @Option(help: "What to write: svg (the animation and its still storyboard), html, or both.")
  var format: ExportFormat = .both

  @Option(help: "An HTML page to mount the animation in (an element with id=\"morph-stage\").")
  var template: String?

  @Flag(help: "Print the layout-triggering properties each HTML page animates.")
  var report = false

  @Flag(help: "Also write index.html, a gallery of everything exported.")
  var index = false

  @Option(help: "The folder to write into (created if needed).")
  var out: String = "output"

  @Option(help: "The transition to export (default: every transition).")
  var transition: String?

  @Flag(help: "Export each scene's storyboard instead of its transitions.")
  var storyboard = false

  @Flag(help: "Loop the animations, with a pause between runs.")
  var loop = false

  @Option(help: "The pause between loops, in seconds.")
  var loopPause: Double = 1

  @Flag(help: "Replace files that Morph did not write.")
  var force = false

  @OptionGroup var scale: ScaleOption

  func validate() throws {
    if storyboard, transition != nil { throw ValidationError("give --transition or --storyboard, not both") }
    if !(loopPause.isFinite && loopPause >= 0) { throw ValidationError("--loop-pause must not be negative") }
    if loopPause > SceneLimits.maximumSeconds {
      throw ValidationError("--loop-pause must be at most 3600 seconds, as a storyboard's 'pause' is")
    }
  }

  func run() async throws {
    let measurer: FreeTypeTextMeasurer
    do {
      measurer = try FreeTypeTextMeasurer()
    } catch {
      CommandSupport.printError("error: \(error)")
      throw ExitCode.failure
    }
    // A bad document is reported and skipped: the other documents are still exported.
    var jobs: [ExportJob] = []
    var failures: [String] = []
    for file in files {
      do {
        jobs += try await plan(file, measurer: measurer)
      } catch {
        failures.append(error.description)
      }
    }
    let page: HTMLTemplate
    do {
      page = try template.map { try HTMLTemplate(contentsOf: URL(fileURLWithPath: $0)) } ?? HTMLExporter.defaultTemplate
    } catch {
      CommandSupport.printError("\(template ?? ""): error: \(error)")
      throw ExitCode.failure
    }
    let settings = ExportSettings(
      options: ExportOptions(loops: loop, loopPause: loopPause), template: page, report: report)
    let writer = ExportFileWriter(replacesForeignFiles: force)
    let outputs = jobs.flatMap { job in format.kinds.flatMap { job.outputs(for: $0) } }
    // Two documents that would write the same file: an error before anything is written.
    let clashes = Self.clashes(outputs)
    guard clashes.isEmpty else {
      for failure in failures + clashes { CommandSupport.printError(failure) }
      throw ExitCode.failure
    }
    ExportFileWriter.removeTemporaryFilesOnInterrupt()
    failures += await Self.write(outputs, settings: settings, writer: writer)
    if index, failures.isEmpty {
      let url = URL(fileURLWithPath: out).appendingPathComponent("index.html")
      do {
        try writer.write(try galleryIndex(jobs).export(), to: url)
      } catch let error as ExportError {
        failures.append(error.description)
      } catch {
        failures.append("\(url.path): error: \(error)")
      }
    }
    for failure in failures { CommandSupport.printError(failure) }
    if !failures.isEmpty { throw ExitCode.failure }
  }

  /// An error for each file that outputs of two different documents would both write (documents with
  /// the same name in different folders, say), in the order the outputs were planned.
  private static func clashes(_ outputs: [ExportOutput]) -> [String] {
    var sources: [String: String] = [:]
    var reported: Set<String> = []
    var errors: [String] = []
    for output in outputs {
      let path = output.url.standardizedFileURL.path
      let source = URL(fileURLWithPath: output.source).standardizedFileURL.path
      guard let first = sources[path] else {
        sources[path] = source
        continue
      }
      guard first != source, reported.insert(path).inserted else { continue }
      errors.append(
        "\(output.url.path): error: both \(first) and \(source) would be written to this file; "
          + "export them into different folders with --out")
    }
    return errors
  }

  /// The gallery of the jobs' files, in the order they were planned.
  private func galleryIndex(_ jobs: [ExportJob]) -> GalleryIndex {
    let kinds = format.kinds
    return GalleryIndex(entries: jobs.map { job in
      func file(_ kind: ExportKind) -> String? {
        kinds.contains(kind) ? job.outputs(for: kind).first?.url.lastPathComponent : nil
      }
      return GalleryIndex.Entry(title: job.title, svg: file(.svg), html: file(.html), stills: file(.frames))
    })
  }

  /// Plans a document's transitions (or storyboard) into export jobs.
  private func plan(_ file: String, measurer: FreeTypeTextMeasurer) async throws(SceneError) -> [ExportJob] {
    let document = try SceneDecoder.decode(contentsOfFile: file)
    // Checked even when nothing is planned (a document without transitions), as `morph layout` checks it.
    try document.validate()
    let planner = await ScenePlanner(document: document, textMeasurer: measurer, scale: scale.value)
    let base = URL(fileURLWithPath: out).appendingPathComponent(
      URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
    if storyboard {
      let planned = try await planner.storyboardTimeline()
      printWarnings(planned.warnings)
      return [ExportJob(
        source: file, timeline: planned.timeline, base: base.appendingPathExtension("storyboard"),
        title: "\(document.name ?? base.lastPathComponent) — storyboard")]
    }
    let names = transition.map { [$0] } ?? document.transitions.map(\.name)
    var jobs: [ExportJob] = []
    var warnings: [SceneWarning] = []
    for name in names {
      let planned = try await planner.timeline(forTransition: name)
      warnings += planned.warnings.filter { !warnings.contains($0) }
      jobs.append(ExportJob(
        source: file, timeline: planned.timeline, base: base.appendingPathExtension(name),
        title: "\(document.name ?? base.lastPathComponent) — \(name)"))
    }
    // The document's own warnings come with every transition's; each is printed once.
    printWarnings(warnings)
    return jobs
  }

  private func printWarnings(_ warnings: [SceneWarning]) {
    for warning in warnings { CommandSupport.printError(warning.description) }
  }

  /// Exports and writes every output, in parallel on all cores, reporting progress for long batches.
  /// - Returns: the error messages of the outputs that failed.
  private static func write(_ outputs: [ExportOutput], settings: ExportSettings, writer: ExportFileWriter) async
    -> [String]
  {
    let showsProgress = outputs.count > 8
    return await withTaskGroup(of: (Int, String?).self) { group in
      let width = ProcessInfo.processInfo.activeProcessorCount
      var next = 0
      var failures: [(Int, String)] = []
      var done = 0
      func start() {
        guard next < outputs.count else { return }
        let index = next
        let output = outputs[index]
        next += 1
        group.addTask {
          do {
            let rendered = try output.render(settings)
            try writer.write(rendered.data, to: output.url)
            if let report = rendered.report { print("\(output.url.path):\n\(report)") }
            return (index, nil)
          } catch let error as ExportError {
            switch error {
            case .wouldReplaceForeignFile, .cannotWrite: return (index, error.description)
            default:
              // Errors about the timeline or the options: the document they come from, and the file.
              return (index, "\(output.source): error: cannot export \(output.url.lastPathComponent): \(error)")
            }
          } catch {
            return (index, "\(output.url.path): error: \(error)")
          }
        }
      }
      for _ in 0..<width { start() }
      for await (index, failure) in group {
        done += 1
        if let failure { failures.append((index, failure)) }
        if showsProgress { CommandSupport.printError("[\(done)/\(outputs.count)] \(outputs[index].url.path)") }
        start()
      }
      return failures.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

}

/// What `morph export --format` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
  case svg
  case html
  case both

  /// The kinds of file written.
  var kinds: [ExportKind] {
    switch self {
    case .svg: [.svg, .frames]
    case .html: [.html]
    case .both: [.svg, .frames, .html]
    }
  }
}

/// How every file of a run is exported.
struct ExportSettings: Sendable {
  let options: ExportOptions
  let template: HTMLTemplate
  /// Whether HTML exports print their report.
  let report: Bool
}

/// One kind of exported file.
enum ExportKind: Sendable, Equatable {
  case svg
  case frames
  case html
}

/// A planned timeline and the path its files are named after (without extension).
struct ExportJob: Sendable {
  /// The document the timeline was planned from, as named on the command line.
  let source: String
  let timeline: Timeline
  let base: URL
  /// The gallery's caption for the job.
  let title: String

  func outputs(for kind: ExportKind) -> [ExportOutput] {
    switch kind {
    case .svg: [ExportOutput(source: source, timeline: timeline, kind: kind, url: base.appendingPathExtension("svg"))]
    case .frames:
      [ExportOutput(source: source, timeline: timeline, kind: kind, url: base.appendingPathExtension("frames.svg"))]
    case .html: [ExportOutput(source: source, timeline: timeline, kind: kind, url: base.appendingPathExtension("html"))]
    }
  }
}

/// One file to write.
struct ExportOutput: Sendable {
  /// The document it is exported from.
  let source: String
  let timeline: Timeline
  let kind: ExportKind
  let url: URL

  /// The file's bytes, and for an HTML page with a report asked for, the report's text.
  func render(_ settings: ExportSettings) throws -> (data: Data, report: String?) {
    switch kind {
    case .svg: return (try SVGExporter(options: settings.options).export(timeline), nil)
    case .frames: return (try SVGStoryboardExporter(options: settings.options).export(timeline), nil)
    case .html:
      let exporter = HTMLExporter(options: settings.options, template: settings.template)
      guard settings.report else { return (try exporter.export(timeline), nil) }
      let (data, report) = try exporter.exportWithReport(timeline)
      return (data, report.description)
    }
  }
}
