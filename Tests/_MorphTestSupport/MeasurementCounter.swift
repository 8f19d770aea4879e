import Foundation
import MorphLayout

/// Records, in order, the nodes that calculated a layout (whose measurement cache missed). Tests inject
/// one into the ``CountedNode``s whose measurements they count.
public final class MeasurementCounter {
  /// The names of the nodes measured since the last reset, in measurement order.
  public private(set) var measured: [String] = []

  public init() {}

  /// Notes that a node calculated a layout.
  public func record(_ node: DisplayNode) {
    measured.append(node.name ?? node.description)
  }

  /// Forgets the measurements recorded so far.
  public func reset() {
    measured = []
  }
}

/// A display node that reports every layout it calculates to a ``MeasurementCounter``: a leaf of a fixed
/// content size, or a container when given a layout spec.
public final class CountedNode: DisplayNode {
  /// Where the node reports its measurements.
  public let counter: MeasurementCounter
  /// What `calculateSizeThatFits` returns; change it with `setNeedsLayout()`, as a content change.
  public var intrinsicSize: CGSize

  public init(_ name: String, counter: MeasurementCounter, intrinsicSize: CGSize = .zero) {
    self.counter = counter
    self.intrinsicSize = intrinsicSize
    super.init()
    self.name = name
  }

  public override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    counter.record(self)
    return super.calculateLayoutThatFits(constrainedSize, context: context)
  }

  public override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { intrinsicSize }
}
