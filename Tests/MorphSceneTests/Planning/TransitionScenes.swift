import Foundation
import MorphLayout
import MorphScene
import MorphTimeline
import MorphTransition
import _MorphTestSupport

/// Small scene documents for transition tests, and helpers that decode and plan them.
enum TransitionScenes {
  /// A 300×100 row: state `ab` shows a (50 wide) and b (60 wide), state `bc` shows b and c (70 wide);
  /// the stack stretches them to 100 high. `transitions:` follows, for the test to fill in.
  static let row = """
    morph: 1
    size: [300, 100]
    nodes:
      a: { intrinsicSize: [50, 20] }
      b: { intrinsicSize: [60, 20] }
      c: { intrinsicSize: [70, 20] }
    states:
      ab: { layout: { kind: stack, children: [a, b] } }
      bc: { layout: { kind: stack, children: [b, c] } }
    transitions:

    """

  /// The row document with `transitions` appended (indented by the caller).
  static func row(_ transitions: String) -> String { row + transitions }

  /// Decodes a document named `test.yaml`.
  static func document(_ text: String) throws -> SceneDocument {
    try SceneDecoder.decode(text, file: "test.yaml")
  }

  /// Plans a transition of a document (nil: the first) with the Ahem measurer.
  @MainActor
  static func plan(_ text: String, transition: String? = nil) async throws -> Timeline {
    try await ScenePlanner(document: document(text), textMeasurer: AhemTextMeasurer())
      .timeline(forTransition: transition).timeline
  }

  /// Plans a document's storyboard with the Ahem measurer.
  @MainActor
  static func planStoryboard(_ text: String) async throws -> Timeline {
    try await ScenePlanner(document: document(text), textMeasurer: AhemTextMeasurer()).storyboardTimeline().timeline
  }

  /// The message of the error decoding, building and planning a document throws (its first
  /// transition, or its storyboard), or nil.
  @MainActor
  static func error(_ text: String, storyboard: Bool = false) async -> String? {
    do {
      let planner = ScenePlanner(document: try document(text), textMeasurer: AhemTextMeasurer())
      _ = storyboard ? try await planner.storyboardTimeline() : try await planner.timeline()
      return nil
    } catch {
      return "\(error)"
    }
  }
}

extension Timeline {
  /// An element's frame at a time.
  func frame(_ id: String, at time: Double) -> CGRect? { sample(at: time).state(of: id)?.frame }

  /// An element's alpha at a time.
  func alpha(_ id: String, at time: Double) -> CGFloat? { sample(at: time).state(of: id)?.alpha }

  /// An element's state at a time.
  func state(_ id: String, at time: Double) -> ElementState? { sample(at: time).state(of: id) }

  /// The segments of an element's property track.
  func segments(_ id: String, _ property: AnimatableProperty) -> [TrackSegment] {
    element(id: id)?.track(property).segments ?? []
  }
}

/// Whether two numbers agree to 1e-9.
func close(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-9
}
