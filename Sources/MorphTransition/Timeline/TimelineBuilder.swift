import Foundation
import MorphLayout

/// Turns what an ``AnimationRecorder`` recorded under a root node into a ``Timeline``: element ids
/// from node names, contents as the recorder noted them, presence from the recorded subnode lists.
@MainActor
struct TimelineBuilder {
  let recorder: AnimationRecorder
  let root: DisplayNode

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
    let ids = Self.ids(for: nodes, root: root)
    let tracks = Dictionary(
      uniqueKeysWithValues: recorder.recordedNodes.map { (ObjectIdentifier($0.node), $0.tracks) })
    var presence: [ObjectIdentifier: [Presence]] = [ObjectIdentifier(root): [
      Presence(start: 0, end: nil, parentID: nil, index: 0)
    ]]
    for parent in nodes {
      let snapshots = recorder.hierarchySnapshots(of: parent)
      for (index, snapshot) in snapshots.enumerated() {
        let end = index + 1 < snapshots.count ? snapshots[index + 1].time : nil
        if end == snapshot.time { continue }
        for (childIndex, child) in snapshot.children.enumerated() {
          Self.add(
            Presence(start: snapshot.time, end: end, parentID: ids[ObjectIdentifier(parent)], index: childIndex),
            to: &presence[ObjectIdentifier(child), default: []])
        }
      }
    }
    let elements = nodes.map { node in
      let id = ObjectIdentifier(node)
      return TimelineElement(
        id: ids[id]!, name: node.name, kind: node.kindName, contents: recorder.contents(of: node),
        contentMode: node.contentMode, clipsToBounds: node.clipsToBounds, presence: presence[id] ?? [], tracks: tracks[id] ?? [],
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
  private static func mergedChildren(_ snapshots: [AnimationRecorder.HierarchySnapshot]) -> [DisplayNode] {
    var nodes: [ObjectIdentifier: DisplayNode] = [:]
    var next: [ObjectIdentifier: ObjectIdentifier] = [:]
    var head: ObjectIdentifier?
    for snapshot in snapshots {
      var previous: ObjectIdentifier?
      for child in snapshot.children {
        let id = ObjectIdentifier(child)
        if nodes[id] == nil {
          nodes[id] = child
          if let previous {
            next[id] = next[previous]
            next[previous] = id
          } else {
            if let head { next[id] = head }
            head = id
          }
        }
        previous = id
      }
    }
    var merged: [DisplayNode] = []
    merged.reserveCapacity(nodes.count)
    var cursor = head
    while let id = cursor {
      merged.append(nodes[id]!)
      cursor = next[id]
    }
    return merged
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

  /// Unique ids: a node's name when no other node has it, else its parent's id and its name; an
  /// unnamed node is named after its kind and its position among its parent's children.
  private static func ids(for nodes: [DisplayNode], root: DisplayNode) -> [ObjectIdentifier: String] {
    var nameCounts: [String: Int] = [:]
    for node in nodes { if let name = node.name { nameCounts[name, default: 0] += 1 } }
    var ids: [ObjectIdentifier: String] = [:]
    var used = Set<String>()
    var parents: [ObjectIdentifier: DisplayNode] = [:]
    var childIndex: [ObjectIdentifier: Int] = [:]
    for node in nodes {
      for (index, child) in node.subnodes.enumerated() where parents[ObjectIdentifier(child)] == nil {
        parents[ObjectIdentifier(child)] = node
        childIndex[ObjectIdentifier(child)] = index
      }
    }
    for node in nodes {
      let id = ObjectIdentifier(node)
      let parentID = parents[id].flatMap { ids[ObjectIdentifier($0)] }
      var candidate: String
      if let name = node.name {
        candidate = nameCounts[name] == 1 || parentID == nil ? name : "\(parentID!).\(name)"
      } else if node === root {
        candidate = "root"
      } else {
        candidate = "\(parentID.map { "\($0)." } ?? "")\(node.kindName)\(childIndex[id] ?? 0)"
      }
      var unique = candidate
      var suffix = 2
      while used.contains(unique) {
        unique = "\(candidate)-\(suffix)"
        suffix += 1
      }
      used.insert(unique)
      ids[id] = unique
    }
    return ids
  }
}
