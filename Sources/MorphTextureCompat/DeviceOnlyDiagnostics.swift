import Foundation
import Synchronization

/// What ported code asked for that only a device can do — UIKit views from `setViewBlock`, drawing
/// into a graphics context, drawing callbacks — each said once. Such code compiles and runs: views are
/// drawn as placeholders of their node's size and drawn images as placeholders of their context's size.
public enum DeviceOnlyDiagnostics {
  private static let recorded = Mutex<[String]>([])

  /// The messages so far, in the order first said.
  public static var messages: [String] {
    recorded.withLock { $0 }
  }

  /// Says `message` unless it was said before.
  static func report(_ message: String) {
    recorded.withLock { recorded in
      if !recorded.contains(message) { recorded.append(message) }
    }
  }
}
