import Foundation
import MorphLayout
import MorphTimeline

/// Turns what an ``AnimationRecorder`` recorded under a root node into a `Timeline`: element ids
/// from node names (``ElementIdentifiers``), contents as the recorder noted them, presence from the
/// recorded subnode lists.
struct TimelineBuilder {
  let recorder: AnimationRecorder
  let root: DisplayNode
  /// Nodes named by their own names (see ``ElementIdentifiers``).
  var declaredNodes: [DisplayNode] = []

  /// A transition as the planner saw it, with nodes rather than ids.
  struct TransitionSummary {
    var node: DisplayNode
    var start: Double
    var completion: Double?
    var isAnimated: Bool
    var inserted: [DisplayNode]
    var removed: [DisplayNode]
    var moved: [DisplayNode]
    var initialFrames: [(DisplayNode, CGRect)]
    var finalFrames: [(DisplayNode, CGRect)]
  }

  func build(markers: [TimelineMarker] = [], transitions: [TransitionSummary] = []) -> Timeline {
    guard let rootRecording = recorder.recording(of: root) else {
      preconditionFailure("TimelineBuilder: the recorder never recorded the hierarchy under the root")
    }
    let recordings = orderedRecordings(from: rootRecording)
    let identifiers = ElementIdentifiers(nodes: recordings.map(\.node), root: root, declared: declaredNodes)
    // Indexed by recording slot: the element id of every node listed, and each node's presence.
    var ids = [String?](repeating: nil, count: recorder.trackedCount)
    for recording in recordings {
      ids[recording.slot] = identifiers[recording.node]!
    }
    var presence = [[Presence]](repeating: [], count: recorder.trackedCount)
    presence[rootRecording.slot] = [Presence(start: 0, end: nil, parentID: nil, index: 0)]
    for parent in recordings {
      let snapshots = parent.hierarchySnapshots
      let parentID = ids[parent.slot]
      for (index, snapshot) in snapshots.enumerated() {
        let end = index + 1 < snapshots.count ? snapshots[index + 1].time : nil
        if end == snapshot.time { continue }
        for (childIndex, child) in snapshot.recordings.enumerated() {
          Self.add(
            Presence(start: snapshot.time, end: end, parentID: parentID, index: childIndex),
            to: &presence[child.slot])
        }
      }
    }
    let elements = recordings.map { recording in
      let node = recording.node
      return TimelineElement(
        id: ids[recording.slot]!, name: node.name, kind: node.kindName, contents: recording.contents,
        contentMode: node.contentMode, clipsToBounds: node.clipsToBounds, presence: presence[recording.slot],
        tracks: recording.tracks, specPath: recorder.specPath(of: node))
    }
    func id(_ node: DisplayNode) -> String? { recorder.recording(of: node).flatMap { ids[$0.slot] } }
    func frames(_ pairs: [(DisplayNode, CGRect)]) -> [String: CGRect] {
      Dictionary(
        pairs.compactMap { node, frame in id(node).map { ($0, frame) } }, uniquingKeysWith: { first, _ in first })
    }
    let recordedTransitions = transitions.compactMap { summary in
      id(summary.node).map {
        TimelineTransition(
          nodeID: $0, start: summary.start, completion: summary.completion, isAnimated: summary.isAnimated,
          inserted: summary.inserted.compactMap(id), removed: summary.removed.compactMap(id),
          moved: summary.moved.compactMap(id), initialFrames: frames(summary.initialFrames),
          finalFrames: frames(summary.finalFrames))
      }
    }
    return Timeline(
      rootID: ids[rootRecording.slot]!, elements: elements, duration: recorder.endTime, markers: markers,
      transitions: recordedTransitions)
  }

  /// The root's recording, then the recording of every node ever under it, depth first; a parent's
  /// children in the order of its recorded subnode lists merged (a node that left keeps its place
  /// among the others).
  private func orderedRecordings(from root: NodeRecording) -> [NodeRecording] {
    var result: [NodeRecording] = []
    var seen = [Bool](repeating: false, count: recorder.trackedCount)
    var order = RecordedChildOrder(slotCount: recorder.trackedCount)
    func visit(_ recording: NodeRecording) {
      guard !seen[recording.slot] else { return }
      seen[recording.slot] = true
      result.append(recording)
      for child in order.children(of: recording) {
        visit(child)
      }
    }
    visit(root)
    return result
  }

  /// Adds an interval, merging it with the previous one when it continues it unchanged.
  private static func add(_ interval: Presence, to intervals: inout [Presence]) {
    if let last = intervals.last, last.end == interval.start, last.parentID == interval.parentID,
      last.index == interval.index
    {
      intervals[intervals.count - 1].end = interval.end
    } else {
      intervals.append(interval)
    }
  }
}
