import Foundation

/// What ported code asked for that only a device can do — UIKit views from `setViewBlock`, drawing
/// into a graphics context, drawing callbacks — each said once. Such code compiles and runs: views are
/// drawn as placeholders of their node's size and drawn images as placeholders of their context's size.
public enum DeviceOnlyDiagnostics {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var recorded: [String] = []

  /// The messages so far, in the order first said.
  public static var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// Says `message` unless it was said before.
  static func report(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    if !recorded.contains(message) { recorded.append(message) }
  }
}
