import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphScene

/// Presets map onto Morph's default transitions, planned through scenes: the row scene's `ab` → `bc`
/// removes a, moves b from x = 50 to 0 and inserts c at (60, 0, 70, 100).
@MainActor
@Suite struct ScenePresetTests {
  func plan(_ animation: String) async throws -> Timeline {
    try await TransitionScenes.plan(
      TransitionScenes.row("  go:\n    from: ab\n    to: bc\n    animation: \(animation)\n"))
  }

  func preset(_ animation: String) throws -> ScenePreset? {
    let document = try TransitionScenes.document(
      TransitionScenes.row("  go:\n    from: ab\n    to: bc\n    animation: \(animation)\n"))
    guard case .preset(let preset) = document.transitions.first?.animation else { return nil }
    return preset
  }

  @Test func presetsDecodeToDefaultTransitions() throws {
    #expect(try preset("default") == .morph(.morph))
    #expect(try preset("texture") == .texture(duration: 0.2, delay: 0, curve: .easeInOut))
    #expect(try preset("identity") == .morph(.morph(transition: .identity)))
    #expect(try preset("opacity") == .morph(.morph(transition: .opacity)))
    #expect(try preset("scale") == .morph(.morph(transition: .scale)))
    #expect(try preset("slide") == .morph(.morph(transition: .slide)))
    #expect(try preset("{ effect: { move: top } }") == .morph(.morph(transition: .move(edge: .top))))
    #expect(try preset("{ effect: { scale: 0.5 } }") == .morph(.morph(transition: .scale(scale: 0.5))))
    #expect(try preset("{ effect: { offset: [0, 20] } }") == .morph(.morph(transition: .offset(x: 0, y: 20))))
    #expect(
      try preset("{ effect: { asymmetric: { insertion: { move: leading }, removal: scale } } }")
        == .morph(.morph(transition: .asymmetric(insertion: .move(edge: .leading), removal: .scale))))
    #expect(
      try preset("{ effect: [opacity, { scale: 0.5 }] }")
        == .morph(.morph(transition: SubnodeTransition.opacity.combined(with: .scale(scale: 0.5)))))
    #expect(
      try preset("{ duration: 0.3, delay: 0.1, curve: easeOut, stagger: 0.05 }")
        == .morph(.morph(animation: .easeOut(duration: 0.3).delay(0.1), transition: .opacity, stagger: 0.05)))
    #expect(
      try preset("{ preset: texture, duration: 0.5, curve: linear }")
        == .texture(duration: 0.5, delay: 0, curve: .linear))
  }

  @Test func texturesDefault() async throws {
    let timeline = try await plan("texture")
    #expect(timeline.duration == 0.2)
    // The removed node fades out; the inserted one jumps to its final frame and fades in.
    #expect(timeline.alpha("a", at: 0.1) == 0.5)
    #expect(timeline.frame("c", at: 0) == CGRect(x: 60, y: 0, width: 70, height: 100))
    #expect(timeline.alpha("c", at: 0) == 0)
    #expect(timeline.frame("b", at: 0.1)?.minX == 25)
  }

  @Test func texturesDefaultTakesTheRootsTiming() async throws {
    let timeline = try await plan("{ preset: texture, duration: 0.5, delay: 0.1, curve: linear }")
    #expect(timeline.duration == 0.6)
    #expect(timeline.alpha("a", at: 0.35) == 0.5)
  }

  @Test func morphsDefault() async throws {
    let timeline = try await plan("default")
    #expect(timeline.duration == 0.2)
    #expect(timeline.alpha("c", at: 0) == 0)
    #expect(timeline.alpha("c", at: 0.2) == 1)
    #expect(timeline.frame("b", at: 0.1)?.minX == 25)
    #expect(timeline.state("a", at: 0.2)?.isPresent == false)
  }

  @Test func effects() async throws {
    #expect(try await plan("scale").state("c", at: 0)?.transform.scaleX == 0)
    // Just outside the trailing edge: 300 − 60.
    #expect(try await plan("{ effect: { move: trailing } }").state("c", at: 0)?.transform.translationX == 240)
    let asymmetric = try await plan("{ effect: { asymmetric: { insertion: { move: leading }, removal: scale } } }")
    #expect(asymmetric.state("c", at: 0)?.transform.translationX == -130)
    #expect(asymmetric.state("a", at: 0.1)?.transform.scaleX == 0.5)
    let combined = try await plan("{ effect: [opacity, { scale: 0.5 }] }")
    #expect(combined.state("c", at: 0)?.alpha == 0)
    #expect(combined.state("c", at: 0)?.transform.scaleX == 0.5)
    #expect(try await plan("{ effect: { offset: [0, 20] } }").state("c", at: 0)?.transform.translationY == 20)
  }

  @Test func stagger() async throws {
    let timeline = try await plan("{ duration: 0.2, curve: linear, stagger: 0.1 }")
    // b moves first, c (after b in the new layout) starts 0.1 s later.
    #expect(close(timeline.duration, 0.3))
    #expect(timeline.frame("b", at: 0.1)?.minX == 25)
    #expect(timeline.alpha("c", at: 0.1) == 0)
    #expect(timeline.alpha("c", at: 0.2) == 0.5)
  }

  @Test func withoutAnimationEveryPresetJumps() async throws {
    let text = TransitionScenes.row("  go: { from: ab, to: bc, animated: false, animation: texture }\n")
    let timeline = try await TransitionScenes.plan(text)
    #expect(timeline.duration == 0)
    #expect(timeline.frame("c", at: 0) == CGRect(x: 60, y: 0, width: 70, height: 100))
  }

  @Test func aSizeTransitionResizesTheRoot() async throws {
    let text = TransitionScenes.row("  wide: { size: [400, 120] }\n")
    let timeline = try await TransitionScenes.plan(text)
    #expect(timeline.frame("root", at: 0) == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(timeline.frame("root", at: 0.2) == CGRect(x: 0, y: 0, width: 400, height: 120))
    #expect(timeline.frame("b", at: 0.2) == CGRect(x: 50, y: 0, width: 60, height: 120))
    #expect(timeline.transitions.map(\.isAnimated) == [true])
  }
}
