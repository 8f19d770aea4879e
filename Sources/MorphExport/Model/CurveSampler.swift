import Foundation

/// Chooses where to sample a progress curve so that straight lines between the samples stay within a
/// tolerance of it: what turns a spring (or a curve an exporter cannot express) into linear pieces.
///
/// Each piece is split in half until the curve, checked at `checksPerPiece` evenly spaced points
/// inside it, stays within half the tolerance of the piece's chord (the other half is the margin for
/// what lies between the checks). Pieces start no longer than `maximumPieceLength`, which callers
/// choose below a quarter of the curve's fastest oscillation so that no wiggle falls between checks.
struct CurveSampler {
  /// The largest allowed distance between the curve and the chords, in progress units.
  let tolerance: Double
  /// The longest a piece may be before it is checked.
  let maximumPieceLength: Double

  /// Points checked inside each piece.
  static let checksPerPiece = 15
  /// How many times a piece may be halved.
  static let maximumDepth = 24
  /// The most fractions one curve gets, unless a caller asks for fewer. Only a curve that jumps about
  /// everywhere — such as a Bézier whose x leaves 0…1 and so is not a function of time, or a spring so
  /// lightly damped that it swings thousands of times — comes near it.
  static let defaultMaximumSampleCount = 10_000

  /// The most fractions one curve gets (about twice this at worst: the initial pieces, then splits).
  /// Past it, pieces are no longer split and initial pieces no shorter, so that any curve costs
  /// bounded time and output.
  let maximumSampleCount: Int

  init(tolerance: Double, maximumPieceLength: Double, maximumSampleCount: Int = Self.defaultMaximumSampleCount) {
    self.tolerance = tolerance
    self.maximumPieceLength = maximumPieceLength
    self.maximumSampleCount = max(1, maximumSampleCount)
  }

  /// The fractions to sample, from `start` to `end` inclusive, in increasing order.
  /// - Parameters:
  ///   - progress: the curve, a function of the fraction.
  ///   - start: the first fraction.
  ///   - end: the last fraction, greater than `start`.
  /// - Complexity: O(p × c) evaluations of `progress` for p pieces (at most twice
  ///   ``maximumSampleCount``) and c checks per piece.
  func fractions(of progress: (Double) -> Double, from start: Double, to end: Double) -> [Double] {
    let shortestPiece = (end - start) / Double(maximumSampleCount)
    let pieceLength = maximumPieceLength >= shortestPiece ? maximumPieceLength : shortestPiece
    let initialPieces = max(1, Int(((end - start) / pieceLength).rounded(.up)))
    var result = [start]
    var previous = (fraction: start, progress: progress(start))
    for piece in 1...initialPieces {
      let fraction = piece == initialPieces ? end : start + (end - start) * Double(piece) / Double(initialPieces)
      let next = (fraction: fraction, progress: progress(fraction))
      subdivide(progress, from: previous, to: next, depth: 0, into: &result)
      previous = next
    }
    return result
  }

  /// Appends the inner fractions of a piece that fails the check, then its end.
  private func subdivide(
    _ progress: (Double) -> Double, from a: (fraction: Double, progress: Double),
    to b: (fraction: Double, progress: Double), depth: Int, into result: inout [Double]
  ) {
    if depth < Self.maximumDepth && result.count < maximumSampleCount
      && !isWithinTolerance(progress, from: a, to: b)
    {
      let middleFraction = (a.fraction + b.fraction) / 2
      let middle = (fraction: middleFraction, progress: progress(middleFraction))
      subdivide(progress, from: a, to: middle, depth: depth + 1, into: &result)
      subdivide(progress, from: middle, to: b, depth: depth + 1, into: &result)
    } else {
      result.append(b.fraction)
    }
  }

  private func isWithinTolerance(
    _ progress: (Double) -> Double, from a: (fraction: Double, progress: Double),
    to b: (fraction: Double, progress: Double)
  ) -> Bool {
    let count = Self.checksPerPiece + 1
    for check in 1..<count {
      let share = Double(check) / Double(count)
      let fraction = a.fraction + (b.fraction - a.fraction) * share
      let chord = a.progress + (b.progress - a.progress) * share
      if abs(progress(fraction) - chord) > tolerance / 2 { return false }
    }
    return true
  }
}
