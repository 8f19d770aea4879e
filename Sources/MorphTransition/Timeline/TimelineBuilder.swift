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
    let nodes = orderedNodes()
    let identifiers = ElementIdentifiers(nodes: nodes, root: root, declared: declaredNodes)
    let ids = Dictionary(uniqueKeysWithValues: nodes.map { (ObjectIdentifier($0), identifiers[$0]!) })
    var presence: [ObjectIdentifier: [Presence]] = [ObjectIdentifier(root): [
      Presence(start: 0, end: nil, parentID: nil, index: 0)
    ]]
    for parent in nodes {
      let snapshots = recorder.hierarchySnapshots(of: parent)
      let parentID = ids[ObjectIdentifier(parent)]
      for (index, snapshot) in snapshots.enumerated() {
        let end = index + 1 < snapshots.count ? snapshots[index + 1].time : nil
        if end == snapshot.time { continue }
        for (childIndex, child) in snapshot.children.enumerated() {
          Self.add(
            Presence(start: snapshot.time, end: end, parentID: parentID, index: childIndex),
            to: &presence[ObjectIdentifier(child), default: []])
        }
      }
    }
    let elements = nodes.map { node in
      let id = ObjectIdentifier(node)
      let recording = recorder.recording(of: node)
      return TimelineElement(
        id: ids[id]!, name: node.name, kind: node.kindName, contents: recording?.contents ?? [],
        contentMode: node.contentMode, clipsToBounds: node.clipsToBounds, presence: presence[id] ?? [],
        tracks: recording?.tracks ?? [],
        specPath: recorder.specPath(of: node))
    }
    func id(_ node: DisplayNode) -> String? { ids[ObjectIdentifier(node)] }
    func frames(_ pairs: [(DisplayNode, CGRect)]) -> [String: CGRect] {
      Dictionary(pairs.compactMap { node, frame in id(node).map { ($0, frame) } }, uniquingKeysWith: { first, _ in first })
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
      rootID: ids[ObjectIdentifier(root)]!, elements: elements, duration: recorder.endTime, markers: markers,
      transitions: recordedTransitions)
  }

  /// The root, then every node ever under it, depth first; a parent's children in the order of its
  /// recorded subnode lists merged (a node that left keeps its place among the others).
  private func orderedNodes() -> [DisplayNode] {
    var result: [DisplayNode] = []
    var seen = Set<ObjectIdentifier>()
    func visit(_ node: DisplayNode) {
      guard seen.insert(ObjectIdentifier(node)).inserted else { return }
      result.append(node)
      for child in Self.mergedChildren(recorder.hierarchySnapshots(of: node)) {
        visit(child)
      }
    }
    visit(root)
    return result
  }

  /// The children of every snapshot in one order: each child not seen before goes right after the
  /// child before it in its snapshot (or first). Linear in the total size of the snapshots.
  private static func mergedChildren(_ snapshots: [NodeRecording.HierarchySnapshot]) -> [DisplayNode] {
    if snapshots.count == 1 { return snapshots[0].children }
    var order = SubnodeOrder([])
    for snapshot in snapshots {
      var previous: DisplayNode?
      for child in snapshot.children {
        if !order.contains(child) { order.insert(child, after: previous, fallbackIndex: 0) }
        previous = child
      }
    }
    return order.nodes
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
