import Foundation
import MorphLayout
import MorphTimeline

/// Plans layout transitions on a virtual clock and records them as a `Timeline`.
///
/// ```swift
/// let planner = TransitionPlanner(defaultAnimation: .texture)
/// let range = SizeRange(exactly: CGSize(width: 320, height: 180))
/// let timeline = try await planner.transition(signup, sizeRange: range) { $0.field = .age }
/// timeline.sample(at: 0.1)
/// ```
///
/// While a recording runs, every `transitionLayout` call joins it: animations are recorded instead of
/// being applied at once, completions run when the virtual clock reaches them, and asynchronous
/// measurements are awaited before the clock moves on (they take no virtual time). Recordings may run
/// concurrently, also on one planner; each records only its own transitions.
///
/// A recording runs where it is called — on the main actor, on an actor of the caller's or in a task —
/// and the nodes it records belong there: recordings of different trees, each in its own task, run in
/// parallel. Only an asynchronous measurement leaves the caller's executor, while the recording
/// awaits it.
///
/// A transition whose animation never calls `completeTransition(_:)` is recorded as Texture shows it —
/// its removed subnodes stay — with a `TransitionDiagnostic` naming the node, unless
/// ``failsOnUnfinishedTransitions`` asks for an error instead.
public final class TransitionPlanner {
  /// The layout context transitions measure with (and which is current while recording).
  public let context: LayoutContext
  /// The animation nodes that do not override `animateLayoutTransition(_:)` get.
  public var defaultAnimation: DefaultTransition
  /// The misuses noticed during the last recording, in the order they happened (also the recorded
  /// timeline's `Timeline.diagnostics`).
  public private(set) var diagnostics: [TransitionDiagnostic] = []
  /// Whether a transition whose animation never calls `completeTransition(_:)` fails the recording with
  /// ``TransitionError/unfinished(node:removedSubnodes:)``. Off by default: Texture accepts such a
  /// transition (its removed subnodes simply stay), so the planner records that with a diagnostic. Turn
  /// it on to make a test fail on a forgotten `completeTransition(_:)`.
  public var failsOnUnfinishedTransitions = false
  /// Nodes whose timeline ids are their names as they are, and whose subnodes' names count when
  /// deciding whether a name is shared (see ``ElementIdentifiers``): a scene's own nodes, so that every
  /// timeline and layout of the scene names a node alike. Their names must be distinct.
  public var declaredNodes: [DisplayNode] = []

  /// A planner measuring with a layout context and animating with a default animation.
  public init(context: LayoutContext = .current, defaultAnimation: DefaultTransition = .morph) {
    self.context = context
    self.defaultAnimation = defaultAnimation
  }

  /// Records what `body` does to a tree as a timeline.
  ///
  /// Lays the root out for `sizeRange` if it has no calculated layout yet, records every node under
  /// it, runs `body` (which changes state and calls `transitionLayout` on the root or its
  /// descendants), awaits the asynchronous measurements, runs the virtual clock until nothing is left
  /// to run, and checks that every transition completed.
  /// - Parameters:
  ///   - root: the root of the recorded tree; it is the timeline's root element.
  ///   - sizeRange: the range to lay the root out for when it has no layout yet.
  ///   - body: the changes to record; it runs at virtual time 0.
  /// - Returns: the timeline of everything recorded under `root`.
  /// - Throws: ``TransitionError/unfinished(node:removedSubnodes:)`` when an animation never called
  ///   `completeTransition(_:)` and ``failsOnUnfinishedTransitions`` is on.
  nonisolated(nonsending) public func record(
    _ root: DisplayNode, sizeRange: SizeRange, _ body: () -> Void
  ) async throws(TransitionError) -> Timeline {
    let session = begin(root, sizeRange: sizeRange)
    let start = session.recorder.now
    run(body, root: root, in: session)
    await session.runUntilIdle()
    session.recorder.recordChangedContents(at: start)
    return try finish(session, root: root, markers: [])
  }

  /// Records one transition of a node: applies `change`, then transitions its layout for `sizeRange`
  /// (`transitionLayout(with:animated:)`).
  /// - Parameters:
  ///   - node: the node to change; it is the timeline's root element.
  ///   - sizeRange: the range to lay the node out for, before and after.
  ///   - animated: passed to the context's `isAnimated()`.
  ///   - change: the state change, such as `{ $0.field = .age }`.
  /// - Throws: ``TransitionError/unfinished(node:removedSubnodes:)`` when the animation never called
  ///   `completeTransition(_:)` and ``failsOnUnfinishedTransitions`` is on.
  nonisolated(nonsending) public func transition<N: DisplayNode>(
    _ node: N, sizeRange: SizeRange, animated: Bool = true, _ change: (N) -> Void
  ) async throws(TransitionError) -> Timeline {
    try await record(node, sizeRange: sizeRange) {
      change(node)
      node.transitionLayout(with: sizeRange, animated: animated)
    }
  }

