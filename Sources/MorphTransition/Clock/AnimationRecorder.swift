import Foundation
import MorphLayout
import MorphTimeline

/// Records what an `animateLayoutTransition(_:)` script does to nodes, against a virtual clock.
///
/// It offers the shapes of UIKit's animation API. Property writes outside an animation block take
/// effect at the current virtual time; writes inside one become segments from the property's current
/// (presentation) value to the written value, over the block's delay, duration and curve, exactly
/// as the model value changes at once and the presentation follows in UIKit. Completions run when
/// the clock reaches the animation's end, so a completion may start the next animation and complete
/// the transition later. A new animation of a property takes over from its current value
/// (`beginFromCurrentState`); completions always report `true`, since nothing interrupts a recording.
///
/// Only tracked nodes are recorded: the planner tracks every node of the transition's two layouts.
public final class AnimationRecorder {
  /// The recorder of the transition being planned, which UIKit-shaped calls record onto: bound while
  /// the recording's code runs, in the isolation domain the recording runs in.
  public static var current: AnimationRecorder? { binding?.object }
  @TaskLocal private static var binding: RecordingReference<AnimationRecorder>?

  let clock = VirtualClock()

  /// A tracked node, the state last recorded for it and its tracks.
  private final class TrackedNode {
    let node: DisplayNode
    var recorded: NodeVisualState
    var tracks: [AnimatableProperty: PropertyTrack]
    /// The contents the node drew, in time order.
    var contents: [DrawnContent] = []

    init(_ node: DisplayNode) {
      self.node = node
      recorded = NodeVisualState(node)
      var tracks: [AnimatableProperty: PropertyTrack] = [:]
      for property in AnimatableProperty.allCases {
        tracks[property] = PropertyTrack(property: property, initialValue: recorded.value(of: property))
      }
      self.tracks = tracks
    }
  }

  /// How changes captured now are recorded: at once, or as a movement.
  private struct Movement {
    var start: Double
    var duration: Double
    var curve: TimingCurve
    /// Whether the movement is a keyframe of the innermost keyframe animation.
    var isKeyframe = false
  }

  /// A keyframe animation being recorded, and, in a calculation mode that shapes a property's path
  /// from all its keyframes, each property's keyframes held back until the animation is complete.
  private final class KeyframeGroup {
    let movement: Movement
    let mode: KeyframeAnimationOptions.CalculationMode
    var heldKeyframes: [ObjectIdentifier: [AnimatableProperty: [TrackSegment]]] = [:]

    init(movement: Movement, mode: KeyframeAnimationOptions.CalculationMode) {
      self.movement = movement
      self.mode = mode
    }
  }

  /// The subnodes of a node at one moment.
  package struct HierarchySnapshot {
    package let time: Double
    package let children: [DisplayNode]
  }

  private var tracked: [ObjectIdentifier: TrackedNode] = [:]
  private var hierarchy: [ObjectIdentifier: [HierarchySnapshot]] = [:]
  /// The spec path that placed each node, from its supernode's latest recorded spec layout.
  private var specPaths: [ObjectIdentifier: String] = [:]
  private var trackingOrder: [ObjectIdentifier] = []
  private var movements: [Movement] = []
  private var keyframeGroups: [KeyframeGroup] = []

  /// A recorder whose clock starts at 0.
  public init() {}

  /// The current virtual time in seconds.
  public var now: Double { clock.now }

  // MARK: - UIKit's shapes

