import Foundation
import MorphTimeline

/// Where each element's drawing goes among its siblings, and when it is shown, for formats that stack
/// siblings in a fixed order and cannot reorder them (an SVG document's `<g>`s, a Lottie
/// composition's layers): an element whose place among its siblings changes gets one slot per place,
/// each shown while the element is there.
///
/// For each parent, time is cut at every start and end of its children's presence. Each piece lists
/// the children present, back to front. Going back from the last piece, each piece's list is matched
/// in order against the slots so far: a child takes the first of its slots after the previous match,
/// or a new slot inserted there. The final order thus comes first, and an element gets a second slot
/// only when an earlier order cannot be stacked with the later one. Slots are shown during the pieces
/// they matched, so at any time the shown slots stack exactly as the timeline orders the children.
struct StackingPlan {
  /// One drawing of an element under its parent (an SVG `<g>`, a Lottie layer per interval).
  struct Slot {
    /// The element's index in the model.
    var element: Int
    /// When this drawing is shown.
    var intervals: [TimeSpan]
  }

  private var slotsByParent: [String: [Slot]] = [:]
  private var topLevelSlots: [Slot] = []

  /// The plan for every parent of a model.
  /// - Complexity: O(p × c) for a parent whose c children's presence changes p times.
  init(_ model: ExportModel) {
    let (childrenByParent, topLevel) = model.elementIndexesByParent()
    topLevelSlots = Self.slots(of: topLevel, under: nil, in: model)
    for (parent, children) in childrenByParent {
      slotsByParent[parent] = Self.slots(of: children, under: parent, in: model)
    }
  }

  /// The slots under a parent (nil for the top level), back to front.
  func slots(under parentID: String?) -> [Slot] {
    guard let parentID else { return topLevelSlots }
    return slotsByParent[parentID] ?? []
  }

  private static func slots(of children: [Int], under parentID: String?, in model: ExportModel) -> [Slot] {
    var cuts: Set<Double> = [0]
    for child in children {
      for presence in model.elements[child].presence {
        for time in [presence.start, presence.end].compactMap({ $0 }) where time > 0 && time <= model.duration {
          cuts.insert(time)
        }
      }
    }
    let times = cuts.sorted()
    var slots: [(element: Int, pieces: [Int])] = []
    for piece in times.indices.reversed() {
      let present = children.compactMap { child -> (child: Int, index: Int)? in
        guard let presence = model.elements[child].presence(at: times[piece]), presence.parentID == parentID else {
          return nil
        }
        return (child, presence.index)
      }
      .sorted { ($0.index, $0.child) < ($1.index, $1.child) }
      var position = 0
      for entry in present {
        if let match = slots[position...].firstIndex(where: { $0.element == entry.child }) {
          slots[match].pieces.append(piece)
          position = match + 1
        } else {
          slots.insert((entry.child, [piece]), at: position)
          position += 1
        }
      }
    }
    return slots.map { slot in
      var intervals: [TimeSpan] = []
      for piece in slot.pieces.sorted() {
        let end = piece + 1 < times.count ? times[piece + 1] : nil
        if let last = intervals.last, last.end == times[piece] {
          intervals[intervals.count - 1].end = end
        } else {
          intervals.append(TimeSpan(start: times[piece], end: end))
        }
      }
      return Slot(element: slot.element, intervals: intervals)
    }
  }
}
