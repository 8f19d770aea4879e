import Foundation
import MorphLayout
import MorphPlanning
import MorphTimeline
import MorphTransition

extension NodePreview {
  /// Plans one transition, the storyboard or a size change on a fresh node, made at the options'
  /// content size category (else ``contentSizeCategory``, else the run's) and laid out for their size
  /// range (else ``sizeRange``), keeping its layouts when the options ask.
  @concurrent
  public func plan(_ subject: PlanSubject, options: PlanningOptions) async throws(LocatedError) -> Plan {
    var preview = self
    if let sizeRange = options.sizeRange { preview.sizeRange = sizeRange }
    let (scale, category, keepsLayouts) = (options.scale, options.contentSizeCategory, options.keepsLayouts)
    switch subject {
    case .transition(let name):
      return try await preview.plan(
        forTransition: name, scale: scale, contentSizeCategory: category, capturingLayouts: keepsLayouts)
    case .storyboard:
      return try await preview.storyboardPlan(
        scale: scale, contentSizeCategory: category, capturingLayouts: keepsLayouts)
    case .sizeChange(let from, let to):
      return try await ContentSizeCategory.withCurrent(preview.category(category)) { () async throws(LocatedError) in
        try await preview.sizeTransitionPlan(from: from, to: to, scale: scale, capturingLayouts: keepsLayouts)
      }
    }
  }

  /// Plans one transition, as `ScenePlanner.timeline(forTransition:)` plans a document's: a fresh
  /// node, put in the transition's starting state and laid out for ``sizeRange``, then the
  /// transition's change, recorded.
  /// - Parameters:
  ///   - name: the transition's name; nil plans the first one.
  ///   - scale: the screen scale layouts snap to (nil: ``scale``).
  ///   - contentSizeCategory: the Dynamic Type size the node is made at (nil: ``contentSizeCategory``,
  ///     else the run's).
  /// - Throws: a `LocatedError` at the preview for an unknown name, or at the transition when the
  ///   recording fails.
  @concurrent
  public func timeline(
    forTransition name: String? = nil, scale: CGFloat? = nil, contentSizeCategory: ContentSizeCategory? = nil
  ) async throws(LocatedError) -> PlannedTimeline {
    try await plan(
      forTransition: name, scale: scale, contentSizeCategory: contentSizeCategory, capturingLayouts: false
    ).timeline
  }

  @concurrent
  private func plan(
    forTransition name: String?, scale: CGFloat?, contentSizeCategory: ContentSizeCategory?, capturingLayouts: Bool
  ) async throws(LocatedError) -> Plan {
    try await ContentSizeCategory.withCurrent(category(contentSizeCategory)) { () async throws(LocatedError) in
      try await plan(forTransition: name, scale: scale, capturingLayouts: capturingLayouts)
    }
  }

  nonisolated(nonsending)
    private func plan(
      forTransition name: String?, scale: CGFloat?, capturingLayouts: Bool
    ) async throws(LocatedError)
    -> Plan
  {
    let transition = try self.transition(resolving: name)
    let node = makeNode()
    transition.setUp(node)
    let layouts = LayoutCapture(node: node, sceneName: title, scale: scale ?? self.scale, isOn: capturingLayouts)
    let timeline = try await record(node, sizeRange: sizeRange, scale: scale, at: transition.location) { planner in
      try await planner.record(node, sizeRange: sizeRange) {
        layouts.capture()
        transition.change(node)
      }
    }
    layouts.capture()
    return Plan(
      timeline: PlannedTimeline(sceneName: title, transition: transition.name, timeline: timeline),
      layouts: layouts.layouts)
  }

  /// Plans the storyboard, as `ScenePlanner.storyboardTimeline()` plans a document's: its transitions
  /// one after another on one node, each starting once everything before it has finished (after its
  /// pauses), with a marker per step labelled with the transition's name (or `pause`).
  /// - Throws: a `LocatedError` for a preview without a storyboard, or a step naming no transition.
  @concurrent
  public func storyboardTimeline(
    scale: CGFloat? = nil, contentSizeCategory: ContentSizeCategory? = nil
  )
    async throws(LocatedError) -> PlannedTimeline
  {
    try await storyboardPlan(scale: scale, contentSizeCategory: contentSizeCategory, capturingLayouts: false).timeline
  }

  @concurrent
  private func storyboardPlan(
    scale: CGFloat?, contentSizeCategory: ContentSizeCategory?, capturingLayouts: Bool
  )
    async throws(LocatedError) -> Plan
  {
    try await ContentSizeCategory.withCurrent(category(contentSizeCategory)) { () async throws(LocatedError) in
      try await storyboardPlan(scale: scale, capturingLayouts: capturingLayouts)
    }
  }

