import Foundation
import MorphLayout

/// Texture's `ASDKViewController`: a view controller whose view is a node's, generic over the node's
/// type as in Swift (`ASDKViewController<ASTableNode>`), with ``node`` typed accordingly.
open class ASDKViewController<DisplayNodeType: DisplayNode>: UIViewController {
  /// Texture's `node`: the node whose view is the controller's view.
  public let node: DisplayNodeType

  /// Texture's `init(node:)`.
  public init(node: DisplayNodeType) {
    self.node = node
    super.init(nibName: nil, bundle: nil)
    node.hosted.viewController = self
  }

  /// Texture does not support archives; as there, this initializer fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view is the node's.
  open override func loadView() {
    view = node.view
  }

  /// Texture's `neverShowPlaceholders`. Kept.
  public var neverShowPlaceholders = false
}

extension ASDKViewController where DisplayNodeType == DisplayNode {
  /// Texture's `init()`: a controller with a plain node.
  public convenience init() {
    self.init(node: DisplayNode())
  }
}

/// Texture's `ASViewController`, the older name of ``ASDKViewController``.
public typealias ASViewController<DisplayNodeType: DisplayNode> = ASDKViewController<DisplayNodeType>

/// Texture's `ASNavigationController`: a navigation controller of Texture's.
open class ASNavigationController: UINavigationController {}
