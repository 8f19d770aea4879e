import Foundation

/// How a CSS keyframe interval or transition moves from one value to the next: the text of an
/// `animation-timing-function` or `transition-timing-function`.
enum HTMLEasing {
  /// `linear`: constant speed.
  case linear
  /// `cubic-bezier(x1, y1, x2, y2)`; both x control coordinates lie in 0…1.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `steps(1, end)`: holds the start value, and the end value applies from the end of the interval.
  case hold
  /// `linear(0, p₁ x₁%, …, 1)`: straight lines through the points (progress at a fraction of the
  /// interval) between progress 0 at the start and 1 at the end; how springs, runs of collinear linear
  /// keyframes and Béziers CSS cannot take are written.
  case points([(progress: Double, fraction: Double)])

  /// The CSS text.
  func css(_ format: HTMLFormat) -> String {
    switch self {
    case .linear:
      return "linear"
    case .hold:
      return "steps(1,end)"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return "cubic-bezier(" + [x1, y1, x2, y2].map(format.fine).joined(separator: ",") + ")"
    case .points(let points):
      let stops = points.map { format.fine($0.progress) + " " + format.percent($0.fraction) }
      return "linear(" + (["0"] + stops + ["1"]).joined(separator: ",") + ")"
    }
  }
}
