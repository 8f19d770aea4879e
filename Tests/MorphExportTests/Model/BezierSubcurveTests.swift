import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

@Suite struct BezierSubcurveTests {
  static let curves: [(Double, Double, Double, Double)] = [
    (0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0.68, -0.55, 0.27, 1.55), (0, 1, 1, 0),
  ]

  @Test(arguments: 0..<curves.count) func aPieceFollowsItsPartOfTheCurve(_ index: Int) throws {
    let (x1, y1, x2, y2) = Self.curves[index]
    let whole = TimingCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    for (start, end) in [(0.0, 0.3), (0.2, 0.9), (0.5, 1.0), (0.01, 0.02)] {
      let piece = try #require(BezierSubcurve(x1: x1, y1: y1, x2: x2, y2: y2, from: start, to: end))
      let part = KeyframeInterpolation.spline(x1: piece.x1, y1: piece.y1, x2: piece.x2, y2: piece.y2)
      let first = whole.progress(at: start, duration: 1)
      let last = whole.progress(at: end, duration: 1)
      for step in 0...50 {
        let fraction = Double(step) / 50
        let expected = whole.progress(at: start + (end - start) * fraction, duration: 1)
        let actual = first + (last - first) * part.progress(at: fraction)
        #expect(abs(actual - expected) < 1e-9, "piece \(start)…\(end) at \(fraction)")
      }
    }
  }

  @Test func theFirstHalfOfEaseInOutIsKnown() throws {
    let piece = try #require(BezierSubcurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, from: 0, to: 0.5))
    #expect(abs(piece.x1 - 0.42) < 1e-12 && abs(piece.y1) < 1e-12)
    #expect(abs(piece.x2 - 0.71) < 1e-12 && abs(piece.y2 - 0.5) < 1e-12)
  }

  @Test func curvesThatCannotBeSplitAreRefused() {
    #expect(BezierSubcurve(x1: 1.2, y1: 0, x2: 0.5, y2: 1, from: 0, to: 0.5) == nil, "x is not monotonic")
    #expect(BezierSubcurve(x1: 0.5, y1: 0, x2: 0.5, y2: 1, from: 0.5, to: 0.5) == nil, "an empty piece")
    #expect(BezierSubcurve(x1: 0.5, y1: 0, x2: 0.5, y2: 0, from: 0.4, to: 0.6) != nil)
    #expect(BezierSubcurve(x1: 1, y1: 0, x2: 1, y2: 0, from: 0, to: 1e-9) == nil, "a piece that does not move")
  }
}
