import Foundation
import MorphLayout
import MorphTimeline
@testable import MorphTransition
import Testing
import _MorphTestSupport

@MainActor
@Suite struct TimelineTests {
  /// A root with subnodes A and B, recorded while B is replaced by C and A slides.
  private func recordReplacement() -> Timeline {
    let root = DisplayNode(name: "root")
    let a = DisplayNode(name: "A")
    let b = DisplayNode(name: "B")
    let c = TextNode("Hi", attributes: TextAttributes(font: Font(size: 10)), measurer: AhemTextMeasurer())
    c.name = "C"
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.addSubnode(a)
    root.addSubnode(b)
    a.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    b.frame = CGRect(x: 50, y: 10, width: 20, height: 20)
    c.frame = CGRect(x: 50, y: 50, width: 30, height: 10)
    let recorder = AnimationRecorder()
    recorder.recordHierarchy(under: root)
    recorder.track(c)
    root.addSubnode(c)
    recorder.recordHierarchy(under: root)
    recorder.run {
      recorder.animate(
        withDuration: 1, options: .curveLinear,
        animations: {
          a.frame.origin.x = 110
          b.alpha = 0
        },
        completion: { _ in
          b.removeFromSupernode()
          recorder.recordHierarchy(under: root)
        })
    }
    recorder.runUntilIdle()
    return TimelineBuilder(recorder: recorder, root: root).build()
  }

  @Test func elementsComeParentFirstInHierarchyOrder() {
    let timeline = recordReplacement()
    #expect(timeline.rootID == "root")
    #expect(timeline.elements.map(\.id) == ["root", "A", "B", "C"])
    #expect(timeline.duration == 1)
  }

  @Test func presenceFollowsTheRecordedHierarchy() {
    let timeline = recordReplacement()
    #expect(timeline.element(id: "B")!.presence == [Presence(start: 0, end: 1, parentID: "root", index: 1)])
    #expect(
      timeline.element(id: "C")!.presence == [
        Presence(start: 0, end: 1, parentID: "root", index: 2),
        Presence(start: 1, end: nil, parentID: "root", index: 1),
      ])
    #expect(timeline.sample(at: 0.99).state(of: "B")!.isPresent)
    #expect(!timeline.sample(at: 1).state(of: "B")!.isPresent)
  }

  @Test func samplingGivesFramesOpacityAndAbsoluteFrames() {
    let sample = recordReplacement().sample(at: 0.5)
    #expect(sample.state(of: "A")!.frame == CGRect(x: 60, y: 10, width: 20, height: 20))
    #expect(sample.state(of: "A")!.absoluteFrame == CGRect(x: 60, y: 10, width: 20, height: 20))
    #expect(sample.state(of: "B")!.alpha == 0.5)
    #expect(sample.state(of: "C")!.alpha == 1)
  }

  @Test func samplingIsClampedToTheTimelineAndLabelledWithTheTimeAsked() {
    let timeline = recordReplacement()
    #expect(timeline.sample(at: -1).elements == timeline.sample(at: 0).elements)
    #expect(timeline.sample(at: 5).elements == timeline.sample(at: 1).elements)
    #expect(timeline.sample(at: -1).time == -1)
    #expect(timeline.sample(at: 5).time == 5)
  }

  @Test func textElementsCarryTheirLines() {
    guard case .text(let content) = recordReplacement().element(id: "C")!.content else {
      Issue.record("C is not a text element")
      return
    }
    #expect(content.text == "Hi" && content.layout.lines.map(\.text) == ["Hi"])
  }
}

@MainActor
@Suite struct TimelineTableTests {
  @Test func listsEveryElementAtEveryTime() {
    let root = DisplayNode(name: "root")
    let box = DisplayNode(name: "box")
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.addSubnode(box)
    box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let recorder = AnimationRecorder()
    recorder.recordHierarchy(under: root)
    recorder.run {
      recorder.animate(
        withDuration: 1, options: .curveLinear,
        animations: {
          box.frame.origin.x = 50
          box.alpha = 0.5
        })
    }
    recorder.runUntilIdle()
    let summary = TimelineBuilder.TransitionSummary(
      node: root, start: 0, completion: 1, isAnimated: true, inserted: [box], removed: [], moved: [],
      initialFrames: [], finalFrames: [])
    let table = TimelineBuilder(recorder: recorder, root: root).build(transitions: [summary]).sampleTable(at: [0, 0.5])
    #expect(
      table == """
        transition root 0–1
          inserted: box
          removed:  none
          moved:    none

        t = 0
          element         x         y     width    height     alpha
          root            0         0       100       100         1
          box             0         0        10        10         1

        t = 0.5
          element         x         y     width    height     alpha
          root            0         0       100       100         1
          box            25         0        10        10      0.75

        """)
  }
}

@MainActor
@Suite struct TimelineProvenanceTests {
  @Test func elementsNameTheSpecPathThatPlacedThem() async throws {
    let root = DisplayNode(name: "root")
    let a = IntrinsicNode("a", 10, 10)
    let b = IntrinsicNode("b", 10, 10)
    var showsB = false
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in
      InsetLayoutSpec(insets: EdgeInsets(all: 5), child: StackLayoutSpec(children: showsB ? [a, b] : [a]))
    }
    let timeline = try await TransitionPlanner(context: LayoutContext(scale: 2)).transition(
      root, sizeRange: exactly(100, 50)
    ) {
      _ in showsB = true
    }
    #expect(timeline.element(id: "root")?.specPath == nil)
    #expect(timeline.element(id: "a")?.specPath == "inset/stack[0]")
    #expect(timeline.element(id: "b")?.specPath == "inset/stack[1]")
  }
}
