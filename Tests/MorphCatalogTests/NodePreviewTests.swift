import Foundation
import MorphCatalog
import MorphLayout
import MorphPlanning
import MorphScene
import MorphTransition
import Testing
import _MorphTestSupport

/// Swift previews planned as scene documents are: transitions from their set-up state, storyboards
/// with markers, size changes, and located errors.
@Suite struct NodePreviewTests {
  static let catalog = NodeCatalog {
    SwitchingRowNode.preview(widen: true, pause: 0.5)
    NodePreview("still", sizeRange: SizeRange(min: .zero, max: CGSize(width: 100, height: 100))) {
      IntrinsicNode("box", 30, 30)
    }
  }

  static var row: NodePreview { catalog.preview(named: "row")! }

  /// The transition is what a planner records for the same node and change.
  @Test func aTransitionRecordsWhatAPlannerRecords() async throws {
    let planned = try await Self.row.timeline(forTransition: "grow")
    let node = SwitchingRowNode()
    let direct = try await TransitionPlanner(context: LayoutContext(scale: 2)).record(node, sizeRange: exactly(200, 50))
    {
      node.showsB = true
      node.transitionLayout(withAnimation: true)
    }
    #expect(planned.timeline == direct)
    #expect(planned.sceneName == "A row")
    #expect(planned.transition == "grow")
    #expect(planned.timeline.transitions.map(\.inserted) == [["b"]])
  }

  /// Without a name the first transition is planned; `from:` puts the fresh node in its starting state.
  @Test func theFirstTransitionAndTheSetUpState() async throws {
    #expect(try await Self.row.timeline().transition == "grow")
    let shrink = try await Self.row.timeline(forTransition: "shrink").timeline
    #expect(shrink.transitions.map(\.removed) == [["b"]])
    #expect(shrink.sample(at: 0).state(of: "b")?.isPresent == true)
  }

  /// The storyboard runs its steps on one node, with a marker each, the pause between them.
  @Test func theStoryboardRunsItsStepsOnOneNode() async throws {
    let planned = try await Self.row.storyboardTimeline()
    #expect(planned.transition == nil)
    #expect(planned.timeline.markers.map(\.label) == ["grow", "pause", "shrink"])
    #expect(planned.timeline.transitions.map(\.inserted) == [["b"], []])
    #expect(planned.timeline.transitions.map(\.removed) == [[], ["b"]])
    let grow = try await Self.row.timeline(forTransition: "grow").timeline
    #expect(planned.timeline.markers[2].time == grow.duration + 0.5)
  }

