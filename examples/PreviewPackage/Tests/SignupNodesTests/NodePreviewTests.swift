import Foundation
import MorphCatalog
import MorphSnapshotTesting
import NodePreviews
import SnapshotTesting
import Testing

/// The previews' timelines: numbers read off the guide, and snapshots of every transition's frames
/// and SVG, which fail when a node's layout or animation changes.
@Suite struct NodePreviewTests {
  /// Halfway through the 0.4-second ease-in-out, the age field has come half of its 345 points in
  /// from the right (x 360 → 15) and the name field has half faded out.
  @Test func theAgeFieldIsHalfWayInAtHalfTime() async throws {
    let preview = try #require(catalog.preview(named: "signup-form"))
    let timeline = try await preview.timeline(forTransition: "nameToAge").timeline
    let middle = timeline.sample(at: 0.2)
    #expect(middle.state(of: "ageField")?.frame.minX == 187.5)
    #expect(middle.state(of: "nameField")?.alpha == 0.5)
    #expect(timeline.duration == 0.4)
    #expect(timeline.transitions.map(\.removed) == [["nameField"]])
  }

  /// The bar's new width fades in over half a second: 25 % → 75 % of 375 points, snapped to the
  /// pixels of a 2× screen (93.75 → 94, 281.25 → 281.5).
  @Test func theProgressBarGrowsToThreeQuarters() async throws {
    let preview = try #require(catalog.preview(named: "progress-bar"))
    let timeline = try await preview.timeline(forTransition: "quarterToThreeQuarters").timeline
    #expect(timeline.sample(at: 0).state(of: "progress")?.frame.width == 94)
    #expect(timeline.sample(at: 0.5).state(of: "progress")?.frame.width == 281.5)
    #expect(timeline.duration == 0.5)
  }

  @Test(arguments: ["signup-form", "progress-bar"])
  func everyTransitionLooksAsRecorded(_ name: String) async throws {
    let preview = try #require(catalog.preview(named: name))
    for transition in preview.transitions {
      let timeline = try await preview.timeline(forTransition: transition.name).timeline
      let times = stride(from: 0, through: timeline.duration, by: 0.1).map { $0 } + [timeline.duration]
      assertSnapshot(of: timeline, as: .frames(at: times), named: transition.name, testName: name)
      assertSnapshot(
        of: preview, as: .plan(.transition(transition.name), as: .svg), named: transition.name, timeout: 120,
        testName: name)
    }
  }
}
