import Foundation

/// The clock animations are recorded against: time only moves when the clock runs the next scheduled
/// callback, so a recording is instant and deterministic.
final class VirtualClock {
  /// The current time in seconds.
  private(set) var now: Double = 0

  private struct Event {
    let time: Double
    let sequence: Int
    let action: () -> Void
  }

  /// A binary min-heap ordered by time, then by scheduling order.
  private var events: [Event] = []
  private var nextSequence = 0

  /// The latest time anything was scheduled for or ran at.
  private(set) var latestTime: Double = 0

  /// Schedules an action; actions at the same time run in the order they were scheduled.
  func schedule(at time: Double, _ action: @escaping () -> Void) {
    precondition(time >= now, "VirtualClock: cannot schedule in the past")
    events.append(Event(time: time, sequence: nextSequence, action: action))
    nextSequence += 1
    latestTime = max(latestTime, time)
    siftUp(events.count - 1)
  }

  /// Notes that something (an animation) lasts until a time.
  func extend(to time: Double) {
    latestTime = max(latestTime, time)
  }

  /// Whether any action is waiting.
  var hasPendingEvents: Bool { !events.isEmpty }

  /// Advances to the earliest scheduled action and runs it; false when nothing is scheduled.
  @discardableResult
  func runNext() -> Bool {
    guard !events.isEmpty else { return false }
    events.swapAt(0, events.count - 1)
    let event = events.removeLast()
    siftDown(0)
    now = event.time
    event.action()
    return true
  }

  /// Runs scheduled actions, in time order, until none is left (actions may schedule more).
  func runUntilIdle() {
    while runNext() {}
  }

  /// Moves the clock forward to a time without running anything scheduled later.
  func advance(to time: Double) {
    precondition(time >= now, "VirtualClock: time cannot go back")
    while let next = events.first, next.time <= time {
      runNext()
    }
    now = time
    latestTime = max(latestTime, time)
  }

  private static func precedes(_ a: Event, _ b: Event) -> Bool {
    (a.time, a.sequence) < (b.time, b.sequence)
  }

  private func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(events[child], events[parent]) else { return }
      events.swapAt(child, parent)
      child = parent
    }
  }

  private func siftDown(_ index: Int) {
    var parent = index
    while true {
      var smallest = parent
      for child in [2 * parent + 1, 2 * parent + 2] where child < events.count {
        if Self.precedes(events[child], events[smallest]) { smallest = child }
      }
      guard smallest != parent else { return }
      events.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
