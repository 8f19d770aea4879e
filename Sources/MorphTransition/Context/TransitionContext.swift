import Foundation
import MorphLayout
import MorphTimeline

/// What a node's `animateLayoutTransition(_:)` learns about its layout transition, and how it ends it
/// (Texture's `_ASTransitionContext`, the `ASContextTransitioning` a node receives).
///
/// The context belongs to the transition's recording, as does everything the transition runs: use it
/// only from the code the recording calls (`animateLayoutTransition(_:)`, animations, completions).
/// The convenience `animate` methods of ``MorphLayout/ContextTransitioning`` record onto ``recorder``.
///
/// Morph follows Texture's code where its header says otherwise: `completeTransition(false)` does not
/// restore the old layout (the flag is only kept in ``didComplete``).
public final class TransitionContext: ContextTransitioning {
  /// How the transition ended, if it has.
  private enum Ending {
    /// `completeTransition(_:)` was called with this flag.
    case completed(Bool)
    /// A newer transition of the node finished this one before its animation called
    /// `completeTransition(_:)`.
    case finishedEarly
  }

  /// The node whose layout transitions.
  public let node: DisplayNode
  /// The difference between the two layouts' subnodes.
  public let diff: SubnodeDiff
  let session: TransitionSession
  let transitionID: Int
  private let animated: Bool
  private let previous: NodeMeasurement?
  private let next: NodeMeasurement
  /// Each node's frame in the layout before and after the transition, for constant-time look-ups.
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  private var ending: Ending?
  /// When the new layout was committed, in seconds of virtual time.
  let startTime: Double
  /// When the transition completed, in seconds of virtual time.
  private(set) var completionTime: Double?

  init(
    node: DisplayNode, transitionID: Int, animated: Bool, previous: NodeMeasurement?, next: NodeMeasurement,
    session: TransitionSession
  ) {
    self.node = node
    self.transitionID = transitionID
    self.animated = animated
    self.previous = previous
    self.next = next
    self.session = session
    self.diff = SubnodeDiff(from: previous?.layout(of: node), to: next.layout(of: node))
    self.startTime = session.recorder.now
    self.initialFrames = Self.frames(of: previous?.sublayouts ?? [])
    self.finalFrames = Self.frames(of: next.sublayouts)
  }

  /// The recorder the transition's animations are recorded with (UIKit's animation API shapes).
  public var recorder: AnimationRecorder { session.recorder }

  /// Whether the transition has ended: `completeTransition(_:)` was called, or a newer transition of
  /// the node finished it first.
  public var isCompleted: Bool { ending != nil }

  /// Whether a newer transition of the node finished this one before its animation completed it.
  var wasFinishedEarly: Bool {
    if case .finishedEarly = ending { return true }
    return false
  }

  /// The flag passed to `completeTransition(_:)`; nil until then, and false when a newer transition
  /// finished this one first.
  public var didComplete: Bool? {
    switch ending {
    case .completed(let flag): return flag
    case .finishedEarly: return false
    case nil: return nil
    }
  }

  // MARK: - ContextTransitioning

  /// Whether the transition was started with animation.
  public func isAnimated() -> Bool { animated }

  /// The layout before (`.from`; nil for the node's first layout) or after (`.to`) the transition; nil
  /// for any other key.
  public func layout(forKey key: TransitionContextKey) -> Layout? {
    switch key {
    case .from: return previous?.layout(of: node)
    case .to: return next.layout(of: node)
    default: return nil
    }
  }

  /// The size range of the layout before or after the transition; `.zero` for the first layout's
  /// `.from` and for any other key.
  public func constrainedSize(forKey key: TransitionContextKey) -> SizeRange {
    switch key {
    case .from: return previous?.constrainedSize ?? .zero
    case .to: return next.constrainedSize
    default: return .zero
    }
  }

  /// The display nodes of the layout before or after the transition, in layout (back-to-front) order.
  public func subnodes(forKey key: TransitionContextKey) -> [DisplayNode] {
    layout(forKey: key).map(SubnodeDiff.nodes(of:)) ?? []
  }

  /// The nodes the new layout adds, in its order; they are subnodes when the animation starts.
  public func insertedSubnodes() -> [DisplayNode] { diff.inserted }

  /// The nodes the new layout drops, in the old layout's order; they stay subnodes until the
  /// transition completes.
  public func removedSubnodes() -> [DisplayNode] { diff.removed }

  /// The survivors whose index changed (not part of Texture's protocol; see ``SubnodeDiff``).
  public func movedSubnodes() -> [DisplayNode] { diff.moved }

  /// A node's frame in the layout before the transition, or `CGRect.null` if it is not in it.
  public func initialFrame(for node: DisplayNode) -> CGRect {
    initialFrames[ObjectIdentifier(node)] ?? .null
  }

  /// A node's frame in the layout after the transition, or `CGRect.null` if it is not in it.
  public func finalFrame(for node: DisplayNode) -> CGRect {
    finalFrames[ObjectIdentifier(node)] ?? .null
  }

  /// The frames of a layout's sublayouts by element (the first one wins, as `Layout.frame(for:)`).
  private static func frames(of sublayouts: [Layout]) -> [ObjectIdentifier: CGRect] {
    Dictionary(sublayouts.map { (ObjectIdentifier($0.element), $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  /// Ends the transition: `didCompleteLayoutTransition(_:)` runs (by default removing the removed
  /// subnodes, recorded at the current virtual time), then `calculatedLayoutDidChange()`.
  ///
  /// A second call is ignored and reported as a `TransitionDiagnostic`. A call after a newer
  /// transition of the node already finished this one is ignored silently: that is the normal end of
  /// an animation a newer transition took over.
  public func completeTransition(_ didComplete: Bool) {
    switch ending {
    case nil:
      ending = .completed(didComplete)
      finish()
    case .finishedEarly:
      return
    case .completed:
      session.report(
        "completeTransition(_:) was called again after the transition had completed; the call was ignored",
        about: node)
    }
  }

  /// Runs the default animation the transition's planner is configured with (a ``DefaultTransition``;
  /// `.morph` without a planner).
  public func animateWithDefaultTransition() {
    session.defaultTransition.animate(self)
  }

  /// Detaches the removed subnodes that are still subnodes of the node — only when the node manages
  /// its subnodes automatically, as in Texture.
  public func applySubnodeRemovals() {
    guard node.automaticallyManagesSubnodes else { return }
    diff.applyRemovals(from: node)
  }

  // MARK: - Ending

  /// Finishes the transition because a newer one starts on the node while this one's animation runs.
  func finishEarly() {
    guard ending == nil else { return }
    ending = .finishedEarly
    finish()
  }

  private func finish() {
    completionTime = session.recorder.now
    node.didCompleteLayoutTransition(self)
    NodeTransitionState.existing(node)?.transitionDidComplete(transitionID)
    node.calculatedLayoutDidChange()
    session.recorder.recordHierarchy(under: node)
    session.recorder.recordContents(under: node)
  }
}
