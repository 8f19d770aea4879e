import MorphTextureCompat
import Testing

/// Seed 001's ProgressBarNode, 375 points wide at @2x, going from a quarter to three quarters.
///
/// Layout by hand: the node is 375 × 50 (its style height) and its horizontal stack is exactly that
/// size, so the fractional flex bases resolve against 375. At 0.25 the bar's basis is 93.75, ceiled
/// to the @2x grid: 94 wide (the spacer, 281.25 → 281.5, overflows by 0.5 and nothing shrinks). At
/// 0.75 the bar is 281.25 → 281.5 wide.
///
/// The animation: the bar jumps back to its old frame at alpha 0, then one 0.5 s ease-out animation
/// (cubic-bezier(0, 0, 0.58, 1)) takes the frame to the new one and alpha to 1. Ease-out progress y
/// at time fraction x: solve x = 1.74 s² − 0.74 s³ for s, then y = 3 s² − 2 s³.
/// - x = 0.2 (t = 0.1): s ≈ 0.36926, y ≈ 0.30837 → width 94 + 187.5 y ≈ 151.82.
/// - x = 0.5 (t = 0.25): s ≈ 0.62575, y ≈ 0.68464 → width ≈ 222.37.
/// - x = 0.8 (t = 0.4): s ≈ 0.84801, y ≈ 0.93772 → width ≈ 269.82.
@MainActor
@Suite struct ProgressBarNodeTests {
  private let range = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))

  /// A bar laid out at 0.25. `setRatio` before the first layout transitions nothing: the node has no
  /// bounds yet, and Texture ignores a transition to a range without area.
  private func laidOutBar() -> ProgressBarNode {
    let bar = ProgressBarNode()
    bar.name = "bar"
    bar.progressEngageNode.name = "progress"
    bar.setRatio(0.25)
    bar.layoutAsRoot(sizeRange: range)
    return bar
  }

  private func recordedTransition(of bar: ProgressBarNode) async throws -> Timeline {
    try await TransitionPlanner().record(bar, sizeRange: range) {
      bar.setRatio(0.75)
    }
  }

  @Test func aQuarterIsA94PointBar() {
    let bar = laidOutBar()
    #expect(bar.frame.size == CGSize(width: 375, height: 50))
    #expect(bar.subnodes!.map(\.name) == ["progress"])
    #expect(bar.progressEngageNode.frame == CGRect(x: 0, y: 0, width: 94, height: 50))
    #expect(bar.backgroundColor?.color == .lightGray)
    #expect(bar.progressEngageNode.backgroundColor?.color == .red)
  }

  @Test func theBarGrowsFrom94To281AndAHalfWhileFadingInOverHalfASecond() async throws {
    let timeline = try await recordedTransition(of: laidOutBar())
    #expect(timeline.duration == 0.5)

    let start = try timeline.state("progress", at: 0)
    #expect(start.frame == CGRect(x: 0, y: 0, width: 94, height: 50))
    #expect(start.alpha == 0)

    let samples: [(time: Double, progress: Double)] = [(0.1, 0.30837), (0.25, 0.68464), (0.4, 0.93772)]
    for (time, progress) in samples {
      let state = try timeline.state("progress", at: time)
      #expect(isNear(state.frame.width, 94 + 187.5 * progress), "width at \(time) s")
      #expect(isNear(state.alpha, progress), "alpha at \(time) s")
      #expect(state.frame.origin == .zero && state.frame.height == 50)
    }

    let end = try timeline.state("progress", at: 0.5)
    #expect(end.frame == CGRect(x: 0, y: 0, width: 281.5, height: 50))
    #expect(end.alpha == 1)
  }

  @Test func theBarItselfAndItsSubnodesStayPut() async throws {
    let bar = laidOutBar()
    let timeline = try await recordedTransition(of: bar)
    for time in [0, 0.25, 0.5] {
      #expect(try timeline.state("bar", at: time).frame == CGRect(x: 0, y: 0, width: 375, height: 50))
      #expect(try timeline.state("progress", at: time).isPresent)
    }
    #expect(timeline.transitions.count == 1)
    #expect(timeline.transitions.first?.inserted == [])
    #expect(timeline.transitions.first?.removed == [])
    #expect(timeline.transitions.first?.completion == 0.5)
    #expect(bar.progressEngageNode.frame == CGRect(x: 0, y: 0, width: 281.5, height: 50))
    #expect(bar.progressEngageNode.alpha == 1)
  }

  /// (The time limit only tells a measurement that never finishes from one on a busy machine: the
  /// commit waits for the main actor, which the browser suites hold while Chromium samples a file, so
  /// on a loaded two-core machine it can come minutes late.)
  @Test(.timeLimit(.minutes(15)))
  func outsideARecordingTheAnimationEndsAsSoonAsTheTransitionCommits() async {
    let bar = laidOutBar()
    bar.setRatio(0.75)
    #expect(bar.isMeasuringLayoutTransition)
    #expect(bar.progressEngageNode.frame.width == 94)
    while bar.isMeasuringLayoutTransition {
      await Task.yield()
    }
    #expect(bar.progressEngageNode.frame == CGRect(x: 0, y: 0, width: 281.5, height: 50))
    #expect(bar.progressEngageNode.alpha == 1)
  }
}
