/// Merges the recorded subnode lists of nodes into one order per node, as ``TimelineBuilder`` lists
/// elements: each child not seen before goes right after the child before it in its list (or first).
///
/// The children are linked by their recordings' slots in arrays made once for all the nodes merged,
/// so that merging looks no node up: linear in the total size of the lists.
struct RecordedChildOrder {
  /// The slot after each listed child, or -1 for the last.
  private var next: [Int]
  /// The slot of the node whose children list holds each child, or -1: whether a child is listed.
  private var listedUnder: [Int]
  /// The recording of each listed child.
  private var listed: [NodeRecording?]

  /// An order for recordings whose slots are below `slotCount`.
  init(slotCount: Int) {
    next = Array(repeating: -1, count: slotCount)
    listedUnder = Array(repeating: -1, count: slotCount)
    listed = Array(repeating: nil, count: slotCount)
  }

  /// The children of every hierarchy snapshot of `parent` in one order. Each node is merged once.
  mutating func children(of parent: NodeRecording) -> [NodeRecording] {
    let snapshots = parent.hierarchySnapshots
    if snapshots.count == 1 { return snapshots[0].recordings }
    var head = -1
    var count = 0
    for snapshot in snapshots {
      var previous = -1
      for child in snapshot.recordings {
        let slot = child.slot
        if listedUnder[slot] != parent.slot {
          listedUnder[slot] = parent.slot
          listed[slot] = child
          if previous < 0 {
            next[slot] = head
            head = slot
          } else {
            next[slot] = next[previous]
            next[previous] = slot
          }
          count += 1
        }
        previous = slot
      }
    }
    var result: [NodeRecording] = []
    result.reserveCapacity(count)
    var cursor = head
    while cursor >= 0 {
      result.append(listed[cursor]!)
      cursor = next[cursor]
    }
    return result
  }
}
