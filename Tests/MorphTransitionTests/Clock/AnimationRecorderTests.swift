import Foundation
import MorphLayout
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
    #expect(track(.alpha).segments == [
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
      recorder.animate(withDuration: 0.3, options: .curveLinear, animations: { node.alpha = 0 }, completion: { finished in
        log.append("first \(finished) at \(recorder.now)")
        recorder.animate(withDuration: 0.2, options: .curveLinear, animations: { node.alpha = 1 }, completion: { _ in
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
      recorder.animate(withDuration: 1, options: .curveLinear, animations: {
        node.alpha = 0
        recorder.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: {
          node.frame.origin.x = 100
        })
      })
    }
    #expect(track(.alpha).segments.map { [$0.start, $0.duration] } == [[0, 1]])
    #expect(track(.frame).segments.map { [$0.start, $0.duration] } == [[0.5, 0.5]])
  }

  @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
    recorder.run {
      recorder.animate(withDuration: 1, animations: {
        recorder.performWithoutAnimation { node.cornerRadius = 8 }
        node.alpha = 0
      })
    }
    #expect(track(.cornerRadius).segments.map(\.duration) == [0])
    #expect(track(.alpha).segments.map(\.duration) == [1])
  }

  @Test func keyframesMoveOverTheirShareOfTheDuration() {
    recorder.run {
      recorder.animateKeyframes(withDuration: 2, delay: 1, animations: {
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
      recorder.animateKeyframes(withDuration: 1, options: .calculationModeDiscrete, animations: {
        recorder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { node.alpha = 0 }
      })
    }
    #expect(alpha(at: 0.49) == 1)
    #expect(alpha(at: 0.5) == 0)
  }

  @Test func springsAreKeptAsSprings() {
    recorder.run {
      recorder.animate(withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, animations: {
        node.frame.origin.y = 200
      })
    }
    #expect(track(.frame).segments.map(\.curve) == [.spring(Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 0.6))])
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
