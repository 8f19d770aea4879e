import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import _MorphTestSupport

/// Timelines recorded by the transition planner, for the cases tests share.
@MainActor
enum Planned {
  /// The range rows are laid out for.
  static let rowRange = exactly(320, 60)

  /// A row of A, B and C that becomes C, A, D: A and C move (C in front of A, then behind it), B leaves
  /// and D arrives, animated with `animation` (Morph's default, opacity in and out).
  static func reorderedRow(animation: TransitionAnimation = .easeInOut(duration: 0.4)) async throws -> Timeline {
    let a = IntrinsicNode("A", 50, 20)
    let b = IntrinsicNode("B", 60, 20)
    let c = IntrinsicNode("C", 70, 20)
    let d = IntrinsicNode("D", 40, 20)
    for (node, color) in [(a, Color.red), (b, .green), (c, .blue), (d, .orange)] {
      node.backgroundColor = color
    }
    let row = ScriptedRow("row", items: [a, b, c])
    let planner = TransitionPlanner(defaultAnimation: .morph(animation: animation))
    return try await planner.transition(row, sizeRange: rowRange) { $0.items = [c, a, d] }
  }

  /// A node script recorded as one transition of a row of A (50 × 20) and B (60 × 20).
  static func scripted(_ script: @escaping (ScriptedRow, any ContextTransitioning) -> Void) async throws -> Timeline {
    let a = IntrinsicNode("A", 50, 20)
    let b = IntrinsicNode("B", 60, 20)
    a.backgroundColor = .blue
    b.backgroundColor = .red
    let row = ScriptedRow("row", items: [a, b])
    row.script = script
    return try await TransitionPlanner().transition(row, sizeRange: rowRange) { $0.items = [b, a] }
  }
}
