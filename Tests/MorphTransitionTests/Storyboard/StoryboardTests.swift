import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@MainActor
@Suite struct StoryboardTests {
  @Test func signupGoesToAgeAndBackInOneTimeline() async throws {
    let signup = SignupNode()
    let timeline = try await TransitionPlanner().storyboard(
      signup, sizeRange: exactly(320, 180),
      steps: [
        .transition("age") { signup.field = .age },
        .transition("name", after: 0.5) { signup.field = .name },
      ])
    #expect(timeline.markers == [TimelineMarker(time: 0, label: "age"), TimelineMarker(time: 0.9, label: "name")])
    #expect(timeline.duration == 1.3)
    // Age slides in from x 215 to 15 while name slides out from 15 to −185; ease-in-out is halfway at
    // half time.
    #expect(close(timeline.frame("age", at: 0.2), rect(115, 15, 200, 30)))
    #expect(close(timeline.alpha("age", at: 0.2), 0.5))
    #expect(close(timeline.frame("name", at: 0.2), rect(-85, 15, 200, 30)))
    #expect(timeline.children(of: "signup", at: 0.2) == ["age", "name", "button"], "Texture inserts age at index 0")
    #expect(timeline.children(of: "signup", at: 0.4) == ["age", "button"])
    #expect(timeline.children(of: "signup", at: 0.6) == ["age", "button"], "the pause")
    #expect(close(timeline.frame("name", at: 1.1), rect(115, 15, 200, 30)))
    #expect(close(timeline.frame("age", at: 1.1), rect(-85, 15, 200, 30)))
    #expect(timeline.children(of: "signup", at: 1.3) == ["name", "button"])
    #expect(timeline.frame("name", at: 1.3) == rect(15, 15, 200, 30) && timeline.alpha("name", at: 1.3) == 1)
    #expect(timeline.transitions.map(\.start) == [0, 0.9])
    #expect(timeline.transitions.map(\.inserted) == [["age"], ["name"]])
  }

  @Test func portraitToLandscapeAndBack() async throws {
    let items = Items()
    let e = IntrinsicNode("E", 10, 20)
    e.style.flexGrow = 1
    let screen = RowNode("screen", items: [items.a, e])
    let portrait = exactly(320, 568)
    let timeline = try await TransitionPlanner(defaultAnimation: .morph(animation: .linear(duration: 1)))
      .storyboard(
        screen, sizeRange: portrait,
        steps: [
          .resize("landscape", to: exactly(568, 320)),
          .resize("portrait", to: portrait, after: 0.5),
        ])
    #expect(timeline.markers.map(\.time) == [0, 1.5])
    #expect(timeline.frame("screen", at: 0) == rect(0, 0, 320, 568))
    #expect(timeline.frame("screen", at: 0.5) == rect(0, 0, 444, 444))
    #expect(timeline.frame("E", at: 0.5) == rect(50, 0, 394, 20))
    #expect(timeline.frame("screen", at: 1.25) == rect(0, 0, 568, 320))
    #expect(timeline.frame("E", at: 1.25) == rect(50, 0, 518, 20))
    #expect(timeline.frame("screen", at: 2) == rect(0, 0, 444, 444))
    #expect(timeline.frame("screen", at: 2.5) == rect(0, 0, 320, 568))
    #expect(screen.constrainedSizeForCalculatedLayout == portrait)
  }

  @Test func aStepStartsWhenEverythingThePreviousOneStartedHasFinished() async throws {
    let items = Items()
    let row = RowNode("row", items: [items.a])
    row.animation = { _, context in
      context.animate(withDuration: 0.3, animations: {}) { _ in
        context.animate(withDuration: 0.2, animations: {}) { context.completeTransition($0) }
      }
    }
    let timeline = try await TransitionPlanner().storyboard(
      row, sizeRange: rowRange,
      steps: [
        .transition("B") { row.items = [items.b] },
        .transition("C", animated: false, shouldMeasureAsync: true) { row.items = [items.c] },
        .pause(1, label: "hold"),
      ])
    #expect(timeline.markers.map(\.time) == [0, 0.5, 1])
    #expect(timeline.markers.map(\.label) == ["B", "C", "hold"])
    #expect(timeline.duration == 2)
    #expect(timeline.children(of: "row", at: 1.5) == ["C"])
  }

  @Test func aStepMayTransitionAnyDescendant() async throws {
    let items = Items()
    let inner = RowNode("inner", items: [items.c])
    let row = RowNode("row", items: [items.a, inner])
    let timeline = try await TransitionPlanner(defaultAnimation: .texture).storyboard(
      row, sizeRange: rowRange,
      steps: [
        StoryboardStep("inner") { _ in
          inner.items = [items.d]
          inner.transitionLayout(withAnimation: true)
        }
      ])
    #expect(timeline.children(of: "inner", at: 0.1) == ["D", "C"])
    #expect(timeline.children(of: "inner", at: 0.2) == ["D"])
    #expect(timeline.transitions.map(\.nodeID) == ["inner"])
  }

  @Test func anUnfinishedStepFailsTheStoryboardWhenAskedTo() async {
    let items = Items()
    let row = RowNode("row", items: [items.a])
    row.animation = { _, _ in }
    let planner = TransitionPlanner()
    planner.failsOnUnfinishedTransitions = true
    await #expect(throws: TransitionError.unfinished(node: "<display row>", removedSubnodes: ["<display A>"])) {
      try await planner.storyboard(
        row, sizeRange: rowRange,
        steps: [
          .transition("B") { row.items = [items.b] }
        ])
    }
  }

  /// A step whose transition never completes is reported when the next step starts (nothing is left to
  /// run), once, and the storyboard goes on: the next transition of the node finishes it early.
  @Test func anUnfinishedStepIsReportedAndTheStoryboardGoesOn() async throws {
    let items = Items()
    let row = RowNode("row", items: [items.a])
    var completes = false
    row.animation = { _, context in if completes { context.completeTransition(true) } }
    let planner = TransitionPlanner()
    let timeline = try await planner.storyboard(
      row, sizeRange: rowRange,
      steps: [
        .transition("B") { row.items = [items.b] },
        .transition("C") {
          completes = true
          row.items = [items.c]
        },
      ])
    #expect(timeline.diagnostics.map(\.node) == ["<display row>"])
    #expect(timeline.diagnostics.first?.message.contains("(removed subnodes: <display A>)") == true)
    #expect(timeline.transitions.map(\.completion) == [0, 0])
    #expect(timeline.children(of: "row", at: timeline.duration) == ["C"])
  }
}
