import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// A recording runs where its planner is called: on the main actor, or in a task of its own, so
/// recordings of different trees run in parallel.
@Suite struct ParallelRecordingTests {
  /// The sign-up storyboard (an asynchronous measurement, then a synchronous one) recorded in eight
  /// tasks at once, off the main actor, gives the timeline it gives on the main actor.
  @Test func recordingsInTasksOfTheirOwnAgreeWithOneOnTheMainActor() async throws {
    let onMainActor = try await Self.recordOnMainActor()
    let inTasks = try await withThrowingTaskGroup(of: Timeline.self) { group in
      for _ in 0..<8 {
        group.addTask { try await Self.recordInATaskOfItsOwn() }
      }
      var timelines: [Timeline] = []
      for try await timeline in group { timelines.append(timeline) }
      return timelines
    }
    #expect(inTasks.count == 8)
    #expect(inTasks.allSatisfy { $0 == onMainActor })
    #expect(onMainActor.markers.map(\.label) == ["age", "name"])
    #expect(onMainActor.transitions.map(\.inserted) == [["age"], ["name"]])
  }

  @MainActor
  private static func recordOnMainActor() async throws -> Timeline {
    try await recordSignup()
  }

  @concurrent
  private static func recordInATaskOfItsOwn() async throws -> Timeline {
    try await recordSignup()
  }

  /// Records the storyboard where it is called.
  nonisolated(nonsending)
    private static func recordSignup() async throws -> Timeline
  {
    let signup = SignupNode()
    return try await TransitionPlanner().storyboard(
      signup, sizeRange: exactly(320, 180),
      steps: [
        .transition("age", shouldMeasureAsync: true) { signup.field = .age },
        .transition("name", after: 0.5) { signup.field = .name },
      ])
  }
}
