import Foundation
import MorphLayout

// Texture's requests to a device's display cycle and its tree-wide helpers. Morph draws every export
// anew from the node's current state, so a request to redraw has nothing to wait for; the tree walks
// reach every node as on a device.
extension DisplayNode {
  /// Texture's `setNeedsDisplay()`. Morph's exports draw the node's current contents each time, so
  /// there is nothing to schedule.
  public func setNeedsDisplay() {}

  /// Texture's `contentsScaleForDisplay`: the scale the node's contents are drawn at (the screen's, 1
  /// until `setNeedsDisplayAtScale(_:)` sets another). Kept; exports choose their own scale.
  public var contentsScaleForDisplay: CGFloat {
    self[kept: ContentsScaleForDisplay.self, initial: ContentsScaleForDisplay()].scale
  }

  /// Texture's `setNeedsDisplayAtScale(_:)`: records the scale to draw at.
  public func setNeedsDisplayAtScale(_ contentsScale: CGFloat) {
    self[kept: ContentsScaleForDisplay.self, initial: ContentsScaleForDisplay()].scale = contentsScale
  }

  /// Texture's `recursivelySetNeedsDisplayAtScale(_:)`: `setNeedsDisplayAtScale(_:)` on the node and
  /// every node below it.
  public func recursivelySetNeedsDisplayAtScale(_ contentsScale: CGFloat) {
    forEachNodeInSubtree { $0.setNeedsDisplayAtScale(contentsScale) }
  }

  /// Texture's `recursivelyClearContents()`: calls `clearContents()` on the node and every
  /// node below it.
  public func recursivelyClearContents() {
    forEachNodeInSubtree { $0.clearContents() }
  }

  /// Texture's `recursivelySetDisplaySuspended(_:)`: sets `displaySuspended` on the node and every node
  /// below it.
  public func recursivelySetDisplaySuspended(_ suspended: Bool) {
    forEachNodeInSubtree { $0.displaySuspended = suspended }
  }

  /// Texture's `enableSubtreeRasterization()`: a device then draws the node and everything below it into
  /// one bitmap. Recorded (see `isSubtreeRasterized`); Morph's exports draw the same pixels either way.
  public func enableSubtreeRasterization() {
    self[kept: SubtreeRasterization.self, initial: SubtreeRasterization()].isEnabled = true
  }

  /// Whether `enableSubtreeRasterization()` was called on the node.
  public var isSubtreeRasterized: Bool {
    self[kept: SubtreeRasterization.self, initial: SubtreeRasterization()].isEnabled
  }

  /// Texture's `placeholderShouldPersist()`: false, as in Texture; Morph draws no placeholders.
  public func placeholderShouldPersist() -> Bool { false }

  /// Texture's `isSynchronous`: whether the node wraps a view or layer from a block, which a device
  /// creates and draws on the main thread.
  public var isSynchronous: Bool { hosted.viewBlock != nil || hosted.layerBlock != nil }

  /// Texture's `closestViewController`: the view controller whose node is this node or the nearest of
  /// its supernodes.
  public var closestViewController: UIViewController? {
    var node: DisplayNode? = self
    while let current = node {
      if let controller = current.hosted.viewController { return controller }
      node = current.supernode
    }
    return nil
  }

  /// Texture's `layoutIfNeeded()`: runs a layout pass over the node and its subnodes now, if one is due.
  public func layoutIfNeeded() {
    layoutIfNeeded(context: .current)
  }

  /// Calls `body` with the node and every node below it, depth first.
  func forEachNodeInSubtree(_ body: (DisplayNode) -> Void) {
    body(self)
    for subnode in subnodeArray { subnode.forEachNodeInSubtree(body) }
  }
}

/// The scale ``DisplayNode/setNeedsDisplayAtScale(_:)`` recorded.
private struct ContentsScaleForDisplay {
  var scale: CGFloat = 1
}

/// Whether ``DisplayNode/enableSubtreeRasterization()`` was called.
private struct SubtreeRasterization {
  var isEnabled = false
}
