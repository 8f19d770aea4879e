import Foundation
import MorphTimeline

/// Where each element's `<div>` goes, when it is shown and how it stacks among its siblings.
///
/// A `<div>` sits inside its parent's, so an element gets one `<div>` (a copy) under each parent it
/// ever has; a copy is shown while the element is under that parent and the parent's copy is shown
/// (so hiding an element hides what it holds, and a copy shown exactly when its parent is simply
/// inherits its visibility). Siblings stack in document order, which is the
/// timeline's order; when the children of a parent are ever present in another order (a reordering),
/// every child of that parent stacks by a `z-index` set to its index among its siblings instead.
struct HTMLPlacement {
  /// One `<div>` of an element.
  struct Copy {
    /// The element's index in the model.
    var element: Int
    /// When the copy is shown, in time order.
    var shown: [TimeSpan]
    /// Whether the copy is shown exactly when its parent's copy is (it then inherits its visibility).
    var isShownWithParent: Bool
    /// The copy's `z-index` from each time on, when its parent stacks its children by `z-index`.
    var zIndices: [(time: Double, index: Int)]?
    /// The copies of the element's children, in document order.
    var children: [Copy]

    /// The `z-index` above every child, when the children stack by `z-index`.
    var zIndexAboveChildren: Int? {
      let indices = children.compactMap { $0.zIndices?.map(\.index).max() }
      return indices.max().map { $0 + 1 }
    }
  }

  /// The copies of the top-level elements (the root), in document order.
  let roots: [Copy]

  /// The placement of every element of a model.
  /// - Complexity: O(e × c × p) for e elements with c children and p presence changes each.
  init(_ model: ExportModel) {
    let (childrenByParent, topLevel) = model.elementIndexesByParent()
    roots = Self.copies(
      of: topLevel, under: nil, within: [TimeSpan(start: 0, end: nil)], model: model,
      childrenByParent: childrenByParent)
  }

  private static func copies(
    of children: [Int], under parentID: String?, within parentShown: [TimeSpan], model: ExportModel,
    childrenByParent: [String: [Int]]
  ) -> [Copy] {
    var placed: [Copy] = children.compactMap { index -> Copy? in
      let element = model.elements[index]
      let own = element.presence.filter { $0.parentID == parentID }.map {
        TimeSpan(start: max($0.start, 0), end: $0.end)
      }
      let shown = intersection(own, parentShown, duration: model.duration)
      guard !shown.isEmpty else { return nil }
      return Copy(
        element: index, shown: shown, isShownWithParent: shown == parentShown, zIndices: nil,
        children: copies(
          of: childrenByParent[element.id] ?? [], under: element.id, within: shown, model: model,
          childrenByParent: childrenByParent))
    }
    // A single copy stacks the same in any order (most elements have no children or one).
    guard placed.count > 1 else { return placed }
    // Indices change where a child's presence interval under this parent starts or ends, even when it
    // stays shown across (its intervals are merged into one shown interval).
    let boundaries = placed.flatMap { copy -> [Double?] in
      copy.shown.flatMap { [$0.start, $0.end] }
        + model.elements[copy.element].presence.filter { $0.parentID == parentID }.flatMap { [$0.start, $0.end] }
    }
    let cuts = Set(boundaries.compactMap { $0 } + [0]).filter { $0 >= 0 && $0 <= model.duration }.sorted()
    let indices = placed.map { copy in
      cuts.map { time in
        copy.shown.contains { $0.contains(time) } ? model.elements[copy.element].presence(at: time)?.index : nil
      }
    }
    let isInOrder = cuts.indices.allSatisfy { cut in
      let present = indices.compactMap { $0[cut] }
      return zip(present, present.dropFirst()).allSatisfy { $0 < $1 }
    }
    guard !isInOrder else { return placed }
    for (position, copyIndices) in indices.enumerated() {
      var carried = copyIndices.compactMap { $0 }.first ?? 0
      placed[position].zIndices = zip(cuts, copyIndices).map { time, index in
        carried = index ?? carried
        return (time, carried)
      }
    }
    return placed
  }

  /// The parts of `intervals` inside `bounds` that start by the end of the timeline, merged and in time
  /// order.
  private static func intersection(_ intervals: [TimeSpan], _ bounds: [TimeSpan], duration: Double) -> [TimeSpan] {
    var pieces: [TimeSpan] = []
    for interval in intervals {
      for bound in bounds {
        let start = max(interval.start, bound.start)
        let end: Double? =
          switch (interval.end, bound.end) {
          case (nil, nil): nil
          case (let a?, nil): a
          case (nil, let b?): b
          case (let a?, let b?): min(a, b)
          }
        if start <= duration && (end.map { $0 > start } ?? true) {
          pieces.append(TimeSpan(start: start, end: end))
        }
      }
    }
    pieces.sort { $0.start < $1.start }
    var merged: [TimeSpan] = []
    for piece in pieces {
      if let last = merged.last, let lastEnd = last.end, piece.start <= lastEnd {
        merged[merged.count - 1].end = piece.end.map { max($0, lastEnd) }
      } else if let last = merged.last, last.end == nil {
        continue
      } else {
        merged.append(piece)
      }
    }
    return merged
  }
}
