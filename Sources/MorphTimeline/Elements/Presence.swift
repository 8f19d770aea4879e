import Foundation

/// An interval during which an element is in the hierarchy: under which parent, and at which index
/// among its siblings (0 is the back).
public struct Presence: Hashable, Sendable, Codable {
  /// When the element enters, in seconds.
  public var start: Double
  /// When it leaves; nil if it stays to the end.
  public var end: Double?
  /// The parent element's id; nil for the root.
  public var parentID: String?
  /// The index among the parent's children, back to front.
  public var index: Int

  public init(start: Double, end: Double?, parentID: String?, index: Int) {
    self.start = start
    self.end = end
    self.parentID = parentID
    self.index = index
  }

  /// When the element is present, as a span of time.
  public var span: TimeSpan { TimeSpan(start: start, end: end) }

  /// Whether the interval covers a time (the start is included, the end is not).
  public func contains(_ time: Double) -> Bool { span.contains(time) }
}

extension [Presence] {
  /// Whether the intervals follow one another in time without overlapping: each starts no earlier than
  /// the one before and only once it has ended. Timelines recorded by a `TransitionPlanner` always do.
  public var isInTimeOrder: Bool {
    zip(self, dropFirst()).allSatisfy { earlier, later in
      earlier.start <= later.start && earlier.end.map { $0 <= later.start } == true
    }
  }

  /// The last interval, in array order, that covers a time.
  /// - Parameters:
  ///   - time: the time, in seconds.
  ///   - inTimeOrder: ``isInTimeOrder``, computed once by the caller; when true, the interval is found
  ///     by binary search.
  /// - Complexity: O(log *n*) for intervals in time order, else O(*n*).
  public func last(covering time: Double, inTimeOrder: Bool) -> Presence? {
    guard inTimeOrder else { return last { $0.contains(time) } }
    // Only the last interval starting by `time` can cover it: the later ones start after it, and the
    // earlier ones end before that one starts.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    guard low > 0, self[low - 1].contains(time) else { return nil }
    return self[low - 1]
  }
}
