import MorphTextureCompat
import Testing

extension Timeline {
  /// An element's state at a time; a missing element fails the test.
  func state(_ id: String, at time: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> ElementState {
    try #require(sample(at: time).state(of: id), "no element \(id)", sourceLocation: sourceLocation)
  }
}

/// Whether two numbers agree to `tolerance` (hand-computed curve values are given to 4–5 digits).
func isNear(_ value: CGFloat, _ expected: Double, tolerance: Double = 1e-3) -> Bool {
  abs(Double(value) - expected) <= tolerance
}
