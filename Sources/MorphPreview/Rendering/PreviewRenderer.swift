import Foundation
import MorphBatchExport
import MorphLayout
import MorphPlanning
import MorphTimeline
import MorphTransition

/// Renders the catalog's scenes for the preview: reads what a scene declares (a document's bytes,
/// decoded; a Swift preview, as built) and plans the requested timeline through its `Plannable`
/// conformance, exports it with Morph's SVG and HTML exporters and builds its review data.
///
/// A rendering is kept until its document's bytes change; the last rendering that succeeded is kept
/// per request so that a broken edit can be shown over it. Both are kept in caches bounded by bytes
/// (least recently used first out), so that any number of distinct requests uses bounded memory.
///
/// The renderer is an actor that keeps the caches and the renderings under way. Reading a document,
/// planning, reviewing and exporting a request run off it, each rendering on nodes of its own, so
/// renderings run in parallel and a slow scene holds up no other. A request whose rendering is
/// cached is answered without waiting for the actor, and concurrent requests for a rendering under
/// way wait for that one.
///
/// Where a rendering is made is its ``placement``: in this process, or in render worker processes
/// (``PreviewWorkerPool``), each of which renders with a renderer of its own placed in its process. A
/// worker that stops while rendering (a trap in a scene's code) makes the outcome's error, and that
/// outcome is not kept: the next request for the scene renders it again, in a fresh worker.
actor PreviewRenderer {
  /// How the renderer's outcomes name a document.
  enum DocumentNames: Sendable {
    /// By ``PreviewCatalog/Entry/displayPath``, the path as given on the command line.
    case displayPaths
    /// By ``PreviewCatalog/Entry/name``, the name relative to the served folder: what the preview
    /// server sends, so that no response reveals a path of the machine it runs on.
    case relativeNames
  }

  /// Where renderings are made.
  enum Placement: Sendable {
    /// In this process: planning, reviewing and exporting run in `@concurrent` functions here.
    case inProcess
    /// In render worker processes, so that a trap in a scene's code stops a worker, not this process.
    /// The renderings they answer hold no timeline: downloads and thumbnails are made by workers too.
    case workers(PreviewWorkerPool)
  }

  /// The documents served.
  nonisolated let catalog: PreviewCatalog
  /// How outcomes name documents (in errors and in the review's `scene.file`).
  nonisolated let documentNames: DocumentNames
  /// The most bytes the cached renderings hold, current and last good ones each.
  nonisolated let cacheBudget: Int
  /// Where renderings are made.
  nonisolated let placement: Placement
  let textMeasurer: any TextMeasuring
  private let current: CurrentOutcomes
  private var lastGood: PreviewCache<PreviewRequest, PreviewRendering>
  /// Per scene, what its current bytes declare (one per scene of the catalog), so that requests for
  /// other timelines of the same bytes do not decode a document again.
  private var plannables: [String: (source: Data, plannable: any Plannable)] = [:]
  /// The renderings under way, by request, with the bytes they render.
  private var inFlight: [PreviewRequest: (source: Data, task: Task<PreviewOutcome, Never>)] = [:]
  /// How many renderings were started (each request and bytes once, however many asked meanwhile).
  private(set) var renderCount = 0
  private let failedBuild = FailedBuild()

  /// Why the Swift previews' sources do not build now (the compiler's errors), or nil. While it is set,
  /// every Swift preview's outcome carries it as its error, over the rendering of the running build.
  nonisolated var buildError: String? {
    get { failedBuild.message }
    set { failedBuild.message = newValue }
  }

  /// A renderer of a catalog's scenes.
  /// - Parameters:
  ///   - documentNames: how outcomes name documents.
  ///   - cacheBudget: the most bytes the cached renderings hold (64 MiB), for the current renderings
  ///     and again for the last good ones.
  ///   - placement: where renderings are made (in this process, by default).
  init(
    catalog: PreviewCatalog, textMeasurer: any TextMeasuring, documentNames: DocumentNames = .displayPaths,
    cacheBudget: Int = 64 << 20, placement: Placement = .inProcess
  ) {
    self.catalog = catalog
    self.textMeasurer = textMeasurer
    self.documentNames = documentNames
    self.cacheBudget = cacheBudget
    self.placement = placement
    current = CurrentOutcomes(budget: cacheBudget)
    lastGood = PreviewCache(budget: cacheBudget)
  }

  /// The bytes the cached renderings hold now (current and last good ones together).
  var cachedBytes: Int { current.cost + lastGood.cost }

  /// How many renderings are cached now (current and last good ones together).
  var cachedCount: Int { current.count + lastGood.count }

  /// Renders a request for a scene of the catalog (nil for a scene that is not in it, or whose file
  /// is no longer a regular file in the served folder: see ``PreviewCatalog/contents(of:)``).
  nonisolated func render(_ request: PreviewRequest) async -> PreviewOutcome? {
    guard let (entry, source) = scene(request.scene) else { return nil }
    return await render(request, entry: entry, source: source)
  }

  /// Renders a request for bytes of a scene of the catalog: its current outcome for those bytes, from
  /// the cache or rendered anew.
  nonisolated func render(_ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data) async -> PreviewOutcome
  {
    let outcome: PreviewOutcome
    if let cached = current.outcome(for: request, source: source) {
      outcome = cached
    } else {
      outcome = await renderAnew(request, entry: entry, source: source)
    }
    guard entry.source.isBuiltIntoExecutable, let buildError else { return outcome }
    return PreviewOutcome(rendering: outcome.rendering, error: buildError)
  }

  /// A request's timeline exported as a file of a format (nil for a scene that is not in the catalog,
  /// or cannot be read): see ``download(_:entry:source:as:)``.
  nonisolated func download(_ request: PreviewRequest, as format: any ExportFormat) async -> PreviewDownload? {
    guard let (entry, source) = scene(request.scene) else { return nil }
    return await download(request, entry: entry, source: source, as: format)
  }

  /// A request's timeline exported as a file of a format, named as
  /// ``PreviewRoutes/downloadName(of:subject:format:)`` says: in this process, the timeline of the
  /// request's rendering (the last good one while the scene has an error); in workers, the timeline
  /// of the scene's bytes, or their error.
  nonisolated func download(
    _ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data, as format: any ExportFormat
  ) async -> PreviewDownload {
    let outcome = await render(request, entry: entry, source: source)
    switch placement {
    case .inProcess:
      guard let rendering = outcome.rendering, let timeline = rendering.timeline else {
        return .failed(outcome.error ?? "")
      }
      do {
        let data = try await Self.export(timeline, as: format)
        let name = PreviewRoutes.downloadName(of: request.scene, subject: rendering.review.subject, format: format)
        return .file(PreviewDownload.File(name: name, data: data))
      } catch {
        return .failed(message(for: error, entry: entry) + "\n")
      }
    case .workers(let pool):
      guard outcome.rendering != nil else { return .failed(outcome.error ?? "") }
      do {
        let request = PreviewWorkerRequest(.download, request, format: format.pathExtension)
        return try await pool.answer(to: request, source: source).download()
      } catch {
        return .failed(message(for: error, entry: entry))
      }
    }
  }

  /// A timeline exported off the caller's executor.
  @concurrent nonisolated private static func export(
    _ timeline: Timeline, as format: any ExportFormat
  ) async throws
    -> Data
  {
    try format.render(timeline, settings: ExportSettings()).data
  }

  /// A scene of the catalog and its bytes now; nil when it is not in the catalog or cannot be read.
  nonisolated func scene(_ slug: String) -> (PreviewCatalog.Entry, Data)? {
    guard let entry = catalog.entry(slug: slug), let source = catalog.contents(of: entry) else { return nil }
    return (entry, source)
  }

  /// Renders a request anew, or joins the rendering of the same request from the same bytes that is
  /// already under way, so that concurrent requests for one scene render it once.
  private func renderAnew(
    _ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data
  ) async
    -> PreviewOutcome
  {
    // Another request may have rendered the same bytes while this one waited for the actor.
    if let outcome = current.outcome(for: request, source: source) { return outcome }
    if let running = inFlight[request], running.source == source { return await running.task.value }
    let task = Task { await self.renderAndKeep(request, entry: entry, source: source) }
    inFlight[request] = (source, task)
    let outcome = await task.value
    if inFlight[request]?.source == source { inFlight[request] = nil }
    return outcome
  }

  /// Renders a request and keeps the outcome (and a good rendering as the last good one).
  private func renderAndKeep(
    _ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data
  ) async
    -> PreviewOutcome
  {
    renderCount += 1
    let outcome: PreviewOutcome
    do {
      let rendering = try await makeRendering(request, entry: entry, source: source)
      lastGood.set(rendering, cost: Self.cost(of: rendering), for: request)
      outcome = PreviewOutcome(rendering: rendering, error: nil)
    } catch let failure as PreviewWorkerFailure {
      // No property of the bytes: not kept, so that the next request renders them again.
      return PreviewOutcome(rendering: lastGood.value(for: request), error: message(for: failure, entry: entry))
    } catch {
      outcome = PreviewOutcome(rendering: lastGood.value(for: request), error: message(for: error, entry: entry))
    }
    // A good rendering is counted in both caches, which share its bytes: an overestimate, on the safe side.
    var cost = source.count + (outcome.error?.utf8.count ?? 0) + 512
    if outcome.error == nil, let rendering = outcome.rendering { cost += Self.cost(of: rendering) }
    current.set(outcome, source: source, cost: cost, for: request)
    return outcome
  }

  /// About the bytes a rendering holds: its exports, and its review as the JSON it is sent as.
  private static func cost(of rendering: PreviewRendering) -> Int {
    let review = (try? JSONEncoder().encode(rendering.review).count) ?? 0
    return rendering.svg.count + rendering.html.count + review + 1024
  }

  /// A still of a scene for the directory index: the storyboard frames of its first transition (nil
  /// when the scene is not in the catalog or has no rendering).
  nonisolated func thumbnail(of slug: String) async -> Data? {
    guard let (entry, source) = scene(slug) else { return nil }
    return await thumbnail(PreviewRequest(scene: slug), entry: entry, source: source)
  }

  /// A still of a request's timeline: its storyboard frames (nil when it has no rendering). In workers,
  /// the still of the scene's bytes.
  nonisolated func thumbnail(_ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data) async -> Data? {
    let rendering = await render(request, entry: entry, source: source).rendering
    switch placement {
    case .inProcess:
      guard let timeline = rendering?.timeline else { return nil }
      return try? StoryboardExportFormat().render(timeline, settings: ExportSettings()).data
    case .workers(let pool):
      guard rendering != nil else { return nil }
      return try? await pool.answer(to: PreviewWorkerRequest(.thumbnail, request), source: source).thumbnail()
    }
  }

  /// Makes a request's rendering of bytes of an entry: asks a worker, or plans what the bytes declare
  /// (decoded once per bytes) and renders it here.
  private func makeRendering(
    _ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data
  ) async throws
    -> PreviewRendering
  {
    if case .workers(let pool) = placement {
      return try await pool.answer(to: PreviewWorkerRequest(.rendering, request), source: source).rendering(of: request)
    }
    var shown = entry
    shown.displayPath = name(of: entry)
    let plannable: any Plannable
    if let decoded = plannables[entry.slug], decoded.source == source {
      plannable = decoded.plannable
    } else {
      plannable = try await Self.plannable(of: entry, from: source)
      plannables[entry.slug] = (source, plannable)
    }
    return try await Self.render(request, of: plannable, entry: shown, textMeasurer: textMeasurer)
  }

  /// Plans, reviews and exports a request off the renderer's actor, on nodes of its own, so that renderings
  /// of different scenes (and of different requests of one) run in parallel and a slow scene holds up
  /// no other. A device lays the scene out for its size; a rotation plans the change between its two
  /// orientations.
  @concurrent
  nonisolated private static func render(
    _ request: PreviewRequest, of plannable: any Plannable, entry shown: PreviewCatalog.Entry,
    textMeasurer: any TextMeasuring
  ) async throws -> PreviewRendering {
    var options = PlanningOptions(
      textMeasurer: textMeasurer, contentSizeCategory: request.contentSizeCategory, keepsLayouts: true)
    let declared = plannable.sizeRange
    if let device = request.device {
      options.sizeRange = device.sizeRange(in: request.orientation, for: declared)
    }
    let subject: PlanSubject
    switch request.subject {
    case .transition(let name): subject = .transition(name)
    case .storyboard: subject = .storyboard
    case .rotation:
      let device = request.device!
      subject = .sizeChange(
        from: device.sizeRange(in: request.orientation, for: declared),
        to: device.sizeRange(in: request.orientation.rotated, for: declared))
    }
    let plan = try await plannable.plan(subject, options: options)
    let scene = PreviewReviewBuilder.Scene(
      name: plannable.title, transitions: plannable.transitionNames, hasStoryboard: plannable.hasStoryboard)
    return try await rendering(
      request, of: plan.timeline, scene: scene, entry: shown, boxes: plan.layouts.map(PreviewSpecBoxes.boxes(of:)))
  }

  /// A planned timeline's rendering: its review, with the spec boxes of the layouts its transitions go
  /// between (one more than the transitions), and its exports.
  nonisolated private static func rendering(
    _ request: PreviewRequest, of planned: PlannedTimeline, scene: PreviewReviewBuilder.Scene,
    entry shown: PreviewCatalog.Entry, boxes: [[PreviewReview.SpecBox]]
  ) async throws -> PreviewRendering {
    let specs = zip(boxes, boxes.dropFirst()).map { (before: $0, after: $1) }
    let review = PreviewReviewBuilder(
      entry: shown, scene: scene, request: request, timeline: planned.timeline, warnings: planned.warnings,
      specs: specs
    ).build()
    let files = try await export(planned.timeline, title: "\(scene.name ?? shown.slug) — preview")
    return PreviewRendering(
      request: request, timeline: planned.timeline, review: review, svg: files.svg, html: files.html)
  }

  /// What an entry's bytes declare, decoded off the renderer's actor, so that reading a large document holds
  /// up no other scene.
  @concurrent
  nonisolated private static func plannable(
    of entry: PreviewCatalog.Entry, from source: Data
  ) async throws(LocatedError) -> any Plannable {
    try entry.source.plannable(from: source, of: entry)
  }

  /// A timeline's SVG and HTML, exported side by side.
  nonisolated private static func export(_ timeline: Timeline, title: String) async throws -> (svg: Data, html: Data) {
    async let svg = SVGExportFormat().render(timeline, settings: ExportSettings()).data
    async let html = HTMLExportFormat().render(timeline, settings: ExportSettings(title: title)).data
    return (try await svg, try await html)
  }

  /// What outcomes call a document.
  nonisolated func name(of entry: PreviewCatalog.Entry) -> String {
    documentNames == .relativeNames ? entry.name : entry.displayPath
  }

  /// Where outcomes say a scene is: a Swift preview's declaration (`Catalog.swift:12:3`), a document's
  /// name.
  nonisolated func place(of entry: PreviewCatalog.Entry) -> String {
    guard var declaration = entry.source.declaration else { return name(of: entry) }
    if declaration.file == entry.url.path { declaration.file = name(of: entry) }
    return declaration.description
  }

  /// An error as `FILE:LINE:COLUMN: error: …`, the document named as ``documentNames`` says; a render
  /// worker's error as the worker worded it; a worker that gave no answer at the scene's place.
  nonisolated func message(for error: any Error, entry: PreviewCatalog.Entry) -> String {
    switch error {
    case let error as PreviewRenderingError:
      return error.message
    case let failure as PreviewWorkerFailure:
      return "\(place(of: entry)): error: \(failure)"
    case var error as LocatedError:
      if error.file == entry.url.path { error.file = name(of: entry) }
      if error.location?.file == entry.url.path { error.location?.file = name(of: entry) }
      return error.description
    default:
      return "\(name(of: entry)): error: \(error)"
    }
  }
}

/// The renderer's current outcomes, by request, with the bytes each was rendered from: read from any
/// task, so that a cached request does not wait for the renderer's actor.
private final class CurrentOutcomes: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: PreviewCache<PreviewRequest, (source: Data, outcome: PreviewOutcome)>

  init(budget: Int) {
    cache = PreviewCache(budget: budget)
  }

  var cost: Int { lock.withLock { cache.cost } }
  var count: Int { lock.withLock { cache.count } }

  /// The outcome rendered for a request from these bytes, if it is kept.
  func outcome(for request: PreviewRequest, source: Data) -> PreviewOutcome? {
    guard let cached = lock.withLock({ cache.value(for: request) }), cached.source == source else { return nil }
    return cached.outcome
  }

  func set(_ outcome: PreviewOutcome, source: Data, cost: Int, for request: PreviewRequest) {
    lock.withLock { cache.set((source, outcome), cost: cost, for: request) }
  }
}

/// The message of the Swift previews' failed build, shared by every task that renders.
private final class FailedBuild: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?

  var message: String? {
    get { lock.withLock { text } }
    set { lock.withLock { text = newValue } }
  }
}
