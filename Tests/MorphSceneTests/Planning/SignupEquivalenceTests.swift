import Foundation
import MorphLayout
import MorphPlanning
import MorphScene
import MorphText
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// The signup form's transitions as a scene script (`examples/signup-form.yaml`) record exactly what
/// the Swift SignupNode of the guide records: the same timeline value, and the same frame table byte
/// for byte.
@MainActor
@Suite struct SignupEquivalenceTests {
  let measurer: FreeTypeTextMeasurer
  let document: SceneDocument

  init() throws {
    measurer = try FreeTypeTextMeasurer()
    document = try SceneDecoder.decode(
      contentsOfFile: TestFiles.examples.appendingPathComponent("signup-form.yaml").path)
  }

  /// Every 0.05 s of the 0.4 s animation, and the default `morph timeline` times.
  static let times = (0...8).map { Double($0) / 20 }

  /// The Swift node's timeline: laid out in `from`, then changed to `to` and transitioned.
  func swiftTimeline(from: SignupNode.Field, to: SignupNode.Field) async throws -> Timeline {
    let node = SignupNode(measurer: measurer)
    node.field = from
    let planner = TransitionPlanner(context: LayoutContext(scale: 2))
    return try await planner.record(node, sizeRange: SizeRange(exactly: CGSize(width: 375, height: 200))) {
      node.field = to
      node.transitionLayout(withAnimation: true)
    }
  }

  func sceneTimeline(_ name: String) async throws -> PlannedTimeline {
    try await ScenePlanner(document: document, textMeasurer: measurer).timeline(forTransition: name)
  }

  @Test func nameToAgeMatchesTheSwiftNode() async throws {
    let scene = try await sceneTimeline("nameToAge")
    let swift = try await swiftTimeline(from: .name, to: .age)
    let times = Self.times + scene.defaultSampleTimes
    #expect(scene.table(at: times) == swift.sampleTable(at: times))
    #expect(scene.timeline == swift)
  }

  @Test func ageToNameMatchesTheSwiftNode() async throws {
    let scene = try await sceneTimeline("ageToName")
    let swift = try await swiftTimeline(from: .age, to: .name)
    #expect(scene.table(at: Self.times) == swift.sampleTable(at: Self.times))
    #expect(scene.timeline == swift)
  }

  /// The seed's numbers: the age field enters from one width to the right, transparent, and the name
  /// field leaves one width to the left; halfway through (ease-in-out is symmetric) both are half way.
  @Test func nameToAgeFollowsTheGuide() async throws {
    let timeline = try await sceneTimeline("nameToAge").timeline
    let start = timeline.sample(at: 0)
    #expect(start.state(of: "ageField")?.frame == CGRect(x: 360, y: 15, width: 345, height: 44))
    #expect(start.state(of: "ageField")?.alpha == 0)
    #expect(start.state(of: "nameField")?.frame == CGRect(x: 15, y: 15, width: 345, height: 44))
    let middle = timeline.sample(at: 0.2)
    #expect(middle.state(of: "ageField")?.frame.minX == 187.5)
    #expect(middle.state(of: "nameField")?.frame.minX == -157.5)
    #expect(middle.state(of: "nameField")?.alpha == 0.5)
    let end = timeline.sample(at: 0.4)
    #expect(end.state(of: "ageField")?.frame == CGRect(x: 15, y: 15, width: 345, height: 44))
    #expect(end.state(of: "nameField")?.isPresent == false)
    #expect(timeline.duration == 0.4)
    #expect(timeline.transitions.map(\.inserted) == [["ageField"]])
    #expect(timeline.transitions.map(\.removed) == [["nameField"]])
  }

  /// A different script (a shorter animation) is told apart: the comparison can fail.
  @Test func aDifferentScriptDoesNotMatch() async throws {
    let text = try String(contentsOf: TestFiles.examples.appendingPathComponent("signup-form.yaml"), encoding: .utf8)
    let changed = try SceneDecoder.decode(
      text.replacingOccurrences(of: "duration: 0.4", with: "duration: 0.3"), file: "signup-form.yaml")
    let scene = try await ScenePlanner(document: changed, textMeasurer: measurer).timeline(forTransition: "nameToAge")
    let swift = try await swiftTimeline(from: .name, to: .age)
    #expect(scene.table(at: Self.times) != swift.sampleTable(at: Self.times))
  }
}
