import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// A node whose spec has an infinite inset along an unbounded axis: Texture's release builds make the
/// spec's invalid size 0 × 0 (``TextureRule/invalidSizeBecomesZero``); a recording keeps that and
/// reports it, from the root's first layout on.
@MainActor
@Suite struct InvalidSizeTests {
  @Test func theFirstLayoutOfARecordingReportsAnInvalidSize() async throws {
    let text = IntrinsicNode("text", 100, 20)
    let node = rootNode { _ in
      InsetLayoutSpec(insets: EdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12), child: text)
    }
    let planner = TransitionPlanner(context: LayoutContext(scale: 2))
    let timeline = try await planner.record(node, sizeRange: range(375, 0, 375, .infinity)) {}
    #expect(node.calculatedSize == .zero)
    #expect(timeline.frame("text", at: 0) == rect(12, 0, 351, 20))
    #expect(timeline.diagnostics.map(\.node) == ["<inset spec>"])
    #expect(
      timeline.diagnostics.first?.message.hasPrefix("measured 375 × inf, which is not a valid layout size") == true)
  }
}
