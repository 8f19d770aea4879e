import Foundation
import MorphCatalog
import MorphLayout
import MorphPlanning
import MorphScene
import MorphTransition
import Testing
import _MorphTestSupport

/// A node whose initializer reads a text style's font, as Texture nodes call
/// `UIFont.preferredFont(forTextStyle:)` in `init`, at the run's content size category.
private final class HeadlineNode: DisplayNode {
  let title = TextNode(
    "Title", attributes: TextAttributes(font: TextStyle.headline.font()), measurer: AhemTextMeasurer())

  override init() {
    super.init()
    name = "headline"
    title.name = "title"
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    StackLayoutSpec(direction: .vertical, alignItems: .start, children: [title])
  }
}

/// Swift previews made at a content size category: the preview's own, or one a command gives, which
/// wins.
@Suite struct NodePreviewContentSizeCategoryTests {
  static let preview = NodePreview(
    "headline", size: CGSize(width: 400, height: 100), contentSizeCategory: .extraSmall
  ) {
    HeadlineNode()
  } transitions: {
    Transition.resize("widen", to: SizeRange(exactly: CGSize(width: 500, height: 100)))
  }

  func titleHeight(_ layout: LaidOutTree) -> CGFloat? {
    layout.frames.first { $0.name == "title" }?.frame.height
  }

  @Test func thePreviewsCategoryMakesTheNodeAndAGivenOneWins() async throws {
    #expect(titleHeight(Self.preview.layout()) == 14, "headline at extraSmall")
    #expect(titleHeight(Self.preview.layout(contentSizeCategory: .accessibilityMedium)) == 28)
    var unset = Self.preview
    unset.contentSizeCategory = nil
    #expect(titleHeight(unset.layout()) == 17, "the run's: large")
    let plan = try await Self.preview.plan(
      .transition("widen"),
      options: PlanningOptions(
        textMeasurer: AhemTextMeasurer(), contentSizeCategory: .extraExtraExtraLarge, keepsLayouts: true))
    #expect(plan.layouts.compactMap(titleHeight) == [23, 23])
  }
}
