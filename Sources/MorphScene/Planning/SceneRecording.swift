import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition

/// One planning run of a ``ScenePlanner``: a fresh scene in its starting state, the transition planner
/// recording it, and the transitions performed so far with their script interpreters.
final class SceneRecording {
  let scene: Scene
  let planner: TransitionPlanner
  private var performed: [(transition: SceneTransition, interpreter: ScriptInterpreter?)] = []
  /// The first problem found while performing; nothing more is performed after it.
  private var failure: LocatedError?
  /// The first problem a script stopped on, reported by its interpreter (so that checking for problems
  /// takes the same time however many transitions a storyboard has performed).
  private var scriptFailure: LocatedError?

  /// Builds the scene in a state (nil: its initial state) for a planner measuring at a scale, its text
  /// styles at a content size category (nil: the document's, else the run's).
  init(
    document: SceneDocument, textMeasurer: any TextMeasuring, scale: CGFloat,
    contentSizeCategory: ContentSizeCategory?, state: String?
  ) throws(LocatedError) {
    scene = try SceneBuilder(textMeasurer: textMeasurer).build(document, contentSizeCategory: contentSizeCategory)
    try scene.apply(state: state)
    planner = TransitionPlanner(context: LayoutContext(scale: scale))
    planner.declaredNodes = scene.nodes
  }

  /// Performs a transition inside a recording: sets the root's animation, then changes the state and
  /// calls `transitionLayout(withAnimation:…)`, or calls `transitionLayout(with:animated:…)`. A
  /// transition performed after a problem does nothing.
  func perform(_ transition: SceneTransition) {
    if failure == nil { failure = problem() }
    guard failure == nil else { return }
    let root = scene.root
    var interpreter: ScriptInterpreter?
    switch transition.animation {
    case .preset(let preset):
      let defaultTransition = preset.defaultTransition
      root.animateLayoutTransitionBlock = { _, context in context.animate(with: defaultTransition) }
      var timing = (duration: 0.2, delay: 0.0, curve: AnimationCurve.easeInOut)
      if case .texture(let duration, let delay, let curve) = preset { timing = (duration, delay, curve) }
      root.defaultLayoutTransitionDuration = timing.duration
      root.defaultLayoutTransitionDelay = timing.delay
      root.defaultLayoutTransitionOptions = Self.options(timing.curve)
    case .script(let steps):
      var nodes = Dictionary(uniqueKeysWithValues: scene.nodes.map { ($0.name!, $0) })
      if nodes[ScriptScope.rootName] == nil { nodes[ScriptScope.rootName] = root }
      let script = ScriptInterpreter(transition: transition, steps: steps, nodes: nodes)
      root.animateLayoutTransitionBlock = script.block
      script.didFail = { [unowned self] error in
        if scriptFailure == nil { scriptFailure = error }
      }
      interpreter = script
    }
    performed.append((transition, interpreter))
    switch transition.change {
    case .state(_, let to):
      do {
        try scene.change(toState: to)
      } catch {
        failure = error
        return
      }
      root.transitionLayout(
        withAnimation: transition.isAnimated, shouldMeasureAsync: transition.measuresAsynchronously)
    case .sizeRange(let range):
      root.transitionLayout(
        with: range, animated: transition.isAnimated, shouldMeasureAsync: transition.measuresAsynchronously)
    }
  }

  /// The first problem so far: one found while performing, or a script that stopped on an error.
  func problem() -> LocatedError? {
    if let failure { return failure }
    return scriptFailure
  }

  /// The warnings so far, once each: every transition whose script ran without running `complete`.
  /// Texture accepts such a transition (its removed nodes stay), and so does Morph; the transition
  /// planner also records a diagnostic naming the node.
  func warnings() -> [LocatedWarning] {
    var warnings: [LocatedWarning] = []
    for entry in performed {
      guard let interpreter = entry.interpreter, interpreter.hasRun, !interpreter.hasCompleted else { continue }
      let removed = interpreter.removedNodeNames
      let warning = LocatedWarning(
        at: entry.transition.location,
        "transition '\(entry.transition.name)' never finished: its animation never runs 'complete', so "
          + "completeTransition(_:) is never called and its removed nodes ("
          + (removed.isEmpty ? "none" : removed.joined(separator: ", "))
          + ") stay, as in Texture; add a 'complete' step to remove them")
      if !warnings.contains(warning) { warnings.append(warning) }
    }
    return warnings
  }

  /// The located error for a transition planner's error.
  func error(for error: TransitionError) -> LocatedError {
    if let problem = problem() { return problem }
    let transition = performed.last!.transition
    guard case .unfinished(_, let removed) = error else {
      return LocatedError(at: transition.location, "transition '\(transition.name)' could not be planned: \(error)")
    }
    return Self.unfinished(transition, removed: removed)
  }

  private static func unfinished(_ transition: SceneTransition, removed: [String]) -> LocatedError {
    LocatedError(
      at: transition.location,
      "transition '\(transition.name)' never finished: its animation never runs 'complete', so "
        + "completeTransition(_:) is never called and its removed nodes ("
        + (removed.isEmpty ? "none" : removed.joined(separator: ", ")) + ") are never removed")
  }

  private static func options(_ curve: AnimationCurve) -> AnimationOptions {
    switch curve {
    case .easeInOut: return .curveEaseInOut
    case .easeIn: return .curveEaseIn
    case .easeOut: return .curveEaseOut
    case .linear: return .curveLinear
    }
  }
}
