import Foundation
import MorphPlanning
import MorphReview
import MorphScene
import Testing
import _MorphTestSupport

/// Two versions of a catalog of previews compare preview by preview, paired by name: a subject is
/// named for its preview, and a preview only one version has is added or removed whole.
@Suite struct CatalogComparisonTests {
  let options = PlanningOptions(textMeasurer: AhemTextMeasurer())

  /// A document's timelines, as one preview of a catalog named `name`.
  func preview(_ name: String, _ document: String) async throws -> VersionTimelines {
    var timelines = try await VersionTimelines.planning(
      try SceneDecoder.decode(document, file: "\(name).yaml"), options: options)
    timelines.origin = name
    return timelines
  }

  @Test func previewsPairByNameAndTheirSubjectsAreNamedForThem() async throws {
    let card = try await preview("card", TimelineComparisonTests.slide())
    let wideCard = try await preview("card", TimelineComparisonTests.slide(boxWidth: 80))
    let badge = try await preview("badge", TimelineComparisonTests.slide(badge: true))
    let list = try await preview("list", TimelineComparisonTests.slide(duration: 0.8))
    let review = Review.comparing(
      catalog: ("main:.", [card, badge]), (".", [list, wideCard]), tolerance: 0.01)
    #expect(review.old == "main:." && review.new == ".")
    #expect(
      review.subjects.map { "\($0.name) \($0.status)" } == [
        "card › slide changed", "badge › slide removed", "list › slide added",
      ])
    #expect(review.subjects[0].changes.map(\.kind) == [.layout])
    #expect(review.subjects[1].oldTimeline == badge.transitions[0].timeline && review.subjects[1].newTimeline == nil)
    #expect(review.subjects[2].changes.map(\.kind) == [.added])
  }

  @Test func theSameCatalogIsIdentical() async throws {
    let card = try await preview("card", TimelineComparisonTests.slide())
    let review = Review.comparing(catalog: ("a", [card]), ("b", [card]), tolerance: 0.01)
    #expect(review.isIdentical && review.subjects.map(\.status) == [.same])
  }

  @Test func versionTimelinesRoundTripThroughJSON() async throws {
    let card = try await preview("card", TimelineComparisonTests.slide(badge: true))
    let decoded = try JSONDecoder().decode(VersionTimelines.self, from: JSONEncoder().encode(card))
    #expect(decoded == card)
  }
}
