import Foundation
import MorphBatchExport
import MorphCatalog
import MorphLayout
import MorphScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A render worker of a preview server (see ``PreviewRenderWorkers``): it reads one
/// ``PreviewWorkerRequest`` at a time on standard input and writes its ``PreviewWorkerAnswer`` on
/// standard output, each as a ``PreviewWorkerFrame``, until standard input ends.
///
/// It renders with a ``PreviewRenderer`` of its own, in its process, for the catalog the server serves
/// (built again from the same folder and Swift previews): the same code that renders in the server's
/// process when there are no workers. Standard output carries answers only: from the start, whatever
/// the scenes' code prints goes to standard error, and it reads standard input as empty.
public enum PreviewRenderWorker {
  /// Serves a server's render requests until standard input ends.
  /// - Parameters:
  ///   - path: the scene document, or folder of them, the server serves (nil: previews alone).
  ///   - previews: the Swift previews the server serves.
  ///   - imageAccess: which image files the documents' image nodes may read, as the server allows.
  ///   - textMeasurer: how text is measured, as the server's renderer would.
  /// - Throws: ``PreviewError`` when the catalog cannot be built (the server answers its requests with
  ///   what the command prints of it), or why a request could not be read or its answer written.
  public static func run(
    path: String?, previews: NodeCatalog, imageAccess: ImageAccess = .documentFolder, textMeasurer: any TextMeasuring
  ) async throws {
    let catalog = try PreviewCatalog(path: path, previews: previews, imageAccess: imageAccess)
    // The server caches what it is answered; this cache only spares planning a download again.
    let renderer = PreviewRenderer(
      catalog: catalog, textMeasurer: textMeasurer, documentNames: .relativeNames, cacheBudget: 16 << 20)
    let (requests, answers) = takeStandardStreams()
    let queue = DispatchQueue(label: "morph.preview.render-worker")
    while true {
      let request = await onQueue(queue) { () throws(PreviewWorkerStream.Failure) in
        try PreviewWorkerFrame<PreviewWorkerRequest>.read(from: requests)
      }
      guard case .success(let request?) = request else {
        if case .failure(let failure) = request { throw failure }
        return
      }
      let answer = await Self.answer(to: request, renderer: renderer)
      let written = await onQueue(queue) { () throws(PreviewWorkerStream.Failure) in try answer.write(to: answers) }
      if case .failure(let failure) = written { throw failure }
    }
  }

  /// What the worker answers a request.
  static func answer(
    to frame: PreviewWorkerFrame<PreviewWorkerRequest>, renderer: PreviewRenderer
  ) async -> PreviewWorkerFrame<PreviewWorkerAnswer> {
    let asked = frame.head
    guard let entry = renderer.catalog.entry(slug: asked.scene) else {
      return .failure("error: no scene '\(asked.scene)' in the render worker's catalog")
    }
    guard let source = frame[part: PreviewWorkerRequest.sourcePart] else {
      return .failure("\(entry.name): error: a render request without the scene's bytes")
    }
    let request: PreviewRequest
    do {
      request = try asked.previewRequest
    } catch {
      return .failure("\(entry.name): error: \(error)")
    }
    switch asked.kind {
    case .rendering:
      let outcome = await renderer.render(request, entry: entry, source: source)
      if let error = outcome.error { return .failure(error) }
      guard let rendering = outcome.rendering, let answer = try? PreviewWorkerFrame.rendering(rendering) else {
        return .failure("\(entry.name): error: the rendering cannot be sent")
      }
      return answer
    case .download:
      guard let format = ExportFormatRegistry.standard.formats.first(where: { $0.pathExtension == asked.format })
      else { return .failure("error: no export format '\(asked.format ?? "")'") }
      switch await renderer.download(request, entry: entry, source: source, as: format) {
      case .file(let file): return .download(file)
      case .failed(let message): return .failure(message)
      }
    case .thumbnail:
      guard let svg = await renderer.thumbnail(request, entry: entry, source: source) else {
        return .failure("\(entry.name): error: the scene has no rendering")
      }
      return .thumbnail(svg)
    case .comparison:
      guard let old = frame[part: PreviewWorkerRequest.oldPart], let revision = asked.revision else {
        return .failure("\(entry.name): error: a comparison without the old version's bytes or revision")
      }
      switch await renderer.comparisonPage(of: entry, old: old, new: source, revision: revision) {
      case .file(let file): return .download(file)
      case .failed(let message): return .failure(message)
      }
    }
  }

  /// Takes standard input and output for requests and answers, and leaves the scenes' code standard
  /// input reading as empty and standard output going to standard error.
  private static func takeStandardStreams() -> (requests: PreviewWorkerStream, answers: PreviewWorkerStream) {
    let requests = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
    let answers = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    let empty = open("/dev/null", O_RDONLY | O_CLOEXEC)
    dup2(empty, STDIN_FILENO)
    close(empty)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    return (PreviewWorkerStream(descriptor: requests), PreviewWorkerStream(descriptor: answers))
  }

  /// Runs a blocking read or write on a dispatch queue, off Swift's cooperative pool.
  private static func onQueue<Value: Sendable>(
    _ queue: DispatchQueue, _ work: @escaping @Sendable () throws(PreviewWorkerStream.Failure) -> Value
  ) async -> Result<Value, PreviewWorkerStream.Failure> {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: Result(catching: work)) }
    }
  }
}
