import Foundation
import MorphExport
import MorphLayout
import MorphPlanning
import MorphScene

/// Exports scene documents to files, as `morph export` does: plans every document's jobs, writes each
/// job's files in parallel on all cores, each atomically (`ExportFileWriter`), and optionally a
/// gallery index of them. Each job's timeline is normalized once (`PreparedTimeline`) and shared by
/// every format written for it.
///
/// A bad document is reported and skipped while the others are still exported; a file that cannot be
/// written is reported and left as it was while every other file is still written. Two documents that
/// would write the same file are an error before anything is written.
public struct BatchExport: Sendable {
  /// What happens while a batch runs, in the order it happens.
  public enum Event: Sendable {
    /// Planning a document gave a warning.
    case warning(LocatedWarning)
    /// A file was written with a report (an HTML page's, asked for with ``ExportSettings/reportsHTML``).
    case report(URL, String)
    /// A file was done (written or failed): how many are done, of how many, and the file.
    case progress(done: Int, total: Int, url: URL)
    /// A frame of a raster or video file was encoded: how many of its frames are, of how many, and the
    /// file.
    case frames(done: Int, total: Int, url: URL)
  }

  /// Where the files go and which timelines are planned.
  public var planner: ExportJobPlanner
  /// The formats written for each job, in order.
  public var formats: [any ExportFormat]
  /// How the files are exported.
  public var settings: ExportSettings
  /// Whether `index.html`, a gallery of every file, is written into the output folder too.
  public var writesIndex: Bool
  /// Writes the files; it refuses to replace files Morph did not write unless told to.
  public var writer: ExportFileWriter

  /// A batch export; by default of each timeline's SVG, still storyboard and HTML page.
  public init(
    planner: ExportJobPlanner,
    formats: [any ExportFormat] = ExportFormatRegistry.standard.formats(named: ExportFormatRegistry.documentNames),
    settings: ExportSettings = ExportSettings(), writesIndex: Bool = false,
    writer: ExportFileWriter = ExportFileWriter()
  ) {
    self.planner = planner
    self.formats = formats
    self.settings = settings
    self.writesIndex = writesIndex
    self.writer = writer
  }

  /// Exports scene documents and Swift previews.
  /// - Parameters:
  ///   - sources: the documents and previews, in the order their failures are reported.
  ///   - textMeasurer: measures the documents' text.
  ///   - events: told of warnings, reports and progress as they happen.
  /// - Returns: what failed, each document and file in the order of the documents and their files;
  ///   empty when everything was written.
  public func run(
    _ sources: [ExportSource], textMeasurer: any TextMeasuring, events: @escaping @Sendable (Event) -> Void = { _ in }
  ) async -> [BatchExportError] {
    var jobs: [ExportJob] = []
    var failures: [BatchExportError] = []
    for source in sources {
      do {
        let planned = try await planner.jobs(for: source, textMeasurer: textMeasurer)
        for warning in planned.warnings { events(.warning(warning)) }
        jobs += planned.jobs
      } catch {
        failures.append(.document(error))
      }
    }
    let outputs = jobs.indices.flatMap { job in formats.map { ExportOutput(job: job, format: $0) } }
    let clashes = Self.clashes(outputs, of: jobs)
    guard clashes.isEmpty else { return failures + clashes }
    ExportFileWriter.removeTemporaryFilesOnInterrupt()
    failures += await write(outputs, of: jobs, events: events)
    if writesIndex, failures.isEmpty {
      let url = planner.outputFolder.appendingPathComponent("index.html")
      do {
        try writer.write(try galleryIndex(jobs).export(), to: url)
      } catch let error as ExportError {
        failures.append(.cannotWrite(error))
      } catch {
        failures.append(.cannotRender(file: url, reason: "\(error)"))
      }
    }
    return failures
  }