  /// A size change and a device rotation transition the node to a new size range.
  @Test func sizeChanges() async throws {
    let widen = try await Self.row.timeline(forTransition: "widen").timeline
    #expect(widen.sample(at: widen.duration).state(of: "row")?.frame.width == 300)
    let rotation = try await Self.row.plan(
      .sizeChange(from: exactly(200, 50), to: exactly(50, 200)), options: Self.options()
    ).timeline
    #expect(
      rotation.timeline.sample(at: rotation.timeline.duration).state(of: "row")?.frame.size
        == CGSize(width: 50, height: 200))
  }

  /// `--scale` snaps to another screen's pixels.
  @Test func anotherScale() async throws {
    let preview = NodePreview("thirds", size: CGSize(width: 100, height: 100), scale: 3) {
      let root = DisplayNode()
      let box = IntrinsicNode("box", 10.1, 10.1)
      root.automaticallyManagesSubnodes = true
      root.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [box]) }
      return root
    } transitions: {
      Transition.resize("grow", to: exactly(120, 100))
    }
    let atThree = try await preview.timeline().timeline.sample(at: 0).state(of: "box")?.frame.width
    let atOne = try await preview.timeline(scale: 1).timeline.sample(at: 0).state(of: "box")?.frame.width
    #expect(atThree.map { abs($0 - 31.0 / 3) < 1e-9 } == true, "10.1 rounded up to a third of a point")
    #expect(atOne == 11)
  }

  /// A misspelt transition name is answered with the name it probably meant, as a document's is.
  @Test func aMisspeltTransitionSuggestsTheNameItMeant() async {
    await #expect {
      try await Self.row.timeline(forTransition: "grwo")
    } throws: { error in
      (error as? LocatedError)?.message
        == "unknown transition 'grwo' of the preview 'row'; expected one of: grow, shrink, widen; did you mean 'grow'?"
    }
  }

  /// Errors name the line of the Swift declaration they concern.
  @Test func errorsAreLocatedInTheSwiftSource() async throws {
    let file = #filePath
    await #expect {
      try await Self.row.timeline(forTransition: "nope")
    } throws: { error in
      let error = error as? LocatedError
      return error?.location?.file == file && error?.location?.line == 14
        && error?.message == "unknown transition 'nope' of the preview 'row'; expected one of: grow, shrink, widen"
    }
    let still = try #require(Self.catalog.preview(named: "still"))
    await #expect {
      try await still.timeline()
    } throws: { ($0 as? LocatedError)?.message.contains("declares no transitions") == true }
    await #expect {
      try await still.storyboardTimeline()
    } throws: { ($0 as? LocatedError)?.message == "the preview 'still' has no storyboard; add one to plan it" }
    let badStep = NodePreview("bad", size: CGSize(width: 10, height: 10)) {
      IntrinsicNode("box", 1, 1)
    } storyboard: {
      Step("missing")
      Pause(-1)
    }
    let line = #line - 3
    await #expect {
      try await badStep.storyboardTimeline()
    } throws: { error in
      let error = error as? LocatedError
      return error?.location?.line == line && error?.message.hasPrefix("unknown transition 'missing'") == true
    }
  }

  /// A pause must be a number of seconds from 0 to an hour.
  @Test func aPauseOutOfBoundsIsALocatedError() async throws {
    for seconds in [-1, .infinity, .nan, 3601] as [Double] {
      let preview = NodePreview("paused", size: CGSize(width: 10, height: 10)) {
        IntrinsicNode("box", 1, 1)
      } storyboard: {
        Pause(seconds)
      }
      await #expect(throws: LocatedError.self) { try await preview.storyboardTimeline() }
    }
  }

  /// A preview lays out as its node is made; its plans carry the layouts before and after each
  /// transition, which are the node's own layouts in those states.
  @Test func layoutsAsMadeAndAroundEachTransition() async throws {
    let layout = Self.row.layout()
    #expect(layout.sceneName == "A row")
    #expect(layout.size == CGSize(width: 200, height: 50))
    #expect(layout.frames.map(\.name) == ["a"])
    #expect(Self.row.layout(scale: 3).scale == 3)

    let plan = try await Self.row.plan(.transition("grow"), options: Self.options(keepsLayouts: true))
    #expect(plan.layouts.map { $0.frames.map(\.name) } == [["a"], ["a", "b"]])
    #expect(plan.layouts[1].frames.last?.frame == CGRect(x: 50, y: 0, width: 40, height: 50))
    let storyboard = try await Self.row.plan(.storyboard, options: Self.options(keepsLayouts: true))
    #expect(storyboard.layouts.map { $0.frames.map(\.name) } == [["a"], ["a", "b"], ["a"]])
    #expect(storyboard.timeline.timeline == (try await Self.row.storyboardTimeline()).timeline)
    let widen = try await Self.row.plan(
      .sizeChange(
        from: SizeRange(exactly: CGSize(width: 200, height: 50)), to: SizeRange(exactly: CGSize(width: 300, height: 50))
      ),
      options: Self.options(keepsLayouts: true))
    #expect(widen.layouts.map(\.size.width) == [200, 300])
  }

  /// Planning options; a preview's nodes measure their own text.
  static func options(keepsLayouts: Bool = false) -> PlanningOptions {
    PlanningOptions(textMeasurer: AhemTextMeasurer(), keepsLayouts: keepsLayouts)
  }
}
