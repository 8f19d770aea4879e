import Foundation
import MorphLayout
import MorphTimeline
@testable import MorphTransition
import Testing

@Suite struct TimingCurveTests {
  @Test func linearAndDiscrete() {
    #expect(TimingCurve.linear.progress(at: 0.25, duration: 1) == 0.25)
    #expect(TimingCurve.discrete.progress(at: 0.99, duration: 1) == 0)
    #expect(TimingCurve.discrete.progress(at: 1, duration: 1) == 1)
    #expect(TimingCurve.linear.progress(at: 1.5, duration: 1) == 1, "fractions are clamped")
  }

  /// Reference values from solving x(s) = t by bisection in double precision (the same values
  /// headless Chromium gives for SMIL splines and CSS cubic-bezier()).
  @Test(arguments: [
    (TimingCurve.easeIn, 0.5, 0.315357), (TimingCurve.easeIn, 0.7, 0.554814),
    (TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), 0.5, 0.802403),
    (TimingCurve.easeInOut, 0.5, 0.5), (TimingCurve.easeOut, 0.5, 0.684643),
  ])
  func cubicBezierMatchesBrowsers(curve: TimingCurve, fraction: Double, expected: Double) {
    #expect(abs(curve.progress(at: fraction, duration: 1) - expected) < 1e-5)
  }

  @Test func namedCurvesAreUIKits() {
    #expect(TimingCurve(.easeInOut) == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve(.easeIn) == .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    #expect(TimingCurve(.easeOut) == .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve(.linear) == .linear)
    #expect(AnimationOptions.curveEaseIn.curve == .easeIn && AnimationOptions([]).curve == .easeInOut)
    #expect(AnimationOptions([.curveLinear, .beginFromCurrentState]).curve == .linear)
  }
}

@Suite struct SpringTests {
  @Test func anUnderdampedSpringOvershootsAndSettles() {
    let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { spring.progress(atTime: $0) }
    #expect(samples.first == 0 && samples.last == 1)
    #expect(samples.max()! > 1.1, "a damping ratio of 0.5 overshoots by about 16 %")
    #expect(abs(spring.progress(atTime: 0.95) - 1) < 0.002, "settled to 0.1 % by the end")
  }

  @Test func aCriticallyDampedSpringNeverOvershoots() {
    let spring = Spring(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
    let samples = stride(from: 0.0, through: 0.5, by: 0.005).map { spring.progress(atTime: $0) }
    #expect(samples.allSatisfy { $0 <= 1 + 1e-12 })
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic")
  }

  @Test func initialVelocityLeadsAnOverdampedSpring() {
    let still = Spring(dampingRatio: 2, initialVelocity: 0, duration: 1)
    let pushed = Spring(dampingRatio: 2, initialVelocity: 5, duration: 1)
    #expect(pushed.progress(atTime: 0.05) > still.progress(atTime: 0.05))
  }

  @Test func springCurvesUseTheSegmentDuration() {
    let curve = TimingCurve.spring(Spring(dampingRatio: 0.7, initialVelocity: 0, duration: 2))
    #expect(
      curve.progress(at: 0.5, duration: 2)
        == Spring(dampingRatio: 0.7, initialVelocity: 0, duration: 2).progress(atTime: 1))
  }
}
