import Foundation

/// How numbers are rounded in a Lottie file: values to the export's precision, frames to thousandths
/// and timing-curve handles to millionths (as SVG and CSS keep them). Negative zero is written as 0.
struct LottieFormat {
  /// Decimal places of values.
  let precision: Int

  /// A value: a coordinate, a size, a color component, an opacity or an angle.
  func value(_ number: Double) -> Double { Self.rounded(number, places: precision) }

  /// A time in frames.
  func frame(_ number: Double) -> Double { Self.rounded(number, places: 3) }

  /// A coordinate of a timing curve's control point.
  func easing(_ number: Double) -> Double { Self.rounded(number, places: ExportOptions.timePrecision) }

  private static func rounded(_ number: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    let rounded = (number * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }
}

extension LottieBezierPath {
  /// The path with every coordinate rounded as a value.
  func rounded(by format: LottieFormat) -> LottieBezierPath {
    let round = { (points: [[Double]]) in points.map { $0.map(format.value) } }
    return LottieBezierPath(c: c, v: round(v), i: round(i), o: round(o))
  }
}
