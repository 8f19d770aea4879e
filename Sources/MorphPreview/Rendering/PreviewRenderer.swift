import Foundation
import MorphExport
import MorphLayout
import MorphScene
import MorphTransition

/// Renders the catalog's scenes for the preview: reads a document, plans the requested timeline with
/// a ``ScenePlanner``, exports it with Morph's SVG and HTML exporters and builds its review data.
///
/// A rendering is kept until its document's bytes change; the last rendering that succeeded is kept
/// per request so that a broken edit can be shown over it.
@MainActor
public final class PreviewRenderer {
  /// The documents served.
  public let catalog: PreviewCatalog
  private let textMeasurer: any TextMeasuring
  private var current: [PreviewRequest: (source: Data, outcome: PreviewOutcome)] = [:]
  private var lastGood: [PreviewRequest: PreviewRendering] = [:]

  public init(catalog: PreviewCatalog, textMeasurer: any TextMeasuring) {
    self.catalog = catalog
    self.textMeasurer = textMeasurer
  }

  /// Renders a request for a scene of the catalog (nil for a scene that is not in it).
  public func render(_ request: PreviewRequest) async -> PreviewOutcome? {
    guard let entry = catalog.entry(slug: request.scene) else { return nil }
    let source = FileManager.default.contents(atPath: entry.url.path) ?? Data()
    if let cached = current[request], cached.source == source { return cached.outcome }
    let outcome: PreviewOutcome
    do {
      let rendering = try await render(request, entry: entry, source: source)
      lastGood[request] = rendering
      outcome = PreviewOutcome(rendering: rendering, error: nil)
    } catch {
      outcome = PreviewOutcome(rendering: lastGood[request], error: Self.message(for: error, entry: entry))
    }
    current[request] = (source, outcome)
    return outcome
  }

  /// A still of a scene for the directory index: the storyboard frames of its first transition.
  public func thumbnail(of slug: String) async -> Data? {
    guard let rendering = await render(PreviewRequest(scene: slug))?.rendering else { return nil }
    return try? SVGStoryboardExporter().export(rendering.timeline)
  }

  private func render(_ request: PreviewRequest, entry: PreviewCatalog.Entry, source: Data) async throws
    -> PreviewRendering
  {
    guard let text = String(data: source, encoding: .utf8) else {
      throw SceneError(file: entry.displayPath, "the file is not UTF-8 text")
    }
    var document = try SceneDecoder.decode(text, file: entry.displayPath)
    let documentRange = document.sizeRange
    if let device = request.device {
      document.sizeRange = device.sizeRange(in: request.orientation, for: documentRange)
    }
    let planner = ScenePlanner(document: document, textMeasurer: textMeasurer)
    let planned: SceneTimeline
    let configurations: [PreviewLayoutConfiguration]
    switch request.subject {
    case .transition(let name):
      planned = try await planner.timeline(forTransition: name)
      configurations = PreviewLayoutConfiguration.sequence(
        for: [planned.transition.flatMap(document.transition(named:))].compactMap { $0 }, in: document)
    case .storyboard:
      planned = try await planner.storyboardTimeline()
      configurations = PreviewLayoutConfiguration.sequence(
        for: document.storyboard.compactMap { $0.transition.flatMap(document.transition(named:)) }, in: document)
    case .rotation:
      let device = request.device!
      let from = device.sizeRange(in: request.orientation, for: documentRange)
      let to = device.sizeRange(in: request.orientation.rotated, for: documentRange)
      planned = try await planner.sizeTransitionTimeline(from: from, to: to)
      configurations = [
        PreviewLayoutConfiguration(state: document.initialState, sizeRange: from),
        PreviewLayoutConfiguration(state: document.initialState, sizeRange: to),
      ]
    }
    let boxes = try configurations.map { configuration in
      try configuration.specBoxes(of: document, textMeasurer: textMeasurer, scale: planner.scale)
    }
    let specs = zip(boxes, boxes.dropFirst()).map { (before: $0, after: $1) }
    let review = PreviewReviewBuilder(
      entry: entry, document: document, request: request, timeline: planned.timeline, warnings: planned.warnings,
      specs: specs
    ).build()
    return PreviewRendering(
      request: request, timeline: planned.timeline, review: review,
      svg: try SVGExporter().export(planned.timeline),
      html: try HTMLExporter(title: "\(document.name ?? entry.slug) — preview").export(planned.timeline))
  }

  private static func message(for error: any Error, entry: PreviewCatalog.Entry) -> String {
    if let error = error as? SceneError { return error.description }
    return "\(entry.displayPath): error: \(error)"
  }
}
