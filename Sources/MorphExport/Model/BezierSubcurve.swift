import Foundation

/// The part of a timing Bézier between two fractions of its duration, renormalised to run from
/// (0, 0) to (1, 1): how a curve cut short by a later movement, or starting before the timeline,
/// stays an exact curve.
///
/// The curve is split with de Casteljau's algorithm at the parameters whose x are the two fractions,
/// and the middle piece is scaled so that its ends are (0, 0) and (1, 1).
struct BezierSubcurve {
  /// The control points of the renormalised piece.
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// The piece of the curve with control points (x1, y1), (x2, y2) between the fractions `start` and
  /// `end` of its x range; nil when x is not monotonic (a control x outside 0…1) or the piece does not
  /// move (then it cannot be renormalised).
  init?(x1: Double, y1: Double, x2: Double, y2: Double, from start: Double, to end: Double) {
    guard (0...1).contains(x1), (0...1).contains(x2), start < end else { return nil }
    let curveX = (0.0, x1, x2, 1.0)
    let curveY = (0.0, y1, y2, 1.0)
    let startParameter = Self.parameter(whereXIs: start, of: curveX)
    let endParameter = Self.parameter(whereXIs: end, of: curveX)
    // Keep the part up to the end parameter, then the part of that from the start parameter on.
    let leadingX = Self.leadingPart(of: curveX, upTo: endParameter)
    let leadingY = Self.leadingPart(of: curveY, upTo: endParameter)
    let share = endParameter > 0 ? startParameter / endParameter : 0
    let pieceX = Self.trailingPart(of: leadingX, from: share)
    let pieceY = Self.trailingPart(of: leadingY, from: share)
    let width = pieceX.3 - pieceX.0
    let height = pieceY.3 - pieceY.0
    guard width > 1e-12, abs(height) > 1e-12 else { return nil }
    self.x1 = (pieceX.1 - pieceX.0) / width
    self.y1 = (pieceY.1 - pieceY.0) / height
    self.x2 = (pieceX.2 - pieceX.0) / width
    self.y2 = (pieceY.2 - pieceY.0) / height
  }

  typealias Coordinates = (Double, Double, Double, Double)

  /// The parameter at which a monotonic x coordinate reaches `x`, by bisection to full precision.
  static func parameter(whereXIs x: Double, of curve: Coordinates) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if middle == low || middle == high { break }
      if coordinate(middle, of: curve) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// One coordinate of the curve at a parameter.
  static func coordinate(_ s: Double, of p: Coordinates) -> Double {
    let r = 1 - s
    return r * r * r * p.0 + 3 * r * r * s * p.1 + 3 * r * s * s * p.2 + s * s * s * p.3
  }

  /// The control coordinates of the curve from parameter 0 to `s` (de Casteljau).
  static func leadingPart(of p: Coordinates, upTo s: Double) -> Coordinates { split(p, at: s).leading }

  /// The control coordinates of the curve from parameter `s` to 1 (de Casteljau).
  static func trailingPart(of p: Coordinates, from s: Double) -> Coordinates { split(p, at: s).trailing }

  /// The control coordinates of the curve's two parts on either side of parameter `s` (de Casteljau).
  private static func split(_ p: Coordinates, at s: Double) -> (leading: Coordinates, trailing: Coordinates) {
    let a = mix(p.0, p.1, s)
    let b = mix(p.1, p.2, s)
    let c = mix(p.2, p.3, s)
    let d = mix(a, b, s)
    let e = mix(b, c, s)
    let point = mix(d, e, s)
    return ((p.0, a, d, point), (point, e, c, p.3))
  }

  private static func mix(_ a: Double, _ b: Double, _ s: Double) -> Double { a + (b - a) * s }
}
