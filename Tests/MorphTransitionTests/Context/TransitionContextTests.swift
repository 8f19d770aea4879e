import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

/// What the context returns (Texture's `_ASTransitionContext`).
@MainActor
@Suite struct TransitionContextTests {
  private let items = Items()

  /// Transitions a row from [A, B] to [B, C] for 300×50 and returns the context its animation got.
  private func context(animated: Bool = true) -> TransitionContext {
    let row = laidOutRow([items.a, items.b])
    var captured: TransitionContext?
    row.animation = { _, context in
      captured = context as? TransitionContext
      context.completeTransition(true)
    }
    row.items = [items.b, items.c]
    row.transitionLayout(with: exactly(300, 50), animated: animated)
    return captured!
  }

  @Test func isAnimatedIsTheFlagPassedIn() {
    #expect(context().isAnimated())
    #expect(!context(animated: false).isAnimated())
  }

  @Test func layoutsAndRangesByKey() {
    let context = context()
    #expect(context.layout(forKey: .from)?.size == CGSize(width: 200, height: 100))
    #expect(context.layout(forKey: .to)?.size == CGSize(width: 300, height: 50))
    #expect(context.layout(forKey: .to)?.element === context.node)
    #expect(context.constrainedSize(forKey: .from) == rowRange)
    #expect(context.constrainedSize(forKey: .to) == exactly(300, 50))
    let unknown = TransitionContextKey(rawValue: "unknown")
    #expect(context.layout(forKey: unknown) == nil)
    #expect(context.constrainedSize(forKey: unknown) == .zero)
    #expect(context.subnodes(forKey: unknown).isEmpty)
  }

  @Test func theKeysAreTexturesStrings() {
    #expect(TransitionContextKey.from.rawValue == "org.asyncdisplaykit.ASTransitionContextFromLayoutKey")
    #expect(TransitionContextKey.to.rawValue == "org.asyncdisplaykit.ASTransitionContextToLayoutKey")
  }

  @Test func subnodesInsertedRemovedAndMoved() {
    let context = context()
    #expect(context.subnodes(forKey: .from).map(\.name) == ["A", "B"])
    #expect(context.subnodes(forKey: .to).map(\.name) == ["B", "C"])
    #expect(context.insertedSubnodes().map(\.name) == ["C"])
    #expect(context.removedSubnodes().map(\.name) == ["A"])
    #expect(context.movedSubnodes().map(\.name) == ["B"])
  }

  @Test func initialAndFinalFramesAreNullForAbsentNodes() {
    let context = context()
    #expect(context.initialFrame(for: items.b) == rect(50, 0, 60, 20))
    #expect(context.finalFrame(for: items.b) == rect(0, 0, 60, 20))
    #expect(context.initialFrame(for: items.c).isNull)
    #expect(context.finalFrame(for: items.a).isNull)
    #expect(context.finalFrame(for: items.d).isNull)
  }

  @Test func completionStateIsKept() {
    let context = context()
    #expect(context.isCompleted && context.didComplete == true)
  }

  @Test func removalsNeedAutomaticSubnodeManagement() {
    let row = laidOutRow([items.a, items.b])
    row.automaticallyManagesSubnodes = false
    row.items = [items.b]
    row.transitionLayout(withAnimation: false)
    #expect(row.subnodeNames == ["B", "A"], "insertions and moves apply anyway; removals do not (as in Texture)")
  }

  @Test func aCustomDidCompleteDecidesAboutRemovals() {
    let row = laidOutRow([items.a, items.b])
    var removed: [DisplayNode] = []
    row.didCompleteLayoutTransitionBlock = { _, context in removed = context.removedSubnodes() }
    row.items = [items.b]
    row.transitionLayout(withAnimation: false)
    #expect(removed.map(\.name) == ["A"])
    #expect(row.subnodeNames == ["B", "A"], "the block replaced the default removal")
  }
}
