import Foundation
import MorphLayout
import MorphPlanning
import MorphTimeline
import MorphTransition

/// Plans a scene document's transitions with a `TransitionPlanner`: one transition, or the
/// storyboard, recorded into a `PlannedTimeline`.
///
/// Each plan builds a fresh scene. A state transition starts in its `from` state with the document's
/// size range; the state change is ``Scene/change(toState:)`` followed by the root's
/// `transitionLayout(withAnimation:shouldMeasureAsync:)`, as a Texture node changes its state and
/// transitions. A size transition calls `transitionLayout(with:animated:shouldMeasureAsync:)` in the
/// document's initial state. The root's `animateLayoutTransitionBlock` runs the transition's script,
/// or — for a preset — the root animates with the preset's default transition.
///
/// A plan runs off the caller's actor, on nodes of its own, so plans of several documents (or of
/// several transitions of one) run in parallel.
///
/// ```swift
/// let document = try SceneDecoder.decode(contentsOfFile: "examples/signup-form.yaml")
/// let planner = ScenePlanner(document: document, textMeasurer: try FreeTypeTextMeasurer())
/// let planned = try await planner.timeline(forTransition: "nameToAge")
/// print(planned.table(at: planned.defaultSampleTimes))
/// ```
public struct ScenePlanner: Sendable {
  /// The document whose transitions are planned.
  public let document: SceneDocument
  /// Measures the text of text, button and editable text nodes.
  public let textMeasurer: any TextMeasuring
  /// The screen scale layouts snap to.
  public let scale: CGFloat

  /// The Dynamic Type size text styles are set at; nil for the document's `contentSizeCategory`, else
  /// the run's (`ContentSizeCategory.current` where the plan runs).
  public let contentSizeCategory: ContentSizeCategory?

  /// A planner for a document, snapping to `scale` (nil: the document's `scale`), its text styles at
  /// `contentSizeCategory` (nil: the document's, else the run's).
  public init(
    document: SceneDocument, textMeasurer: any TextMeasuring, scale: CGFloat? = nil,
    contentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.document = document
    self.textMeasurer = textMeasurer
    self.scale = scale ?? document.scale
    self.contentSizeCategory = contentSizeCategory
  }

  /// Plans one transition.
  /// - Parameter name: the transition's name; nil plans the first one.
  /// - Throws: a `LocatedError` for an unknown name or a script that cannot run (such as a frame of a
  ///   node missing from a layout). A script that never runs `complete` is planned as Texture shows it
  ///   (its removed nodes stay), with a warning and a timeline diagnostic.
  @concurrent
  public func timeline(forTransition name: String? = nil) async throws(LocatedError) -> PlannedTimeline {
    let transition = try self.transition(named: name)
    let recording = try SceneRecording(
      document: document, textMeasurer: textMeasurer, scale: scale, contentSizeCategory: contentSizeCategory,
      state: transition.fromState)
    let timeline: Timeline
    do {
      timeline = try await recording.planner.record(recording.scene.root, sizeRange: document.sizeRange) {
        recording.perform(transition)
      }
    } catch {
      throw recording.error(for: error)
    }
    if let problem = recording.problem() { throw problem }
    try checkBounds(timeline, of: "transition '\(transition.name)'", at: transition.location)
    return PlannedTimeline(
      sceneName: document.name, transition: transition.name, timeline: timeline,
      warnings: document.warnings + recording.warnings())
  }

  /// Plans the storyboard: its transitions one after another, each starting once everything the one
  /// before started has finished (after its pause), with a marker per step labelled with the
  /// transition's name (or `pause`). The scene starts in the first state transition's `from` state.
  /// - Throws: a `LocatedError` for a document without a storyboard, and as
  ///   ``timeline(forTransition:)`` does.
  @concurrent
  public func storyboardTimeline() async throws(LocatedError) -> PlannedTimeline {
    guard !document.storyboard.isEmpty else {
      throw LocatedError(file: document.file, "the document has no 'storyboard'; add one to plan it")
    }
    var planned: [(step: SceneStoryboardStep, transition: SceneTransition?)] = []
    for step in document.storyboard {
      planned.append((step, step.transition.flatMap(document.transition(named:))))
    }
    let transitions = planned.compactMap(\.transition)
    let recording = try SceneRecording(
      document: document, textMeasurer: textMeasurer, scale: scale, contentSizeCategory: contentSizeCategory,
      state: transitions.lazy.compactMap(\.fromState).first)
    let steps = planned.map { entry in
      guard let transition = entry.transition else {
        return StoryboardStep.pause(entry.step.pause, label: entry.step.label)
      }
      return StoryboardStep(entry.step.label, after: entry.step.pause) { _ in recording.perform(transition) }
    }
    let timeline: Timeline
    do {
      timeline = try await recording.planner.storyboard(
        recording.scene.root, sizeRange: document.sizeRange, steps: steps)
    } catch {
      throw recording.error(for: error)
    }
    if let problem = recording.problem() { throw problem }
    try checkBounds(
      timeline, of: "the storyboard", at: document.keyLocations["storyboard"] ?? document.location)
    return PlannedTimeline(
      sceneName: document.name, transition: nil, timeline: timeline, warnings: document.warnings + recording.warnings())
  }

  /// The transition with a name, or the first one.
  private func transition(named name: String?) throws(LocatedError) -> SceneTransition {
    guard let first = document.transitions.first else {
      throw LocatedError(file: document.file, "the document declares no transitions; add a 'transitions' section")
    }
    guard let name else { return first }
    if let transition = document.transition(named: name) { return transition }
    let names = document.transitions.map(\.name)
    throw LocatedError(
      at: document.keyLocations["transitions"] ?? document.location,
      "unknown transition '\(name)'; expected one of: \(names.joined(separator: ", "))"
        + Suggestion.didYouMean(name, among: names))
  }
}
