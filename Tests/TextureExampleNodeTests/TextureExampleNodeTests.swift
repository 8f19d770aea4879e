import Foundation
import MorphSnapshotTesting
import MorphTextureCompat
import SnapshotTesting
import Testing
import TextureExampleNodes

/// The example Texture nodes lay out as a device would show them, and their transitions export to the
/// SVG, HTML and frame tables pinned beside this file.
@MainActor
@Suite struct TextureExampleNodeTests {
  /// A table cell's range on a 375-point-wide phone.
  static let cellRange = ASSizeRangeMake(CGSize(width: 375, height: 0), CGSize(width: 375, height: CGFloat.infinity))
  let planner = TransitionPlanner(context: LayoutContext(scale: 2))

  @Test func theFeedCellExpandsItsBody() async throws {
    let cell = FeedCellNode()
    cell.layoutAsRoot(sizeRange: Self.cellRange, context: LayoutContext(scale: 2))
    let collapsed = cell.calculatedSize.height
    let timeline = try await planner.transition(cell, sizeRange: Self.cellRange) { $0.isExpanded = true }
    #expect(cell.calculatedSize.height > collapsed, "the expanded body is taller")
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.15, 0.45]))
    assertSnapshot(of: timeline, as: .svg)
    assertSnapshot(of: timeline, as: .html)
  }

  @Test func theProductCardPutsItsItemInTheCart() async throws {
    let card = ProductCardNode()
    let range = ASSizeRangeMake(CGSize(width: 320, height: 0), CGSize(width: 320, height: CGFloat.infinity))
    let timeline = try await planner.transition(card, sizeRange: range) { $0.isInCart = true }
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.1, 0.2]))
    assertSnapshot(of: timeline, as: .svg)
    assertSnapshot(of: timeline, as: .html)
  }

  @Test func theChatThreadReceivesMyMessage() async throws {
    let chat = ChatListNode()
    let range = ASSizeRangeMake(CGSize(width: 375, height: 420))
    chat.layoutAsRoot(sizeRange: range, context: LayoutContext(scale: 2))
    let timeline = try await planner.transition(chat, sizeRange: range) { $0.send("On my way 🚲") }
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.1, 0.35]))
    assertSnapshot(of: timeline, as: .svg)
    assertSnapshot(of: timeline, as: .html)
  }
}
