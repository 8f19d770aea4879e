import Foundation
import MorphLayout

/// One run of the layout transition lifecycle on a node, in Texture's order
/// (`transitionLayoutWithSizeRange:animated:shouldMeasureAsync:measurementCompletion:`):
/// start → measure (inline, or off the caller's executor) → commit where it started → animate →
/// complete.
///
/// Cancellation is checked where Texture checks it: before measuring, after measuring, and just before
/// committing. A transition is cancelled by `cancelLayoutTransition()` and by a newer
/// transition of the same node.
final class LayoutTransition {
  /// The transition IDs handed out (Texture's process-wide counter), shared by recordings that run
  /// concurrently.
  private static let ids = TransitionIDs()

  let id: Int
  let node: DisplayNode
  private let isAnimated: Bool
  private let session: TransitionSession
  private let handOff: MeasurementHandOff
  private let measurementCompletion: (() -> Void)?
  /// The node's descendants when the transition started, marked layout pending.
  private let descendants: [DisplayNode]
  private var releasedNode = false
  private var releasedDescendants = false
  /// The context, once the new layout is committed.
  private(set) var context: TransitionContext?

  private init(
    node: DisplayNode, sizeRange: SizeRange, animated: Bool, session: TransitionSession,
    measurementCompletion: (() -> Void)?, treeLock: NSLock
  ) {
    id = Self.ids.next()
    self.node = node
    isAnimated = animated
    self.session = session
    self.measurementCompletion = measurementCompletion
    descendants = Self.descendants(of: node)
    for marked in [node] + descendants {
      marked.layoutPendingCount += 1
    }
    for descendant in descendants {
      NodeTransitionState.of(descendant).pendingTransitionID = id
    }
    handOff = MeasurementHandOff(node: node, sizeRange: sizeRange, context: session.layoutContext, treeLock: treeLock)
  }

  // MARK: - Start (Texture: `transitionLayoutWithSizeRange:…` before its transition block)

  /// Starts a transition of `node` once the caller has checked the silent preconditions: finishes the
  /// node's running transition, invalidates the node's layout (waiting for a measurement of the tree
  /// in flight, as Texture's lock does), supersedes the node's measuring transition, marks the subtree
  /// layout pending, and measures inline or in a task.
  static func start(
    _ node: DisplayNode, sizeRange: SizeRange, animated: Bool, measuresAsynchronously: Bool,
    measurementCompletion: (() -> Void)?, session: TransitionSession
  ) {
    let state = NodeTransitionState.of(node)
    state.running?.context?.finishEarly()
    let treeLock = NodeTransitionState.of(root(of: node)).measurementLock
    treeLock.withLock { node.invalidateCalculatedLayout() }
    let transition = LayoutTransition(
      node: node, sizeRange: sizeRange, animated: animated, session: session,
      measurementCompletion: measurementCompletion, treeLock: treeLock)
    if let superseded = state.current, superseded.handOff.cancel() {
      superseded.releaseMarks()
    }
    state.current = transition
    state.holdingMarks.append(transition)
    if measuresAsynchronously {
      session.measureAsynchronously(transition)
    } else {
      transition.handOff.measure()
      transition.measurementDidFinish()
    }
  }

  /// Cancels the node's measuring transition, if any (Texture's `cancelLayoutTransition`).
  static func cancel(on node: DisplayNode) {
    guard let state = NodeTransitionState.existing(node), let transition = state.current else { return }
    state.current = nil
    for descendant in descendants(of: node) {
      NodeTransitionState.existing(descendant)?.pendingTransitionID = nil
    }
    if transition.handOff.cancel() {
      transition.releaseMarks()
    }
  }

  // MARK: - Measure (Texture: the transition block up to its hop to the main thread)

  /// Measures off the recording's executor, then commits back on it.
  nonisolated(nonsending) func measureAsynchronously() async {
    guard !handOff.isCancelled else {
      releaseMarks()
      return
    }
    await handOff.measureConcurrently()
    measurementDidFinish()
  }

  /// Back where the transition started: commits unless the transition was cancelled meanwhile.
  private func measurementDidFinish() {
    guard !handOff.isCancelled, let measured = handOff.result else {
      releaseMarks()
      return
    }
    session.withCurrent { commit(measured) }
  }

  // MARK: - Commit (Texture: the transition block's main-thread part)