  /// Animates the property changes made in `animations` (UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`; the default curve is ease-in-out).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, curve: TimingCurve(options.curve), animations: animations,
            completion: completion)
  }

  /// Animates the property changes made in `animations` with a spring (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let curve: TimingCurve =
      duration > 0
      ? .spring(Spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration))
      : .linear
    animate(withDuration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
  }

  /// Animates the property changes made in `animations` along any timing curve.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    precondition(duration >= 0 && delay >= 0, "animate: duration and delay must not be negative")
    perform(Movement(start: now + delay, duration: duration, curve: curve), animations)
    scheduleCompletion(completion, at: now + delay + duration)
  }

  /// Animates the keyframes added in `animations` (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`). Changes made outside
  /// any keyframe move linearly over the whole duration.
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(duration >= 0 && delay >= 0, "animateKeyframes: duration and delay must not be negative")
    let group = KeyframeGroup(
      movement: Movement(start: now + delay, duration: duration, curve: options.keyframeCurve),
      mode: options.calculationMode)
    keyframeGroups.append(group)
    perform(Movement(start: group.movement.start, duration: duration, curve: .linear), animations)
    keyframeGroups.removeLast()
    for id in trackingOrder {
      guard let held = group.heldKeyframes[id], let entry = tracked[id] else { continue }
      for property in AnimatableProperty.allCases {
        guard let keyframes = held[property] else { continue }
        for segment in KeyframePath.segments(
          for: keyframes, mode: group.mode, start: group.movement.start, duration: duration)
        {
          entry.tracks[property]!.append(segment)
        }
      }
    }
    scheduleCompletion(completion, at: now + delay + duration)
  }

  /// Adds a keyframe to the enclosing keyframe animation: the changes made in `animations` move over
  /// the given fractions of its duration (UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
  public func addKeyframe(
    withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void
  ) {
    guard let group = keyframeGroups.last?.movement else {
      preconditionFailure("addKeyframe must be called inside animateKeyframes")
    }
    precondition(start >= 0 && relativeDuration >= 0 && start + relativeDuration <= 1 + 1e-9,
                 "addKeyframe: the relative start and duration must lie within 0…1")
    perform(
      Movement(start: group.start + start * group.duration, duration: relativeDuration * group.duration,
               curve: group.curve, isKeyframe: true),
      animations)
  }

  /// Animates each node in turn: the changes `changes` makes to the node at index k start k ×
  /// `interval` after `delay`, and `completion` runs when the last one ends. Each block is recorded for
  /// its own node only, so staggering n nodes costs O(n) rather than a pass over every tracked node per
  /// node; changes `changes` makes to other nodes are recorded with the last node's timing.
  public func animate(
    _ nodes: [DisplayNode], staggeredBy interval: TimeInterval, withDuration duration: TimeInterval,
    delay: TimeInterval = 0, curve: TimingCurve, changes: (DisplayNode) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(duration >= 0 && delay >= 0 && interval >= 0, "animate: times must not be negative")
    capture(as: movements.last ?? Movement(start: now, duration: 0, curve: .linear))
    var movement = Movement(start: now + delay, duration: duration, curve: curve)
    for (index, node) in nodes.enumerated() {
      movement.start = now + delay + Double(index) * interval
      movements.append(movement)
      changes(node)
      capture(as: movement, only: [node])
      movements.removeLast()
    }
    capture(as: movement)
    scheduleCompletion(completion, at: movement.start + duration)
  }

  /// Applies the changes made in `changes` at once, even inside an animation block.
  public func performWithoutAnimation(_ changes: () -> Void) {
    perform(Movement(start: now, duration: 0, curve: .linear), changes)
  }

  // MARK: - Planner hooks

  /// Starts recording a node; its current state is its value before any segment.
  package func track(_ node: DisplayNode) {
    let id = ObjectIdentifier(node)
    guard tracked[id] == nil else { return }
    let entry = TrackedNode(node)
    tracked[id] = entry
    trackingOrder.append(id)
    recordContents(of: entry, at: now)
  }

  /// Notes the contents a node and its descendants draw now: a layout transition of the node completed,
  /// and a node draws its contents anew at the end of a layout transition.
  package func recordContents(under node: DisplayNode) {
    if let entry = tracked[ObjectIdentifier(node)] { recordContents(of: entry, at: now) }
    for subnode in node.subnodes {
      recordContents(under: subnode)
    }
  }

  /// Notes the contents of every tracked node whose contents changed since it last drew, as drawn at
  /// `time` (or when it last drew, if later): contents changed outside any completed layout transition.
  package func recordChangedContents(at time: Double) {
    for id in trackingOrder {
      let entry = tracked[id]!
      recordContents(of: entry, at: max(time, entry.contents.last?.start ?? time))
    }
  }

  /// The contents a node drew, in time order.
  package func contents(of node: DisplayNode) -> [DrawnContent] {
    tracked[ObjectIdentifier(node)]?.contents ?? []
  }

  /// Adds the contents a node draws now, drawn at `time`, unless they are what it last drew (at the
  /// same size, for contents that depend on it); contents drawn at the time of the last replace them.
  /// A node without a size draws nothing yet (a subnode being inserted before its frame is set).
  private func recordContents(of entry: TrackedNode, at time: Double) {
    guard entry.node.frame.size != .zero || !entry.contents.isEmpty else { return }
    let content = ElementContent.drawn(by: entry.node)
    guard content != .none else { return }
    let drawn = DrawnContent(start: time, size: entry.node.frame.size, content: content)
    if let last = entry.contents.last {
      if last.content == drawn.content && last.size == drawn.size { return }
      if last.start == time {
        entry.contents[entry.contents.count - 1] = drawn
        return
      }
    }
    entry.contents.append(drawn)
  }

  /// Whether a node is recorded.
  package func isTracking(_ node: DisplayNode) -> Bool { tracked[ObjectIdentifier(node)] != nil }

  /// Notes the subnodes of a node and of all its descendants at the current time, tracking them all.
  /// Several snapshots at one time are all kept: the last one holds from then on, and the earlier ones
  /// still place their nodes in the timeline's element order.
  package func recordHierarchy(under node: DisplayNode) {
    track(node)
    let id = ObjectIdentifier(node)
    if let specLayout = node.unflattenedCalculatedLayout {
      specPaths.merge(specLayout.specPaths()) { _, latest in latest }
    }
    if hierarchy[id]?.last.map({ !Self.same($0.children, node.subnodes) }) ?? true {
      hierarchy[id, default: []].append(HierarchySnapshot(time: now, children: node.subnodes))
    }
    for subnode in node.subnodes {
      recordHierarchy(under: subnode)
    }
  }

  /// The spec path that placed a node in its supernode's layout, as last recorded.
  package func specPath(of node: DisplayNode) -> String? {
    specPaths[ObjectIdentifier(node)]
  }

  /// The recorded subnode lists of a node, in time order.
  package func hierarchySnapshots(of node: DisplayNode) -> [HierarchySnapshot] {
    hierarchy[ObjectIdentifier(node)] ?? []
  }

  private static func same(_ a: [DisplayNode], _ b: [DisplayNode]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  /// Records the changes made to tracked nodes since the last capture, at once at the current time.
  package func recordImmediateChanges() {
    capture(as: Movement(start: now, duration: 0, curve: .linear))
  }

  /// Runs `body` with this recorder as ``current``, then records its changes made outside animations.
  package func run(_ body: () -> Void) {
    Self.$binding.withValue(RecordingReference(object: self)) {
      body()
      recordImmediateChanges()
    }
  }

  /// Schedules a callback on the virtual clock, run with this recorder as ``current``.
  package func schedule(at time: Double, _ action: @escaping () -> Void) {
    clock.schedule(at: time) { [weak self] in
      guard let self else { return }
      self.run(action)
    }
  }

  /// Runs every scheduled callback in time order.
  package func runUntilIdle() {
    clock.runUntilIdle()
  }

  /// The time the last recorded movement or callback ends.
  package var endTime: Double { clock.latestTime }

  /// Whether a movement of the node's frame (a segment lasting longer than an instant) starts at or after
  /// `time`: the frame was animated, not merely set.
  /// The segments are ordered by start, so only those from `time` on are looked at.
  package func animatesFrame(of node: DisplayNode, from time: Double) -> Bool {
    guard let segments = tracked[ObjectIdentifier(node)]?.tracks[.frame]?.segments else { return false }
    for segment in segments.reversed() {
      guard segment.start >= time else { return false }
      if segment.duration > 0 { return true }
    }
    return false
  }

  /// The tracked nodes in the order they were first tracked, with their tracks.
  package var recordedNodes: [(node: DisplayNode, tracks: [PropertyTrack])] {
    trackingOrder.map { id in
      let entry = tracked[id]!
      return (entry.node, AnimatableProperty.allCases.map { entry.tracks[$0]! })
    }
  }

  // MARK: - Recording

  /// Records pending changes under the enclosing movement, runs `body` under `movement`, and records
  /// what it changed.
  private func perform(_ movement: Movement, _ body: () -> Void) {
    capture(as: movements.last ?? Movement(start: now, duration: 0, curve: .linear))
    movements.append(movement)
    body()
    capture(as: movement)
    movements.removeLast()
  }

  /// Turns the differences between each tracked node (or only the given ones) and its last recorded
  /// state into segments.
  private func capture(as movement: Movement, only nodes: [DisplayNode]? = nil) {
    let ids = nodes.map { $0.map(ObjectIdentifier.init) } ?? trackingOrder
    for id in ids {
      guard let entry = tracked[id] else { continue }
      let current = NodeVisualState(entry.node)
      guard current != entry.recorded else { continue }
      let holdingGroup = movement.isKeyframe ? keyframeGroups.last.flatMap { $0.mode.shapesWholePath ? $0 : nil } : nil
      for property in current.changedProperties(since: entry.recorded) {
        if let group = holdingGroup {
          // A keyframe whose path is shaped once the animation is complete: from where the property's
          // previous keyframe ended.
          let from = group.heldKeyframes[id]?[property]?.last?.to ?? entry.tracks[property]!.value(at: movement.start)
          group.heldKeyframes[id, default: [:]][property, default: []].append(TrackSegment(
            start: movement.start, duration: movement.duration, from: from, to: current.value(of: property),
            curve: .linear))
          continue
        }
        let from = entry.tracks[property]!.value(at: movement.start)
        // Appended in place: a copy of the track would copy all its segments each time.
        entry.tracks[property]!.append(TrackSegment(
          start: movement.start, duration: movement.duration, from: from, to: current.value(of: property),
          curve: movement.curve))
      }
      entry.recorded = current
      // A node draws its first contents once it has a size, and a node that redraws at every size
      // draws its new contents as soon as its bounds start to change.
      if entry.contents.isEmpty || entry.node.contentMode == .redraw {
        recordContents(of: entry, at: movement.start)
      }
    }
    clock.extend(to: movement.start + movement.duration)
  }

  private func scheduleCompletion(_ completion: ((Bool) -> Void)?, at time: Double) {
    clock.extend(to: time)
    guard let completion else { return }
    schedule(at: time) { completion(true) }
  }
}
