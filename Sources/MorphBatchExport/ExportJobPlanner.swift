import Foundation
import MorphLayout
import MorphPlanning

/// Plans what a batch exports into export jobs named after it in an output folder: `NAME.TRANSITION`
/// for each transition, `NAME.storyboard` for the storyboard, where `NAME` is a document's file name
/// without its extension or a Swift preview's name.
public struct ExportJobPlanner: Sendable {
  /// The folder the files go to.
  public var outputFolder: URL
  /// The one transition to plan (nil: every transition).
  public var transition: String?
  /// Whether the storyboard is planned instead of the transitions.
  public var storyboard: Bool
  /// The screen scale layouts snap to (nil: each source's own).
  public var scale: CGFloat?
  /// The Dynamic Type size text styles are set at (nil: each source's own, else the run's).
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
  /// - Throws: the source's first `LocatedError`: one of reading it, of its check (a document's
  ///   layouts are checked even when it declares no transition, as `morph layout` checks them) or of
  ///   planning.
  public func jobs(
    for source: ExportSource, textMeasurer: any TextMeasuring
  ) async throws(LocatedError)
    -> (jobs: [ExportJob], warnings: [LocatedWarning])
  {
    let plannable = try source.plannable()
    let options = PlanningOptions(textMeasurer: textMeasurer, scale: scale, contentSizeCategory: contentSizeCategory)
    try plannable.check(options: options)
    let base = outputFolder.appendingPathComponent(plannable.baseName)
    let title = plannable.title ?? plannable.baseName
    if storyboard {
      let planned = try await plannable.plan(.storyboard, options: options).timeline
      let job = ExportJob(
        source: plannable.origin, timeline: planned.timeline, base: base.appendingPathExtension("storyboard"),
        title: "\(title) — storyboard")
      return ([job], planned.warnings)
    }
    var jobs: [ExportJob] = []
    // A document's own warnings come with every transition's; each is kept once.
    var warnings: [LocatedWarning] = []
    for name in transition.map({ [$0] }) ?? plannable.transitionNames {
      let planned = try await plannable.plan(.transition(name), options: options).timeline
      warnings += planned.warnings.filter { !warnings.contains($0) }
      jobs.append(
        ExportJob(
          source: plannable.origin, timeline: planned.timeline, base: base.appendingPathExtension(name),
          title: "\(title) — \(name)"))
    }
    return (jobs, warnings)
  }
}
