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
    /// Keyed by the slot of the node's recording.
    var heldKeyframes: [Int: [AnimatableProperty: [TrackSegment]]] = [:]

    init(movement: Movement, mode: KeyframeAnimationOptions.CalculationMode) {
      self.movement = movement
      self.mode = mode
    }
  }

  /// The recording of each tracked node, in the order the nodes were first tracked (a node's slot).
  private var recordings: [NodeRecording] = []
  /// The slot of each tracked node's recording.
  private var slots: [ObjectIdentifier: Int] = [:]
  /// The spec path that placed each node, from its supernode's latest recorded spec layout, and that
  /// supernode.
  private var specPaths: [ObjectIdentifier: (path: String, placedBy: ObjectIdentifier)] = [:]
  /// How many times a node's spec path was taken over from one supernode's layout by another's.
  private var specPathTakeovers = 0
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
    animate(
      withDuration: duration, delay: delay, curve: TimingCurve(options.curve), animations: animations,
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
    for (slot, held) in group.heldKeyframes.sorted(by: { $0.key < $1.key }) {
      let recording = recordings[slot]
      for property in AnimatableProperty.allCases {
        guard let keyframes = held[property] else { continue }
        for segment in KeyframePath.segments(
          for: keyframes, mode: group.mode, start: group.movement.start, duration: duration)
        {
          recording.tracks[property.ordinal].append(segment)
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
    precondition(
      start >= 0 && relativeDuration >= 0 && start + relativeDuration <= 1 + 1e-9,
      "addKeyframe: the relative start and duration must lie within 0…1")
    perform(
      Movement(
        start: group.start + start * group.duration, duration: relativeDuration * group.duration,
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
    _ = trackedRecording(of: node)
  }

  /// The recording of a node, which starts now if the node was not tracked yet.
  private func trackedRecording(of node: DisplayNode) -> NodeRecording {
    if let recording = recording(of: node) { return recording }
    let recording = NodeRecording(node, slot: recordings.count)
    slots[ObjectIdentifier(node)] = recording.slot
    recordings.append(recording)
    recordContents(of: recording, at: now)
    return recording
  }

  /// What was recorded of a node; nil for a node that is not tracked.
  package func recording(of node: DisplayNode) -> NodeRecording? {
    slots[ObjectIdentifier(node)].map { recordings[$0] }
  }

  /// How many nodes are tracked: every recording's ``NodeRecording/slot`` is below it.
  package var trackedCount: Int { recordings.count }

  /// Notes the contents a node and its descendants draw now: a layout transition of the node completed,
  /// and a node draws its contents anew at the end of a layout transition.
  package func recordContents(under node: DisplayNode) {
    if let recording = recording(of: node) { recordContents(of: recording, at: now) }
    for subnode in node.subnodes {
      recordContents(under: subnode)
    }
  }

  /// Notes the contents of every tracked node whose contents changed since it last drew, as drawn at
  /// `time` (or when it last drew, if later): contents changed outside any completed layout transition.
  package func recordChangedContents(at time: Double) {
    for recording in recordings {
      recordContents(of: recording, at: max(time, recording.contents.last?.start ?? time))
    }
  }

  /// Adds the contents a node draws now, drawn at `time`, unless they are what it last drew (at the
  /// same size, for contents that depend on it); contents drawn at the time of the last replace them.
  /// A node without a size draws nothing yet (a subnode being inserted before its frame is set).
  private func recordContents(of recording: NodeRecording, at time: Double) {
    guard recording.node.frame.size != .zero || !recording.contents.isEmpty else { return }
    let content = ElementContent.drawn(by: recording.node)
    guard content != .none else { return }
    let drawn = DrawnContent(start: time, size: recording.node.frame.size, content: content)
    if let last = recording.contents.last {
      if last.content == drawn.content && last.size == drawn.size { return }
      if last.start == time {
        recording.contents[recording.contents.count - 1] = drawn
        return
      }
    }
    recording.contents.append(drawn)
  }

  /// Whether a node is recorded.
  package func isTracking(_ node: DisplayNode) -> Bool { slots[ObjectIdentifier(node)] != nil }

  /// Notes the subnodes of a node and of all its descendants at the current time, tracking them all.
  /// Several snapshots at one time are all kept: the last one holds from then on, and the earlier ones
  /// still place their nodes in the timeline's element order.
  package func recordHierarchy(under node: DisplayNode) {
    recordHierarchy(of: trackedRecording(of: node))
  }

  /// Notes the subnodes of a tracked node and of all its descendants, tracking them all. Subnodes
  /// that are those last recorded are reached through their recordings, without looking them up.
  private func recordHierarchy(of recording: NodeRecording) {
    let node = recording.node
    if let specLayout = node.unflattenedCalculatedLayout {
      recordSpecPaths(of: specLayout, in: recording)
    }
    let subnodes = node.subnodes
    let last = recording.hierarchySnapshots.last
    if Self.same(last?.children ?? [], subnodes) {
      for subnodeRecording in last?.recordings ?? [] {
        recordHierarchy(of: subnodeRecording)
      }
      return
    }
    var subnodeRecordings: [NodeRecording] = []
    subnodeRecordings.reserveCapacity(subnodes.count)
    for subnode in subnodes {
      let subnodeRecording = trackedRecording(of: subnode)
      subnodeRecordings.append(subnodeRecording)
      recordHierarchy(of: subnodeRecording)
    }
    recording.hierarchySnapshots.append(
      NodeRecording.HierarchySnapshot(time: now, children: subnodes, recordings: subnodeRecordings))
  }

  /// Notes the spec path of every node a node's spec layout places. A layout whose paths were recorded
  /// already is skipped, unless another layout has taken a node's path over since: its paths would be
  /// what they are.
  private func recordSpecPaths(of specLayout: Layout, in recording: NodeRecording) {
    if let source = recording.specPathSource, source.takeovers == specPathTakeovers,
      specLayout.isSameTree(as: source.layout)
    {
      return
    }
    let placer = ObjectIdentifier(recording.node)
    for (id, path) in specLayout.specPaths() {
      if let previous = specPaths.updateValue((path, placer), forKey: id), previous.placedBy != placer {
        specPathTakeovers += 1
      }
    }
    recording.specPathSource = (specLayout, specPathTakeovers)
  }

  /// The spec path that placed a node in its supernode's layout, as last recorded.
  package func specPath(of node: DisplayNode) -> String? {
    specPaths[ObjectIdentifier(node)]?.path
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
    guard let segments = recording(of: node)?.tracks[AnimatableProperty.frame.ordinal].segments else {
      return false
    }
    for segment in segments.reversed() {
      guard segment.start >= time else { return false }
      if segment.duration > 0 { return true }
    }
    return false
  }

  /// The tracked nodes in the order they were first tracked, with their tracks.
  package var recordedNodes: [(node: DisplayNode, tracks: [PropertyTrack])] {
    recordings.map { ($0.node, $0.tracks) }
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
    if let nodes {
      for node in nodes {
        guard let slot = slots[ObjectIdentifier(node)] else { continue }
        capture(recordings[slot], slot: slot, as: movement)
      }
    } else {
      for (slot, recording) in recordings.enumerated() {
        capture(recording, slot: slot, as: movement)
      }
    }
    clock.extend(to: movement.start + movement.duration)
  }

  /// Turns the differences between one tracked node and its last recorded state into segments.
  private func capture(_ recording: NodeRecording, slot: Int, as movement: Movement) {
    let current = NodeVisualState(recording.node)
    guard current != recording.captured else { return }
    let holdingGroup = movement.isKeyframe ? keyframeGroups.last.flatMap { $0.mode.shapesWholePath ? $0 : nil } : nil
    for property in current.changedProperties(since: recording.captured) {
      let index = property.ordinal
      if let group = holdingGroup {
        // A keyframe whose path is shaped once the animation is complete: from where the property's
        // previous keyframe ended.
        let from = group.heldKeyframes[slot]?[property]?.last?.to ?? recording.tracks[index].value(at: movement.start)
        group.heldKeyframes[slot, default: [:]][property, default: []].append(
          TrackSegment(
            start: movement.start, duration: movement.duration, from: from, to: current.value(of: property),
            curve: .linear))
        continue
      }
      let from = recording.tracks[index].value(at: movement.start)
      // Appended in place: a copy of the track would copy all its segments each time.
      recording.tracks[index].append(
        TrackSegment(
          start: movement.start, duration: movement.duration, from: from, to: current.value(of: property),
          curve: movement.curve))
    }
    recording.captured = current
    // A node draws its first contents once it has a size, and a node that redraws at every size
    // draws its new contents as soon as its bounds start to change.
    if recording.contents.isEmpty || recording.node.contentMode == .redraw {
      recordContents(of: recording, at: movement.start)
    }
  }

  private func scheduleCompletion(_ completion: ((Bool) -> Void)?, at time: Double) {
    clock.extend(to: time)
    guard let completion else { return }
    schedule(at: time) { completion(true) }
  }
}
