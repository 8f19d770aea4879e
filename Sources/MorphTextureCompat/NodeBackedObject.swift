import Foundation
import MorphLayout

/// What ``UIView`` and ``CALayer`` share: each is an object in front of a display node, whose
/// properties are the node's own (`node.view.alpha`, `node.layer.cornerRadius`). One made on its own
/// (`UIView()`) has a node of its own behind it.
open class NodeBackedObject: NSObject {
  /// The node behind this object.
  public let node: DisplayNode

  /// The object in front of `node`.
  public init(node: DisplayNode) {
    self.node = node
    super.init()
  }

  /// An object with a node of its own.
  public convenience override init() {
    self.init(node: DisplayNode())
  }
}
