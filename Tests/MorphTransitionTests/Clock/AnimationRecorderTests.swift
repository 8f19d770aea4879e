import Foundation
import MorphLayout
import MorphTimeline
@testable import MorphTransition
import Testing
import _MorphTestSupport

@MainActor
@Suite struct AnimationRecorderTests {
  private let node = DisplayNode(name: "box")
  private let recorder = AnimationRecorder()

  init() {
    node.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    recorder.track(node)
  }

  private func track(_ property: AnimatableProperty) -> PropertyTrack {
    recorder.recordedNodes.first { $0.node === node }!.tracks.first { $0.property == property }!
  }

  private func alpha(at time: Double) -> CGFloat {
    guard case .number(let value) = track(.alpha).value(at: time) else { return .nan }
    return value
  }

  @Test func writesOutsideAnimationsApplyAtTheCurrentTime() {
    recorder.run { node.alpha = 0.5 }
    #expect(
      track(.alpha).segments == [
        TrackSegment(start: 0, duration: 0, from: .number(1), to: .number(0.5), curve: .linear)
      ])
  }

  @Test func anAnimationMovesFromTheCurrentValueWithUIKitsDefaultCurve() {
    recorder.run {
      node.alpha = 0
      recorder.animate(withDuration: 0.4, animations: { node.alpha = 1 })
    }
    #expect(alpha(at: 0) == 0)
    #expect(abs(alpha(at: 0.2) - 0.5) < 1e-9, "ease-in-out is symmetric")
    #expect(alpha(at: 0.4) == 1)
    #expect(recorder.endTime == 0.4)
    #expect(node.alpha == 1, "the model value changes at once, as in UIKit")
  }

  @Test func aDelayHoldsTheOldValue() {
    recorder.run {
      recorder.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { node.alpha = 0 })
    }
    #expect(alpha(at: 0.4) == 1)
    #expect(alpha(at: 1) == 0.5)
    #expect(recorder.endTime == 1.5)
  }

  @Test func completionsRunAtTheEndAndMayChainAnimations() {
    var log: [String] = []
    recorder.run {
      recorder.animate(
        withDuration: 0.3, options: .curveLinear, animations: { node.alpha = 0 },
        completion: { finished in
          log.append("first \(finished) at \(recorder.now)")
          recorder.animate(
            withDuration: 0.2, options: .curveLinear, animations: { node.alpha = 1 },
            completion: { _ in
              log.append("second at \(recorder.now)")
            })
        })
    }
    #expect(log.isEmpty, "nothing runs before the clock does")
    recorder.runUntilIdle()
    #expect(log == ["first true at 0.3", "second at 0.5"])
    #expect(abs(alpha(at: 0.4) - 0.5) < 1e-9)
    #expect(recorder.endTime == 0.5)
  }

  @Test func nestedAnimationsKeepTheirOwnTiming() {
    recorder.run {
      recorder.animate(
        withDuration: 1, options: .curveLinear,
        animations: {
          node.alpha = 0
          recorder.animate(
            withDuration: 0.5, delay: 0.5, options: .curveLinear,
            animations: {
              node.frame.origin.x = 100
            })
        })
    }
    #expect(track(.alpha).segments.map { [$0.start, $0.duration] } == [[0, 1]])
    #expect(track(.frame).segments.map { [$0.start, $0.duration] } == [[0.5, 0.5]])
  }

  @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
    recorder.run {
      recorder.animate(
        withDuration: 1,
        animations: {
          recorder.performWithoutAnimation { node.cornerRadius = 8 }
          node.alpha = 0
        })
    }
    #expect(track(.cornerRadius).segments.map(\.duration) == [0])
    #expect(track(.alpha).segments.map(\.duration) == [1])
  }

  @Test func keyframesMoveOverTheirShareOfTheDuration() {
    recorder.run {
      recorder.animateKeyframes(
        withDuration: 2, delay: 1,
        animations: {
          recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { node.alpha = 0.5 }
          recorder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { node.alpha = 0 }
        })
    }
    #expect(alpha(at: 1.25) == 0.75)
    #expect(alpha(at: 1.75) == 0.5)
    #expect(alpha(at: 2.5) == 0.25)
    #expect(recorder.endTime == 3)
  }

  @Test func discreteKeyframesJumpWhenTheyEnd() {
    recorder.run {
      recorder.animateKeyframes(
        withDuration: 1, options: .calculationModeDiscrete,
        animations: {
          recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { node.alpha = 0 }
        })
    }
    #expect(alpha(at: 0.49) == 1)
    #expect(alpha(at: 0.5) == 0)
  }

  /// Keyframes to 0.8 over the first tenth, back to 0.6 over the rest: paced, the three distances
  /// 0.2, 0.2 (and the rest of the path) share the duration by length, not by the keyframes' times.
  @Test func pacedKeyframesMoveAtOneSpeedWhateverTheirTimes() {
    recorder.run {
      recorder.animateKeyframes(
        withDuration: 1, options: .calculationModePaced,
        animations: {
          recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { node.alpha = 0.8 }
          recorder.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { node.alpha = 0.6 }
          recorder.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { node.alpha = 0 }
        })
    }
    // Distances 0.2, 0.2 and 0.6 of 1: the keyframes end at 0.2, 0.4 and 1.
    #expect(abs(alpha(at: 0.1) - 0.9) < 1e-9)
    #expect(abs(alpha(at: 0.2) - 0.8) < 1e-9)
    #expect(abs(alpha(at: 0.4) - 0.6) < 1e-9)
    #expect(abs(alpha(at: 0.7) - 0.3) < 1e-9)
    #expect(alpha(at: 1) == 0)
    // The same keyframes, linear, follow their times.
    #expect(track(.alpha).segments.count == 3)
  }

  /// A cubic path passes each keyframe's value at its time, overshoots none of the straight path's
  /// corners into a sharp turn (its speed is continuous at each keyframe), and ends where the last
  /// keyframe does.
  @Test func cubicKeyframesFollowASmoothCurveThroughTheirValues() {
    recorder.run {
      recorder.animateKeyframes(
        withDuration: 1, options: .calculationModeCubic,
        animations: {
          recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { node.alpha = 0 }
          recorder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { node.alpha = 1 }
        })
    }
    #expect(alpha(at: 0) == 1)
    #expect(abs(alpha(at: 0.5)) < 1e-9)
    #expect(alpha(at: 1) == 1)
    // A straight path would reach 0.5 at 0.25; the curve, leaving with the speed of the first chord
    // and arriving at 0.5 with none, is past it by then.
    #expect(alpha(at: 0.25) < 0.45)
    // Smooth at the keyframe: the speed just before 0.5 matches the speed just after (both ≈ 0 here).
    let before = (alpha(at: 0.5) - alpha(at: 0.49)) / 0.01
    let after = (alpha(at: 0.51) - alpha(at: 0.5)) / 0.01
    #expect(abs(before - after) < 0.5, "\(before) before, \(after) after")
    #expect(track(.alpha).segments.count == 2 * KeyframePath.piecesPerKeyframe)
  }

  @Test func cubicPacedKeyframesFollowTheCurveAtPacedTimes() {
    recorder.run {
      recorder.animateKeyframes(
        withDuration: 1, options: .calculationModeCubicPaced,
        animations: {
          recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { node.alpha = 0.75 }
          recorder.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { node.alpha = 0 }
        })
    }
    // Distances 0.25 and 0.75: the first keyframe's value is passed at 0.25, not at 0.9.
    #expect(abs(alpha(at: 0.25) - 0.75) < 1e-9)
    #expect(alpha(at: 1) == 0)
  }

  @Test func springsAreKeptAsSprings() {
    recorder.run {
      recorder.animate(
        withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
        animations: {
          node.frame.origin.y = 200
        })
    }
    #expect(
      track(.frame).segments.map(\.curve) == [.spring(Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 0.6))])
  }

  @Test func aNewAnimationTakesOverFromTheCurrentValue() {
    recorder.run {
      recorder.animate(withDuration: 1, options: .curveLinear, animations: { node.alpha = 0 }, completion: nil)
    }
    recorder.schedule(at: 0.5) {
      recorder.animate(withDuration: 0.5, options: .curveLinear, animations: { node.alpha = 1 })
    }
    recorder.runUntilIdle()
    let second = track(.alpha).segments[1]
    #expect(second.from == .number(0.5) && second.start == 0.5)
    #expect(alpha(at: 0.75) == 0.75)
  }

  @Test func untrackedNodesAreNotRecorded() {
    let other = DisplayNode(name: "other")
    recorder.run { other.alpha = 0 }
    #expect(!recorder.isTracking(other))
    #expect(recorder.recordedNodes.count == 1)
  }

  @Test func currentIsSetOnlyWhileRunning() {
    #expect(AnimationRecorder.current == nil)
    var inside: AnimationRecorder?
    recorder.run { inside = AnimationRecorder.current }
    #expect(inside === recorder)
    #expect(AnimationRecorder.current == nil)
  }
}
