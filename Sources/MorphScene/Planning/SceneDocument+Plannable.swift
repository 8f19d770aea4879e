import Foundation
import MorphLayout
import MorphPlanning

/// A scene document is planned by a ``ScenePlanner`` on a fresh ``Scene`` built from it.
extension SceneDocument: Plannable {
  /// The file's name without its extension.
  public var baseName: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }
  /// The file, as named.
  public var origin: String { file }
  /// The document's `name`.
  public var title: String? { name }
  public var transitionNames: [String] { transitions.map(\.name) }
  public var hasStoryboard: Bool { !storyboard.isEmpty }

  /// The document's states, transitions, storyboard and nodes — the declared ones in `declarations`
  /// order, then the plain display nodes that layouts name without declaring (``nodeNames``) — once
  /// it passes the checks building its scene makes (in every state, each node appears at most once in
  /// the layout tree, no node contains itself, and no node has both an intrinsic size and a layout), so
  /// a document `morph list` accepts is one `morph layout` accepts.
  public func contents() throws(LocatedError) -> PlanContents {
    try SceneValidator(document: self).validate()
    let types = Dictionary(declarations.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    return PlanContents(
      file: file, name: name, states: states.map(\.name), initialState: initialState,
      transitions: transitions.map { transition in
        var sizeRange: SizeRange?
        if case .sizeRange(let range) = transition.change { sizeRange = range }
        return PlanContents.Transition(
          name: transition.name, fromState: transition.fromState, toState: transition.toState,
          sizeRange: sizeRange, animation: transition.animationKind)
      },
      storyboard: storyboard.map { PlanContents.StoryboardStep(transition: $0.transition, pause: $0.pause) },
      nodes: nodeNames.map { PlanContents.Node(name: $0, type: (types[$0] ?? .display).rawValue) })
  }

  /// A fresh scene of the document laid out in a state.
  public func layout(state: String?, options: PlanningOptions) throws(LocatedError) -> LaidOutTree {
    let scene = try SceneBuilder(textMeasurer: options.textMeasurer)
      .build(self, contentSizeCategory: options.contentSizeCategory)
    return try LaidOutTree(scene: scene, state: state, scale: options.scale, sizeRange: options.sizeRange)
  }

  /// Checks the document's layouts in every state, as `morph layout` would.
  public func check(options: PlanningOptions) throws(LocatedError) {
    try validate()
  }

  /// Plans with a ``ScenePlanner``; the layouts kept are fresh scenes laid out in the states and size
  /// ranges the transitions go between.
  public func plan(_ subject: PlanSubject, options: PlanningOptions) async throws(LocatedError) -> Plan {
    var document = self
    if let sizeRange = options.sizeRange { document.sizeRange = sizeRange }
    let planner = ScenePlanner(
      document: document, textMeasurer: options.textMeasurer, scale: options.scale,
      contentSizeCategory: options.contentSizeCategory)
    let timeline: PlannedTimeline
    let passedThrough: [(state: String?, sizeRange: SizeRange)]
    switch subject {
    case .transition(let name):
      timeline = try await planner.timeline(forTransition: name)
      passedThrough = document.layoutsPassedThrough([timeline.transition.flatMap(document.transition(named:))])
    case .storyboard:
      timeline = try await planner.storyboardTimeline()
      passedThrough = document.layoutsPassedThrough(
        document.storyboard.map { $0.transition.flatMap(document.transition(named:)) })
    case .sizeChange(let from, let to):
      timeline = try await planner.sizeTransitionTimeline(from: from, to: to)
      passedThrough = [(document.initialState, from), (document.initialState, to)]
    }
    guard options.keepsLayouts else { return Plan(timeline: timeline) }
    var layouts: [LaidOutTree] = []
    for configuration in passedThrough {
      var layoutOptions = options
      layoutOptions.scale = planner.scale
      layoutOptions.sizeRange = configuration.sizeRange
      layouts.append(try document.layout(state: configuration.state, options: layoutOptions))
    }
    return Plan(timeline: timeline, layouts: layouts)
  }

  /// The states and size ranges a sequence of transitions passes through, starting where the first
  /// state transition starts (else in the initial state) with the document's size range: one more
  /// than there are transitions.
  private func layoutsPassedThrough(_ transitions: [SceneTransition?]) -> [(state: String?, sizeRange: SizeRange)] {
    let transitions = transitions.compactMap { $0 }
    var current = (state: transitions.lazy.compactMap(\.fromState).first ?? initialState, sizeRange: sizeRange)
    var sequence = [current]
    for transition in transitions {
      switch transition.change {
      case .state(_, let to): current.state = to
      case .sizeRange(let range): current.sizeRange = range
      }
      sequence.append(current)
    }
    return sequence
  }
}
