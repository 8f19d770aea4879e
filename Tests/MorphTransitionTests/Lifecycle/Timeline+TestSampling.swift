import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition

extension Timeline {
  /// The frame of an element at a time.
  func frame(_ id: String, at time: Double) -> CGRect? { sample(at: time).state(of: id)?.frame }

  /// The alpha of an element at a time.
  func alpha(_ id: String, at time: Double) -> CGFloat? { sample(at: time).state(of: id)?.alpha }

  /// The transform of an element at a time.
  func transform(_ id: String, at time: Double) -> NodeTransform? { sample(at: time).state(of: id)?.transform }

  /// Whether an element is in the hierarchy at a time.
  func isPresent(_ id: String, at time: Double) -> Bool { sample(at: time).state(of: id)?.isPresent ?? false }

  /// The ids of a parent's children at a time, back to front.
  func children(of parentID: String, at time: Double) -> [String] {
    sample(at: time).elements
      .filter { $0.isPresent && $0.parentID == parentID }
      .sorted { $0.index < $1.index }
      .map(\.id)
  }
}

/// Whether two numbers agree to 1e-9.
func close(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-9
}

/// Whether two rects agree to 1e-9 in every component.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
