import Foundation
import Testing

@testable import MorphExport

@Suite struct CurveSamplerTests {
  private func worstError(of curve: (Double) -> Double, at fractions: [Double]) -> Double {
    var worst = 0.0
    for (a, b) in zip(fractions, fractions.dropFirst()) {
      for step in 0...200 {
        let share = Double(step) / 200
        let chord = curve(a) + (curve(b) - curve(a)) * share
        worst = max(worst, abs(curve(a + (b - a) * share) - chord))
      }
    }
    return worst
  }

  @Test func aLineNeedsNoInnerSamples() {
    let sampler = CurveSampler(tolerance: 0.001, maximumPieceLength: 1)
    #expect(sampler.fractions(of: { 3 * $0 + 1 }, from: 0, to: 1) == [0, 1])
  }

  @Test func piecesStartNoLongerThanAllowed() {
    let sampler = CurveSampler(tolerance: 0.001, maximumPieceLength: 0.25)
    #expect(sampler.fractions(of: { $0 }, from: 0, to: 1) == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test(arguments: [0.01, 0.001, 0.0001]) func samplesStayWithinTheTolerance(_ tolerance: Double) {
    let curve = { (x: Double) in 1 - exp(-5 * x) * cos(20 * x) }
    let sampler = CurveSampler(tolerance: tolerance, maximumPieceLength: 1.0 / 16)
    let fractions = sampler.fractions(of: curve, from: 0.1, to: 0.9)
    #expect(fractions.first == 0.1 && fractions.last == 0.9)
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 })
    #expect(worstError(of: curve, at: fractions) <= tolerance)
    #expect(worstError(of: curve, at: fractions) > tolerance / 20, "no more samples than needed")
  }
}
