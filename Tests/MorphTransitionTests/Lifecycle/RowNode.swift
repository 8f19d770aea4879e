import Foundation
import MorphLayout

/// A test node that lays its items out in a horizontal stack (top-aligned, no spacing) and logs its
/// transition callbacks.
///
/// `items` may be read by a measurement off the main actor, so it is guarded by a lock; the log is
/// only written by callbacks, which run on the main actor.
final class RowNode: DisplayNode {
  private let lock = NSLock()
  private var storedItems: [DisplayNode]
  private var storedMeasureCount = 0
  private var storedMeasuredOffMainThread = false
  /// What happened, in order.
  var log: [String] = []
  /// Replaces the default animation when set.
  var animation: ((RowNode, any ContextTransitioning) -> Void)?
  /// How the stack distributes its items.
  var justifyContent: StackLayoutJustifyContent = .start

  init(_ name: String, items: [DisplayNode]) {
    storedItems = items
    super.init()
    self.name = name
    automaticallyManagesSubnodes = true
  }

  /// The items the next layout shows.
  var items: [DisplayNode] {
    get { lock.withLock { storedItems } }
    set { lock.withLock { storedItems = newValue } }
  }

  /// How many times the node's layout spec was built.
  var measureCount: Int { lock.withLock { storedMeasureCount } }

  /// Whether the spec was ever built off the main thread.
  var measuredOffMainThread: Bool { lock.withLock { storedMeasuredOffMainThread } }

  /// The names of the current subnodes.
  var subnodeNames: [String] { subnodes.map { $0.name ?? "?" } }

  override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    let items = lock.withLock {
      storedMeasureCount += 1
      if !Thread.isMainThread { storedMeasuredOffMainThread = true }
      return storedItems
    }
    return StackLayoutSpec(direction: .horizontal, justifyContent: justifyContent, alignItems: .start, children: items)
  }

  override func animateLayoutTransition(_ context: any ContextTransitioning) {
    log.append("animate \(subnodeNames)")
    if let animation {
      animation(self, context)
    } else {
      super.animateLayoutTransition(context)
    }
  }

  override func didCompleteLayoutTransition(_ context: any ContextTransitioning) {
    log.append("didComplete \(subnodeNames)")
    super.didCompleteLayoutTransition(context)
  }

  override func calculatedLayoutDidChange() {
    log.append("calculatedLayoutDidChange \(subnodeNames)")
  }
}