  /// Records a sequence of steps — state changes and size-range changes, such as A → B → A or portrait
  /// → landscape — into one timeline. Each step starts when everything the previous one started has
  /// finished (its animations and completions), after the step's pause, and gets a marker.
  /// - Parameters:
  ///   - root: the root of the recorded tree; it is the timeline's root element and what each step
  ///     receives.
  ///   - sizeRange: the range to lay the root out for when it has no layout yet.
  ///   - steps: the steps, in order.
  /// - Returns: the timeline, with one `TimelineMarker` per step.
  /// - Throws: ``TransitionError/unfinished(node:removedSubnodes:)`` when an animation never called
  ///   `completeTransition(_:)` and ``failsOnUnfinishedTransitions`` is on. A step's transition still
  ///   unfinished when the next step starts never finishes (nothing is left to run), so it is reported
  ///   then, before the next step's transition of the same node finishes it early.
  nonisolated(nonsending) public func storyboard(
    _ root: DisplayNode, sizeRange: SizeRange, steps: [StoryboardStep]
  ) async throws(TransitionError) -> Timeline {
    let session = begin(root, sizeRange: sizeRange)
    var markers: [TimelineMarker] = []
    for step in steps {
      let clock = session.recorder.clock
      clock.advance(to: max(clock.now, clock.latestTime) + step.pause)
      let start = clock.now
      markers.append(TimelineMarker(time: start, label: step.label))
      run({ step.perform(root) }, root: root, in: session)
      await session.runUntilIdle()
      session.recorder.recordChangedContents(at: start)
      clock.advance(to: max(clock.now, start + step.minimumDuration))
      try checkUnfinished(session)
    }
    return try finish(session, root: root, markers: markers)
  }

  // MARK: - Recording

  /// A session for a recording under `root`, laid out and tracked.
  private func begin(_ root: DisplayNode, sizeRange: SizeRange) -> TransitionSession {
    diagnostics = []
    let session = TransitionSession(
      layoutContext: context, defaultTransition: defaultAnimation, isDrivenByPlanner: true)
    if root.calculatedLayout == nil {
      session.withCurrent { _ = root.layoutAsRoot(sizeRange: sizeRange, context: context) }
    }
    session.recorder.recordHierarchy(under: root)
    return session
  }

  /// Runs recorded code with the session bound, then notes the hierarchy it left.
  private func run(_ body: () -> Void, root: DisplayNode, in session: TransitionSession) {
    session.withCurrent {
      session.recorder.run(body)
      session.recorder.recordHierarchy(under: root)
    }
  }

  /// Checks that every transition completed and builds the timeline.
  private func finish(
    _ session: TransitionSession, root: DisplayNode, markers: [TimelineMarker]
  ) throws(TransitionError) -> Timeline {
    defer { session.close() }
    try checkUnfinished(session)
    diagnostics = session.diagnostics
    let summaries = session.committed.compactMap { transition in
      transition.context.map { context in
        TimelineBuilder.TransitionSummary(
          node: context.node, start: context.startTime, completion: context.completionTime,
          isAnimated: context.isAnimated(), inserted: context.insertedSubnodes(), removed: context.removedSubnodes(),
          moved: context.movedSubnodes(),
          initialFrames: context.subnodes(forKey: .from).map { ($0, context.initialFrame(for: $0)) },
          finalFrames: context.subnodes(forKey: .to).map { ($0, context.finalFrame(for: $0)) })
      }
    }
    var timeline = TimelineBuilder(recorder: session.recorder, root: root, declaredNodes: declaredNodes).build(
      markers: markers, transitions: summaries)
    timeline.diagnostics = diagnostics
    return timeline
  }

  /// Reports every committed transition whose animation has not completed it although nothing is left
  /// to run, once: a diagnostic at the time the transition committed, or the error when
  /// ``failsOnUnfinishedTransitions`` is on.
  private func checkUnfinished(_ session: TransitionSession) throws(TransitionError) {
    for transition in session.unreportedUnfinishedTransitions() {
      guard let context = transition.context else { continue }
      let removed = context.removedSubnodes().map(\.description)
      if failsOnUnfinishedTransitions {
        diagnostics = session.diagnostics
        session.close()
        throw .unfinished(node: transition.node.description, removedSubnodes: removed)
      }
      session.report(
        "the layout transition never finished: animateLayoutTransition(_:) did not call "
          + "context.completeTransition(_:), so didCompleteLayoutTransition(_:) never ran and the removed "
          + "subnodes stay, as in Texture (removed subnodes: \(removed.isEmpty ? "none" : removed.joined(separator: ", ")))"
          + "; call context.completeTransition(_:) when the animation ends",
        about: transition.node, at: context.startTime)
    }
  }
}
