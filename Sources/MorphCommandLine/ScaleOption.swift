import ArgumentParser
import Foundation
import MorphPlanning
import MorphScene

/// `--scale N`, the screen scale layouts snap to, as `layout`, `timeline` and `export` take it.
struct ScaleOption: ParsableArguments {
  // Unconditional, so that a negative number is read as the value it is, and refused by name.
  @Option(
    parsing: .unconditional,
    help: "The screen scale used for pixel snapping (default: the document's 'scale', else 2).")
  var scale: Double?

  /// The scale given, for a ``ScenePlanner`` or a scene layout (nil: the document's).
  var value: CGFloat? { scale.map { CGFloat($0) } }

  /// Refuses a scale that is negative, not a number, beyond `PlanningLimits.maximumScale`, or positive
  /// but below `PlanningLimits.minimumScale`.
  func validate() throws {
    if let scale, !(scale >= 0 && scale <= PlanningLimits.maximumScale) {
      throw ValidationError("--scale must be a number from 0 to 100, such as 2 or 3, not \(scale)")
    }
    if let scale, scale > 0, scale < PlanningLimits.minimumScale {
      throw ValidationError("--scale must be 0 (no pixel snapping) or at least 0.01, such as 2 or 3, not \(scale)")
    }
  }
}
