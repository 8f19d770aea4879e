import Foundation
import MorphExport
import MorphLayout
import MorphScene

/// Exports scene documents to files, as `morph export` does: plans every document's jobs, writes each
/// job's files in parallel on all cores, each atomically (``ExportFileWriter``), and optionally a
/// gallery index of them.
///
/// A bad document is reported and skipped while the others are still exported; a file that cannot be
/// written is reported and left as it was while every other file is still written. Two documents that
/// would write the same file are an error before anything is written.
public struct BatchExport: Sendable {
  /// What happens while a batch runs, in the order it happens.
  public enum Event: Sendable {
    /// Planning a document gave a warning.
    case warning(SceneWarning)
    /// An HTML page was written with its report (asked for with ``ExportSettings/reportsHTML``).
    case report(URL, String)
    /// A file was done (written or failed): how many are done, of how many, and the file.
    case progress(done: Int, total: Int, url: URL)
    /// A frame of a raster or video file was encoded: how many of its frames are, of how many, and the
    /// file.
    case frames(done: Int, total: Int, url: URL)
  }

  /// Where the files go and which timelines are planned.
  public var planner: SceneExportPlanner
  /// The kinds of file written for each job, in order.
  public var kinds: [ExportedFileKind]
  /// How the files are exported.
  public var settings: ExportSettings
  /// Whether `index.html`, a gallery of every file, is written into the output folder too.
  public var writesIndex: Bool
  /// Writes the files; it refuses to replace files Morph did not write unless told to.
  public var writer: ExportFileWriter

  /// A batch export; by default of each timeline's SVG, still storyboard and HTML page.
  public init(
    planner: SceneExportPlanner, kinds: [ExportedFileKind] = ExportedFileKind.documents,
    settings: ExportSettings = ExportSettings(), writesIndex: Bool = false,
    writer: ExportFileWriter = ExportFileWriter()
  ) {
    self.planner = planner
    self.kinds = kinds
    self.settings = settings
    self.writesIndex = writesIndex
    self.writer = writer
  }

  /// Exports scene documents and Swift previews.
  /// - Parameters:
  ///   - textMeasurer: measures the documents' text.
  ///   - events: told of warnings, reports and progress as they happen.
  /// - Returns: the error of each document and file that failed, `FILE:LINE:COLUMN: error: …` or
  ///   `FILE: error: …`, in the order of the documents and their files; empty when everything was written.
  public func run(
    _ sources: [ExportSource], textMeasurer: any TextMeasuring, events: @escaping @Sendable (Event) -> Void = { _ in }
  ) async -> [String] {
    var jobs: [ExportJob] = []
    var failures: [String] = []
    for source in sources {
      do {
        let planned = try await planner.jobs(for: source, textMeasurer: textMeasurer)
        for warning in planned.warnings { events(.warning(warning)) }
        jobs += planned.jobs
      } catch {
        failures.append(error.description)
      }
    }
    let outputs = jobs.flatMap { job in kinds.map { job.output($0) } }
    let clashes = Self.clashes(outputs)
    guard clashes.isEmpty else { return failures + clashes }
    ExportFileWriter.removeTemporaryFilesOnInterrupt()
    failures += await write(outputs, events: events)
    if writesIndex, failures.isEmpty {
      let url = planner.outputFolder.appendingPathComponent("index.html")
      do {
        try writer.write(try galleryIndex(jobs).export(), to: url)
      } catch let error as ExportError {
        failures.append(error.description)
      } catch {
        failures.append("\(url.path): error: \(error)")
      }
    }
    return failures
  }

  /// An error for each file that outputs of two different documents would both write (documents with
  /// the same name in different folders, say), in the order the outputs were planned.
  static func clashes(_ outputs: [ExportOutput]) -> [String] {
    /// The first source of each file, as given and as compared (a document's path standardized).
    var sources: [String: (given: String, compared: String)] = [:]
    var reported: Set<String> = []
    var errors: [String] = []
    for output in outputs {
      let path = output.url.standardizedFileURL.path
      let source = (given: output.source, compared: URL(fileURLWithPath: output.source).standardizedFileURL.path)
      guard let first = sources[path] else {
        sources[path] = source
        continue
      }
      guard first.compared != source.compared, reported.insert(path).inserted else { continue }
      errors.append(
        "\(output.url.path): error: both \(first.given) and \(source.given) would be written to this file; "
          + "export them into different folders with --out")
    }
    return errors
  }

  /// The gallery of the jobs' files, in the order they were planned.
  func galleryIndex(_ jobs: [ExportJob]) -> GalleryIndex {
    GalleryIndex(
      entries: jobs.map { job in
        func file(_ kind: ExportedFileKind) -> String? {
          kinds.contains(kind) ? job.output(kind).url.lastPathComponent : nil
        }
        return GalleryIndex.Entry(
          title: job.title, svg: file(.svg), html: file(.html), stills: file(.frames), gif: file(.gif),
          lottie: file(.lottie))
      })
  }

  /// Exports and writes every output, in parallel on all cores.
  /// - Returns: the error messages of the outputs that failed, in the outputs' order.
  private func write(_ outputs: [ExportOutput], events: @escaping @Sendable (Event) -> Void) async -> [String] {
    let settings = settings
    let writer = writer
    /// What became of one output: written (with the HTML report asked for), or the error.
    enum Outcome: Sendable {
      case written(report: String?)
      case failed(String)
    }
    return await withTaskGroup(of: (Int, Outcome).self) { group in
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
            let rendered = try output.kind.render(output.timeline, settings: settings) { done, total in
              events(.frames(done: done, total: total, url: output.url))
            }
            try writer.write(rendered.data, to: output.url)
            return (index, .written(report: rendered.report))
          } catch let error as ExportError {
            switch error {
            case .wouldReplaceForeignFile, .cannotWrite: return (index, .failed(error.description))
            default:
              // Errors about the timeline or the options: the document they come from, and the file.
              return (
                index, .failed("\(output.source): error: cannot export \(output.url.lastPathComponent): \(error)")
              )
            }
          } catch {
            return (index, .failed("\(output.url.path): error: \(error)"))
          }
        }
      }
      for _ in 0..<width { start() }
      for await (index, outcome) in group {
        done += 1
        switch outcome {
        case .written(let report?): events(.report(outputs[index].url, report))
        case .written(nil): break
        case .failed(let message): failures.append((index, message))
        }
        events(.progress(done: done, total: outputs.count, url: outputs[index].url))
        start()
      }
      return failures.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }
}
