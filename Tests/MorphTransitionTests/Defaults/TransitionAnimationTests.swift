import Foundation
import MorphTimeline
import MorphTransition
import Testing

/// The values the presets are built from.
@Suite struct TransitionAnimationTests {
  @Test func namedCurvesAndDefaults() {
    #expect(TransitionAnimation.default == TransitionAnimation(duration: 0.35, curve: .easeInOut))
    #expect(TransitionAnimation.easeIn().curve == .easeIn && TransitionAnimation.easeOut(duration: 1).duration == 1)
    #expect(TransitionAnimation.linear().curve == .linear)
    #expect(
      TransitionAnimation.spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 1).curve
        == .spring(Spring(dampingRatio: 0.6, initialVelocity: 1, duration: 0.4)))
    #expect(TransitionAnimation.easeInOut().delay(0.2).delay == 0.2)
  }

  @Test func transitionsCompareByTheirEffects() {
    #expect(SubnodeTransition.slide == .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
    #expect(SubnodeTransition.opacity != .scale)
    #expect(SubnodeTransition.identity.combined(with: .opacity) == .opacity)
  }
}
