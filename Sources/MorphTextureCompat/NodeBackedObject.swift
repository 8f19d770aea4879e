import Foundation
import MorphLayout

/// What ``UIView`` and ``CALayer`` share: each is an object in front of a display node, whose
/// properties are the node's own (`node.view.alpha`, `node.layer.cornerRadius`). One made on its own
/// (`UIView()`) has a node of its own behind it, until a node made with a view or layer block adopts it
/// (see `DisplayNode/init(viewBlock:)`): from then on it stands in front of that node.
open class NodeBackedObject: NSObject {
  /// The node the object was made with.
  private let ownNode: DisplayNode
  /// The node that adopted the object as its view or layer. Weak, since that node keeps the object.
  private weak var adopter: DisplayNode?

  /// The node behind this object: the node that adopted it, else its own.
  public var node: DisplayNode { adopter ?? ownNode }

  /// The object in front of `node`.
  public init(node: DisplayNode) {
    ownNode = node
    super.init()
  }

  /// An object with a node of its own.
  public override init() {
    ownNode = DisplayNode()
    super.init()
  }

  /// Puts the object in front of `node`, which made it with a view or layer block: the visual
  /// properties set on the object before (colors, alpha, corners, border, transform, …) move to `node`
  /// wherever `node` still has its default, as a device applies a node's own settings over its view's.
  func adopt(by node: DisplayNode) {
    guard adopter == nil, node !== ownNode else { return }
    ownNode.copyVisualProperties(to: node)
    adopter = node
  }
}

extension DisplayNode {
  /// Copies the visual properties this node has set to `target` where `target` has its default.
  fileprivate func copyVisualProperties(to target: DisplayNode) {
    if target.backgroundColor == nil { target.backgroundColor = backgroundColor }
    if target.alpha == 1 { target.alpha = alpha }
    if target.cornerRadius == 0 { target.cornerRadius = cornerRadius }
    if target.borderWidth == 0 { target.borderWidth = borderWidth }
    if target.borderColor == nil { target.borderColor = borderColor }
    if !target.clipsToBounds { target.clipsToBounds = clipsToBounds }
    if target.contentMode == .scaleToFill { target.contentMode = contentMode }
    if target.transform.isIdentity { target.transform = transform }
    if !target.isHidden { target.isHidden = isHidden }
    if target.tintColor == nil { target.tintColor = tintColor }
    if target.isUserInteractionEnabled { target.isUserInteractionEnabled = isUserInteractionEnabled }
  }
}
