import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

/// The expand/collapse pattern: a card whose `layoutSpecThatFits` sets its image's height from state,
/// then `transitionLayout(withAnimation:)`. In Texture's layout-spec build the image keeps its cached
/// layout (style changes do not invalidate a node), so the card keeps its old height, and Morph reports
/// the trap; with the Yoga build's invalidation the card gets the same frames as a fresh layout.
@MainActor
@Suite struct StaleStyleTests {
  /// A 375-wide card: an image whose height the state sets (100 collapsed, 200 expanded) above a
  /// 20-tall title.
  final class CardNode: DisplayNode {
    let image = IntrinsicNode("image", 10, 10)
    let title = IntrinsicNode("title", 10, 20)
    var expanded = false

    init(expanded: Bool = false) {
      self.expanded = expanded
      super.init()
      name = "card"
      automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
      image.style.height = .points(expanded ? 200 : 100)
      return StackLayoutSpec(direction: .vertical, children: [image, title])
    }
  }

  private static let cardRange = range(375, 0, 375, .infinity)

  /// Expands a laid-out card in a recording and returns the timeline.
  private func expand(_ card: CardNode, with planner: TransitionPlanner) async throws -> Timeline {
    card.layoutAsRoot(sizeRange: Self.cardRange, context: planner.context)
    return try await planner.record(card, sizeRange: Self.cardRange) {
      card.expanded = true
      card.transitionLayout(withAnimation: true)
    }
  }

  @Test func texturesLayoutSpecBuildKeepsTheStaleSizeAndReportsTheTrap() async throws {
    let card = CardNode()
    let planner = TransitionPlanner(context: LayoutContext(scale: 2), defaultAnimation: .texture)
    let timeline = try await expand(card, with: planner)
    #expect(card.calculatedSize == CGSize(width: 375, height: 120), "Texture's result: the old height")
    #expect(timeline.frame("image", at: timeline.duration) == rect(0, 0, 375, 100))
    #expect(timeline.frame("title", at: timeline.duration) == rect(0, 100, 375, 20))
    #expect(
      timeline.diagnostics == [
        TransitionDiagnostic(
          time: 0, node: "<display image>",
          message: "reused its cached layout although its style's height changed since that layout was measured "
            + "(it is 200pt now), so it keeps its old size (Texture's layout-spec build does the same: a style "
            + "change does not invalidate a node); call setNeedsLayout() on <display image> after changing its style")
      ])
    #expect(planner.diagnostics == timeline.diagnostics)
    #expect(timeline.sampleTable(at: []).contains("diagnostic: <display image> at 0 s: reused its cached layout"))
  }

  @Test func callingSetNeedsLayoutOnTheImageAvoidsTheTrap() async throws {
    let card = CardNode()
    let planner = TransitionPlanner(context: LayoutContext(scale: 2), defaultAnimation: .texture)
    card.layoutAsRoot(sizeRange: Self.cardRange, context: planner.context)
    let timeline = try await planner.record(card, sizeRange: Self.cardRange) {
      card.expanded = true
      card.image.setNeedsLayout()
      card.transitionLayout(withAnimation: true)
    }
    #expect(card.calculatedSize == CGSize(width: 375, height: 220))
    #expect(timeline.diagnostics.isEmpty)
  }

  @Test func theYogaBuildsInvalidationGivesTheFramesOfAFreshLayout() async throws {
    let card = CardNode()
    let context = LayoutContext(scale: 2, styleChangesInvalidateLayout: true)
    let planner = TransitionPlanner(context: context, defaultAnimation: .texture)
    let timeline = try await expand(card, with: planner)
    let fresh = CardNode(expanded: true)
    let freshLayout = fresh.layoutAsRoot(sizeRange: Self.cardRange, context: context)
    #expect(card.calculatedSize == freshLayout.size)
    #expect(card.calculatedLayout?.childFrames == freshLayout.childFrames)
    #expect(freshLayout.childFrames == [rect(0, 0, 375, 200), rect(0, 200, 375, 20)])
    #expect(timeline.frame("image", at: timeline.duration) == fresh.image.frame)
    #expect(timeline.frame("title", at: timeline.duration) == fresh.title.frame)
    #expect(timeline.frame("card", at: timeline.duration) == rect(0, 0, 375, 220))
    #expect(timeline.diagnostics.isEmpty)
  }
}