  private func commit(_ measured: NodeMeasurement) {
    let state = NodeTransitionState.of(node)
    let recorder = session.recorder
    // 1–2. The new layout becomes the calculated one; the transition record and context.
    let previous = node.calculated
    node.calculated = measured
    let context = TransitionContext(
      node: node, transitionID: id, animated: isAnimated, previous: previous, next: measured, session: session)
    self.context = context
    state.running = self
    session.didCommit(self)
    // 3. Descendants leave the layout-pending state and get their new layouts, without animation.
    // Older transitions of the node still holding marks have finished measuring: the tree lock ran
    // their measurements before this one, or they will never measure.
    for holder in state.holdingMarks where holder !== self {
      holder.releaseMarks()
    }
    releaseDescendants()
    for sublayout in measured.sublayouts {
      (sublayout.element as? DisplayNode)?.layoutIfNeeded(forSize: sublayout.size, context: session.layoutContext)
    }
    // 4. The caller's measurement completion.
    measurementCompletion?()
    // 5. Insertions and moves; removed nodes stay until the transition completes.
    context.diff.applyInsertionsAndMoves(to: node)
    recorder.recordHierarchy(under: node)
    // 6. The animation.
    let framesBeforeAnimation = Self.frames(of: [node] + SubnodeDiff.nodes(of: measured.layout(of: node)))
    recorder.run { node.animateLayoutTransition(context) }
    // 7. The transition counts as finished once its animation has started.
    if state.current === self { state.current = nil }
    releaseNode()
    // The next layout pass, unless a newer transition the animation started has taken over the node.
    if !context.wasFinishedEarly {
      layOutUntouchedNodes(measured, framesBeforeAnimation: framesBeforeAnimation)
    }
    recorder.recordImmediateChanges()
    recorder.recordHierarchy(under: node)
    session.didFinishCommit()
  }

  /// Texture's next layout pass after the transition, run at once: every node of the new layout whose
  /// frame the animation left alone, or set without animating it, gets its final frame (Texture's
  /// `_layoutSublayouts` sets every subnode's frame from the calculated layout: a frame set outside an
  /// animation block is a model value it replaces, such as an inserted node offset from the zero frame
  /// the insertion left it at), the node gets its new size (keeping its origin) unless the animation set
  /// its frame, and every subnode lays its own subnodes out for its current bounds. Nodes whose frame
  /// the animation moved inside an animation block keep their animated values, as the presentation
  /// shows them.
  private func layOutUntouchedNodes(_ measured: NodeMeasurement, framesBeforeAnimation: [ObjectIdentifier: CGRect]) {
    func untouched(_ node: DisplayNode) -> Bool { framesBeforeAnimation[ObjectIdentifier(node)] == node.frame }
    let start = context?.startTime ?? session.recorder.now
    for sublayout in measured.sublayouts {
      guard let subnode = sublayout.element as? DisplayNode,
        untouched(subnode) || !session.recorder.animatesFrame(of: subnode, from: start)
      else { continue }
      subnode.frame = sublayout.frame
    }
    if untouched(node), node.frame.size != measured.size {
      node.frame.size = measured.size
    }
    for subnode in node.subnodes {
      subnode.layoutIfNeeded(context: session.layoutContext)
    }
  }

  // MARK: - Layout-pending marks

  /// Releases every mark this transition holds (idempotent).
  private func releaseMarks() {
    releaseDescendants()
    releaseNode()
  }

  private func releaseDescendants() {
    guard !releasedDescendants else { return }
    releasedDescendants = true
    for descendant in descendants {
      descendant.layoutPendingCount -= 1
      let state = NodeTransitionState.of(descendant)
      if state.pendingTransitionID == id { state.pendingTransitionID = nil }
    }
  }

  private func releaseNode() {
    guard !releasedNode else { return }
    releasedNode = true
    node.layoutPendingCount -= 1
    NodeTransitionState.of(node).holdingMarks.removeAll { $0 === self }
  }

  // MARK: - Helpers

  /// Every node below `node`, depth first.
  static func descendants(of node: DisplayNode) -> [DisplayNode] {
    var result: [DisplayNode] = []
    func visit(_ parent: DisplayNode) {
      for subnode in parent.subnodes {
        result.append(subnode)
        visit(subnode)
      }
    }
    visit(node)
    return result
  }

  /// The topmost supernode of `node`, or `node` itself.
  private static func root(of node: DisplayNode) -> DisplayNode {
    var root = node
    while let supernode = root.supernode { root = supernode }
    return root
  }

  private static func frames(of nodes: [DisplayNode]) -> [ObjectIdentifier: CGRect] {
    Dictionary(nodes.map { (ObjectIdentifier($0), $0.frame) }, uniquingKeysWith: { first, _ in first })
  }
}

/// A process-wide counter of transition IDs, safe to use from recordings on any thread.
private final class TransitionIDs: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var last = 0

  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