  /// An error for each file that outputs of two different documents would both write (documents with
  /// the same name in different folders, say), in the order the outputs were planned.
  static func clashes(_ outputs: [ExportOutput], of jobs: [ExportJob]) -> [BatchExportError] {
    /// The first source of each file, as given and as compared (a document's path standardized).
    var sources: [String: (given: String, compared: String)] = [:]
    var reported: Set<String> = []
    var errors: [BatchExportError] = []
    for output in outputs {
      let job = jobs[output.job]
      let url = job.url(of: output.format)
      let path = url.standardizedFileURL.path
      let source = (given: job.source, compared: URL(fileURLWithPath: job.source).standardizedFileURL.path)
      guard let first = sources[path] else {
        sources[path] = source
        continue
      }
      guard first.compared != source.compared, reported.insert(path).inserted else { continue }
      errors.append(.clash(file: url, first: first.given, second: source.given))
    }
    return errors
  }

  /// The gallery of the jobs' files, in the order they were planned.
  func galleryIndex(_ jobs: [ExportJob]) -> GalleryIndex {
    GalleryIndex(
      entries: jobs.map { job in
        func file(_ name: String) -> String? {
          formats.first { $0.name == name }.map { job.url(of: $0).lastPathComponent }
        }
        return GalleryIndex.Entry(
          title: job.title, svg: file("svg"), html: file("html"), stills: file("frames"), gif: file("gif"),
          lottie: file("lottie"))
      })
  }

  /// Exports and writes every output, in parallel on all cores, after normalizing each job's timeline
  /// once.
  /// - Returns: the failures of the outputs, in the outputs' order.
  private func write(
    _ outputs: [ExportOutput], of jobs: [ExportJob], events: @escaping @Sendable (Event) -> Void
  )
    async -> [BatchExportError]
  {
    let prepared = await Self.prepare(jobs, samplingTolerance: settings.options.samplingTolerance)
    let settings = settings
    let writer = writer
    /// What became of one output: written (with the report its format gave), or the failure.
    enum Outcome: Sendable {
      case written(report: String?)
      case failed(BatchExportError)
    }
    return await withTaskGroup(of: (Int, Outcome).self) { group in
      let width = ProcessInfo.processInfo.activeProcessorCount
      var next = 0
      var failures: [(Int, BatchExportError)] = []
      var done = 0
      func start() {
        guard next < outputs.count else { return }
        let index = next
        let output = outputs[index]
        let job = jobs[output.job]
        let url = job.url(of: output.format)
        let timeline = prepared[output.job]
        next += 1
        group.addTask {
          do {
            let rendered = try output.format.render(timeline.get(), settings: settings) { done, total in
              events(.frames(done: done, total: total, url: url))
            }
            try writer.write(rendered.data, to: url)
            return (index, .written(report: rendered.report))
          } catch let error as ExportError {
            switch error {
            case .wouldReplaceForeignFile, .cannotWrite: return (index, .failed(.cannotWrite(error)))
            default:
              // Errors about the timeline or the options: the document they come from, and the file.
              return (index, .failed(.cannotExport(source: job.source, file: url, reason: "\(error)")))
            }
          } catch {
            return (index, .failed(.cannotRender(file: url, reason: "\(error)")))
          }
        }
      }
      for _ in 0..<width { start() }
      for await (index, outcome) in group {
        done += 1
        let url = jobs[outputs[index].job].url(of: outputs[index].format)
        switch outcome {
        case .written(let report?): events(.report(url, report))
        case .written(nil): break
        case .failed(let failure): failures.append((index, failure))
        }
        events(.progress(done: done, total: outputs.count, url: url))
        start()
      }
      return failures.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

  /// Each job's timeline normalized for the exporters, in parallel, in the jobs' order.
  private static func prepare(
    _ jobs: [ExportJob], samplingTolerance: Double
  ) async
    -> [Result<PreparedTimeline, ExportError>]
  {
    await withTaskGroup(of: (Int, Result<PreparedTimeline, ExportError>).self) { group in
      for (index, job) in jobs.enumerated() {
        group.addTask {
          (
            index,
            Result { () throws(ExportError) in try PreparedTimeline(job.timeline, samplingTolerance: samplingTolerance)
            }
          )
        }
      }
      var prepared = [Result<PreparedTimeline, ExportError>?](repeating: nil, count: jobs.count)
      for await (index, result) in group { prepared[index] = result }
      return prepared.map { $0! }
    }
  }
}

/// One file to write: a job and the format of the file.
struct ExportOutput: Sendable {
  /// The index of the job whose timeline the file shows.
  let job: Int
  /// The file's format.
  let format: any ExportFormat
}
