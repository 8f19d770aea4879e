import Foundation
import MorphLayout
import MorphScene

/// Plans a scene document's transitions, or its storyboard, into export jobs named after the document
/// in an output folder: `DOCUMENT.TRANSITION` for each transition, `DOCUMENT.storyboard` for the
/// storyboard.
public struct SceneExportPlanner: Sendable {
  /// The folder the files go to.
  public var outputFolder: URL
  /// The one transition to plan (nil: every transition of the document).
  public var transition: String?
  /// Whether the storyboard is planned instead of the transitions.
  public var storyboard: Bool
  /// The screen scale layouts snap to (nil: each document's own).
  public var scale: CGFloat?

  /// A planner of export jobs.
  public init(outputFolder: URL, transition: String? = nil, storyboard: Bool = false, scale: CGFloat? = nil) {
    self.outputFolder = outputFolder
    self.transition = transition
    self.storyboard = storyboard
    self.scale = scale
  }

  /// The jobs of the document at `file`, and the warnings planning them gave, each once.
  /// - Throws: the document's first ``SceneError``: one of reading, of its layouts (checked even when it
  ///   declares no transition, as `morph layout` checks it) or of planning.
  public func jobs(for file: String, textMeasurer: any TextMeasuring) async throws(SceneError)
    -> (jobs: [ExportJob], warnings: [SceneWarning])
  {
    let document = try SceneDecoder.decode(contentsOfFile: file)
    try document.validate()
    let planner = ScenePlanner(document: document, textMeasurer: textMeasurer, scale: scale)
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
    var warnings: [SceneWarning] = []
    for name in transition.map({ [$0] }) ?? document.transitions.map(\.name) {
      let planned = try await planner.timeline(forTransition: name)
      warnings += planned.warnings.filter { !warnings.contains($0) }
      jobs.append(ExportJob(
        source: file, timeline: planned.timeline, base: base.appendingPathExtension(name), title: "\(title) — \(name)"))
    }
    return (jobs, warnings)
  }
}
