import Foundation
import MorphLayout
import MorphSnapshotTesting
import MorphTransition
import SnapshotTesting
import Testing
import _MorphTestSupport

@MainActor
@Suite struct FramesSnapshotTests {
  /// A row whose second item appears: the frame table is compared with the reference beside this file.
  @Test func aRowGainingAnItem() async throws {
    let root = DisplayNode(name: "root")
    let a = IntrinsicNode("a", 40, 20)
    let b = IntrinsicNode("b", 40, 20)
    var showsB = false
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in StackLayoutSpec(spacing: 10, children: showsB ? [a, b] : [a]) }
    let planner = TransitionPlanner(context: LayoutContext(scale: 2), defaultAnimation: .texture)
    let timeline = try await planner.transition(root, sizeRange: range(0, 0, 200, 50)) { _ in showsB = true }
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.1, 0.2]))
    assertSnapshot(of: timeline, as: .svg)
    assertSnapshot(of: timeline, as: .html)
  }

  /// A card whose spec sets its image's height from state, transitioned without `setNeedsLayout()` on
  /// the image: the frame table keeps the image's old height, as in Texture, and lists the diagnostic,
  /// so a snapshot shows the trap and fails when it appears or goes away.
  @Test func aStaleStyleShowsItsDiagnostic() async throws {
    let card = DisplayNode(name: "card")
    let image = IntrinsicNode("image", 10, 10)
    let title = IntrinsicNode("title", 10, 20)
    var expanded = false
    card.automaticallyManagesSubnodes = true
    card.layoutSpecBlock = { _, _ in
      image.style.height = .points(expanded ? 80 : 40)
      return StackLayoutSpec(direction: .vertical, children: [image, title])
    }
    let planner = TransitionPlanner(context: LayoutContext(scale: 2), defaultAnimation: .texture)
    let timeline = try await planner.transition(card, sizeRange: range(100, 0, 100, .infinity)) { _ in expanded = true }
    assertSnapshot(of: timeline, as: .frames(at: [0, 0.2]))
  }
}
