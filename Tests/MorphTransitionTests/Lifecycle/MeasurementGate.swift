import Foundation
import Synchronization

/// Holds a measurement off the main actor until the test lets it finish.
final class MeasurementGate: Sendable {
  private let started = Atomic<Bool>(false)
  private let opened = DispatchSemaphore(value: 0)

  /// Called by the measurement: reports that it started, then waits to be let through. The test lets
  /// it through as soon as it has seen it start; the two minutes are only a bound on a test that fails
  /// before opening the gate, so that it ends instead of hanging.
  func measuring() {
    started.store(true, ordering: .releasing)
    _ = opened.wait(timeout: .now() + 120)
  }

  /// Waits, without blocking a thread, until the measurement has started.
  func waitUntilMeasuring() async {
    while !started.load(ordering: .acquiring) {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Lets the measurement finish.
  func open() { opened.signal() }
}
