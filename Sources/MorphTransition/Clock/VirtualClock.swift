import Foundation

/// The clock animations are recorded against: time only moves when the clock runs the next scheduled
/// callback, so a recording is instant and deterministic.
@MainActor
final class VirtualClock {
  /// The current time in seconds.
  private(set) var now: Double = 0

  private struct Event {
    let time: Double
    let sequence: Int
    let action: @MainActor () -> Void
  }

  private var events: [Event] = []
  private var nextSequence = 0

  /// The latest time anything was scheduled for or ran at.
  private(set) var latestTime: Double = 0

  /// Schedules an action; actions at the same time run in the order they were scheduled.
  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    precondition(time >= now, "VirtualClock: cannot schedule in the past")
    events.append(Event(time: time, sequence: nextSequence, action: action))
    nextSequence += 1
    latestTime = max(latestTime, time)
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
    guard let index = events.indices.min(by: { (events[$0].time, events[$0].sequence) < (events[$1].time, events[$1].sequence) })
    else { return false }
    let event = events.remove(at: index)
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
    while let next = events.map(\.time).min(), next <= time {
      runNext()
    }
    now = time
    latestTime = max(latestTime, time)
  }
}
