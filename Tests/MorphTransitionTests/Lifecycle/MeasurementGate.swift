import Foundation

/// Holds a measurement off the main actor until the test lets it finish.
final class MeasurementGate: @unchecked Sendable {
  private let lock = NSLock()
  private var started = false
  private let opened = DispatchSemaphore(value: 0)

  /// Called by the measurement: reports that it started, then waits (at most 2 minutes, however busy
  /// the machine) to be let through.
  func measuring() {
    lock.withLock { started = true }
    _ = opened.wait(timeout: .now() + 120)
  }

  /// Waits, without blocking a thread, until the measurement has started.
  func waitUntilMeasuring() async {
    while !lock.withLock({ started }) {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Lets the measurement finish.
  func open() { opened.signal() }
}