  nonisolated(nonsending)
    private func storyboardPlan(scale: CGFloat?, capturingLayouts: Bool) async throws(LocatedError) -> Plan
  {
    guard !storyboard.isEmpty else {
      throw LocatedError(at: location, "the preview '\(name)' has no storyboard; add one to plan it")
    }
    let node = makeNode()
    let layouts = LayoutCapture(node: node, sceneName: title, scale: scale ?? self.scale, isOn: capturingLayouts)
    var steps: [StoryboardStep] = []
    var isFirstTransition = true
    for step in storyboard {
      switch step.kind {
      case .pause(let seconds):
        guard seconds.isFinite, seconds >= 0, seconds <= PlanningLimits.maximumSeconds else {
          throw LocatedError(
            at: step.location,
            "expected a pause from 0 to \(NumberFormat.exact(PlanningLimits.maximumSeconds)) seconds, found \(seconds)")
        }
        steps.append(.pause(seconds))
      case .transition(let name):
        guard let transition = transition(named: name) else {
          throw LocatedError(
            at: step.location, "unknown transition '\(name)' in the storyboard; \(expectedNames(for: name))")
        }
        if isFirstTransition {
          transition.setUp(node)
          isFirstTransition = false
        }
        steps.append(
          StoryboardStep(name) { _ in
            layouts.capture()
            transition.change(node)
          })
      }
    }
    let planned = steps
    let timeline = try await record(node, sizeRange: sizeRange, scale: scale, at: location) { planner in
      try await planner.storyboard(node, sizeRange: sizeRange, steps: planned)
    }
    layouts.capture()
    return Plan(
      timeline: PlannedTimeline(sceneName: title, transition: nil, timeline: timeline), layouts: layouts.layouts)
  }

  nonisolated(nonsending)
    private func sizeTransitionPlan(
      from: SizeRange, to: SizeRange, scale: CGFloat?, capturingLayouts: Bool
    )
    async throws(LocatedError) -> Plan
  {
    let node = makeNode()
    let layouts = LayoutCapture(node: node, sceneName: title, scale: scale ?? self.scale, isOn: capturingLayouts)
    let timeline = try await record(node, sizeRange: from, scale: scale, at: location) { planner in
      try await planner.record(node, sizeRange: from) {
        layouts.capture()
        node.transitionLayout(with: to, animated: true)
      }
    }
    layouts.capture()
    return Plan(
      timeline: PlannedTimeline(sceneName: title, transition: "resize", timeline: timeline), layouts: layouts.layouts)
  }

  /// The category a plan makes its node at: the one given, else the preview's, else the run's.
  private func category(_ given: ContentSizeCategory?) -> ContentSizeCategory {
    given ?? contentSizeCategory ?? .current
  }

  /// Runs a recording with a planner of this preview's scale and default animation.
  nonisolated(nonsending)
    private func record(
      _ node: DisplayNode, sizeRange: SizeRange, scale: CGFloat?, at location: FileLocation,
      _ body: (TransitionPlanner) async throws -> Timeline
    ) async throws(LocatedError) -> Timeline
  {
    let planner = TransitionPlanner(
      context: LayoutContext(scale: scale ?? self.scale), defaultAnimation: defaultAnimation)
    do {
      return try await body(planner)
    } catch {
      throw LocatedError(at: location, "\(error)")
    }
  }

  /// The transition with a name, or the first one.
  private func transition(resolving name: String?) throws(LocatedError) -> PreviewTransition {
    guard let first = transitions.first else {
      throw LocatedError(at: location, "the preview '\(self.name)' declares no transitions; add one in 'transitions:'")
    }
    guard let name else { return first }
    guard let transition = transition(named: name) else {
      throw LocatedError(
        at: location, "unknown transition '\(name)' of the preview '\(self.name)'; \(expectedNames(for: name))")
    }
    return transition
  }

  /// The transitions' names, and the one a misspelt name probably meant.
  private func expectedNames(for name: String) -> String {
    let names = transitions.map(\.name)
    return "expected one of: \(names.joined(separator: ", "))" + Suggestion.didYouMean(name, among: names)
  }
}

/// Collects a plan's layouts of its node as the recording goes (when on: a plan for a timeline alone
/// keeps none).
private final class LayoutCapture {
  let node: DisplayNode
  let sceneName: String?
  let scale: CGFloat
  let isOn: Bool
  private(set) var layouts: [LaidOutTree] = []

  init(node: DisplayNode, sceneName: String?, scale: CGFloat, isOn: Bool) {
    self.node = node
    self.sceneName = sceneName
    self.scale = scale
    self.isOn = isOn
  }

  /// Keeps the node's layout as it is now.
  func capture() {
    guard isOn else { return }
    layouts.append(LaidOutTree(laidOut: node, sceneName: sceneName, scale: scale))
  }
}

extension NodePreview {
  /// A fresh node, as `makeNode` makes it, laid out for ``sizeRange``: what `morph layout` prints for a
  /// preview, as it prints a document's initial state.
  /// - Parameters:
  ///   - scale: the screen scale layouts snap to (nil: ``scale``).
  ///   - contentSizeCategory: the Dynamic Type size the node is made at (nil: ``contentSizeCategory``,
  ///     else the run's).
  public func layout(scale: CGFloat? = nil, contentSizeCategory: ContentSizeCategory? = nil) -> LaidOutTree {
    ContentSizeCategory.$current.withValue(contentSizeCategory ?? self.contentSizeCategory ?? .current) {
      layOut(scale: scale)
    }
  }

  private func layOut(scale: CGFloat?) -> LaidOutTree {
    let node = makeNode()
    let scale = scale ?? self.scale
    let context = LayoutContext(scale: scale)
    LayoutContext.$current.withValue(context) {
      _ = node.layoutAsRoot(sizeRange: sizeRange, context: context)
    }
    return LaidOutTree(laidOut: node, sceneName: title, scale: scale)
  }
}
