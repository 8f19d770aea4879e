import Foundation
import MorphCatalog
import MorphLayout
import MorphPlanning
import MorphScene

/// Plans a scene document's transitions, or its storyboard, into export jobs named after the document
/// in an output folder: `DOCUMENT.TRANSITION` for each transition, `DOCUMENT.storyboard` for the
/// storyboard. A Swift `NodePreview` is planned alike, its files named after the preview.
public struct SceneExportPlanner: Sendable {
  /// The folder the files go to.
  public var outputFolder: URL
  /// The one transition to plan (nil: every transition of the document).
  public var transition: String?
  /// Whether the storyboard is planned instead of the transitions.
  public var storyboard: Bool
  /// The screen scale layouts snap to (nil: each document's own).
  public var scale: CGFloat?
  /// The Dynamic Type size text styles are set at (nil: each document's own, else the run's).
  public var contentSizeCategory: ContentSizeCategory?

  /// A planner of export jobs.
  public init(
    outputFolder: URL, transition: String? = nil, storyboard: Bool = false, scale: CGFloat? = nil,
    contentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.outputFolder = outputFolder
    self.transition = transition
    self.storyboard = storyboard
    self.scale = scale
    self.contentSizeCategory = contentSizeCategory
  }

  /// The jobs of a source, and the warnings planning them gave, each once.
  public func jobs(
    for source: ExportSource, textMeasurer: any TextMeasuring
  ) async throws(LocatedError)
    -> (jobs: [ExportJob], warnings: [LocatedWarning])
  {
    switch source {
    case .document(let file): try await jobs(for: file, textMeasurer: textMeasurer)
    case .preview(let preview): (try await jobs(for: preview), [])
    }
  }

  /// The jobs of a Swift preview, its node made at ``contentSizeCategory`` (nil: the preview's, else
  /// the run's).
  /// - Throws: the preview's first `LocatedError`.
  public func jobs(for preview: NodePreview) async throws(LocatedError) -> [ExportJob] {
    let base = outputFolder.appendingPathComponent(preview.name)
    let title = preview.title ?? preview.name
    if storyboard {
      let planned = try await preview.storyboardTimeline(scale: scale, contentSizeCategory: contentSizeCategory)
      return [
        ExportJob(
          source: preview.name, timeline: planned.timeline, base: base.appendingPathExtension("storyboard"),
          title: "\(title) — storyboard")
      ]
    }
    var jobs: [ExportJob] = []
    for name in transition.map({ [$0] }) ?? preview.transitions.map(\.name) {
      let planned = try await preview.timeline(
        forTransition: name, scale: scale, contentSizeCategory: contentSizeCategory)
      jobs.append(
        ExportJob(
          source: preview.name, timeline: planned.timeline, base: base.appendingPathExtension(name),
          title: "\(title) — \(name)"))
    }
    return jobs
  }

  /// The jobs of the document at `file`, and the warnings planning them gave, each once.
  /// - Throws: the document's first `LocatedError`: one of reading, of its layouts (checked even when it
  ///   declares no transition, as `morph layout` checks it) or of planning.
  public func jobs(
    for file: String, textMeasurer: any TextMeasuring
  ) async throws(LocatedError)
    -> (jobs: [ExportJob], warnings: [LocatedWarning])
  {
    let document = try SceneDecoder.decode(contentsOfFile: file)
    try document.validate()
    let planner = ScenePlanner(
      document: document, textMeasurer: textMeasurer, scale: scale, contentSizeCategory: contentSizeCategory)
    let base = outputFolder.appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
    let title = document.name ?? base.lastPathComponent
    if storyboard {
      let planned = try await planner.storyboardTimeline()
      let job = ExportJob(
        source: file, timeline: planned.timeline, base: base.appendingPathExtension("storyboard"),
        title: "\(title) — storyboard")
      return ([job], planned.warnings)
    }
    var jobs: [ExportJob] = []
    // The document's own warnings come with every transition's; each is kept once.
    var warnings: [LocatedWarning] = []
    for name in transition.map({ [$0] }) ?? document.transitions.map(\.name) {
      let planned = try await planner.timeline(forTransition: name)
      warnings += planned.warnings.filter { !warnings.contains($0) }
      jobs.append(
        ExportJob(
          source: file, timeline: planned.timeline, base: base.appendingPathExtension(name), title: "\(title) — \(name)"
        ))
    }
    return (jobs, warnings)
  }
}
