import Foundation

/// Prints numbers for output and messages: integers without a fraction (`375`), others in the shortest
/// form that reads back as the same number (`187.5`, `33.333333333333336`), infinity as `inf`.
enum NumberFormat {
  static func text(_ value: CGFloat) -> String {
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(Double(value))"
  }
}
