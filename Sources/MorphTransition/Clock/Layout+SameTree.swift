import MorphLayout

extension Layout {
  /// Whether this layout is the very tree `other` is: the same element and the same storage of
  /// sublayouts. Sublayouts are immutable values and `other` keeps its storage alive, so storage found
  /// at the same address is that storage, holding the same subtrees (a cheap test, for layouts that
  /// are kept and handed on rather than made anew).
  func isSameTree(as other: Layout) -> Bool {
    element === other.element
      && sublayouts.withUnsafeBufferPointer { mine in
        other.sublayouts.withUnsafeBufferPointer { theirs in
          mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
        }
      }
  }
}
