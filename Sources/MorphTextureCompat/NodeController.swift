import MorphLayout

/// Texture's `ASNodeController`: an object that makes and manages a node, and hears of its life
/// (`nodeDidLoad()` and the interface-state methods). Generic over the node's class, as Swift sees
/// Texture's (`final class PhotoController: ASNodeController<PhotoCellNode>`): subclass it, make the node
/// in ``loadNode()``, and read it through ``node``, typed accordingly. `ASNodeController<ASDisplayNode>()`
/// manages a plain node.
///
/// The controller and its node keep each other: the controller keeps the node strongly and the node
/// keeps the controller weakly, or the other way round with ``shouldInvertStrongReference``.
open class ASNodeController<DisplayNodeType: ASDisplayNode>: NSObject, InterfaceStateDelegate {
  private var strongNode: DisplayNodeType?
  private weak var weakNode: DisplayNodeType?

  /// A controller whose node ``loadNode()`` makes when first read.
  public override init() {
    super.init()
  }

  /// Texture's `node`: the node the controller manages, made by ``loadNode()`` when first read (a
  /// controller whose `loadNode()` sets no node stops there). Setting it makes the controller the
  /// node's `nodeController` and calls ``nodeDidLoad()`` once the node loads.
  open var node: DisplayNodeType {
    get {
      if currentNode == nil { loadNode() }
      guard let currentNode else {
        preconditionFailure("ASNodeController<\(DisplayNodeType.self)>: loadNode() must set node")
      }
      return currentNode
    }
    set {
      if shouldInvertStrongReference { weakNode = newValue } else { strongNode = newValue }
      newValue.keptNodeController = KeptNodeController(controller: self, strong: shouldInvertStrongReference)
      newValue.add(newValue.keptNodeController.forwarder)
      newValue.onDidLoad { [weak self] node in
        if let self, self.currentNode === node { self.nodeDidLoad() }
      }
    }
  }

  private var currentNode: DisplayNodeType? { shouldInvertStrongReference ? weakNode : strongNode }

  /// Texture's `shouldInvertStrongReference`: false (the controller keeps its node) by default; true
  /// makes the node keep the controller and the controller keep the node weakly.
  open var shouldInvertStrongReference = false {
    didSet {
      guard shouldInvertStrongReference != oldValue, let node = oldValue ? weakNode : strongNode else { return }
      strongNode = shouldInvertStrongReference ? nil : node
      weakNode = shouldInvertStrongReference ? node : nil
      node.remove(node.keptNodeController.forwarder)
      node.keptNodeController = KeptNodeController(controller: self, strong: shouldInvertStrongReference)
      node.add(node.keptNodeController.forwarder)
    }
  }

  /// Texture's `loadNode()`: makes the node; by default a plain `ASDisplayNode`, for a controller of
  /// plain nodes. Override it to make the node the controller manages and set ``node``.
  open func loadNode() {
    if let plain = ASDisplayNode() as? DisplayNodeType { node = plain }
  }

  /// Texture's `nodeDidLoad()`: the node loaded (Morph loads a node when it is first laid out or its
  /// view is read). Overrides call `super`.
  open func nodeDidLoad() {}

  /// Texture's `nodeDidLayout()`: called after each layout pass of the node.
  open func nodeDidLayout() {}

  /// Texture's `nodeWillCalculateLayout(_:)`: called on a device before the node calculates a layout
  /// on its display pass; Morph does not call it.
  open func nodeWillCalculateLayout(_ constrainedSize: ASSizeRange) {}

  /// Texture's `didEnterVisibleState()`: called as the node becomes visible — in Morph, when its tree is
  /// laid out as a root or it joins a tree that was (see `ASInterfaceState`). The display, preload and
  /// hierarchy methods below follow the node's state the same way.
  open func didEnterVisibleState() {}

  /// Texture's `didExitVisibleState()`; see ``didEnterVisibleState()``.
  open func didExitVisibleState() {}

  /// Texture's `didEnterDisplayState()`; see ``didEnterVisibleState()``.
  open func didEnterDisplayState() {}

  /// Texture's `didExitDisplayState()`; see ``didEnterVisibleState()``.
  open func didExitDisplayState() {}

  /// Texture's `didEnterPreloadState()`; see ``didEnterVisibleState()``.
  open func didEnterPreloadState() {}

  /// Texture's `didExitPreloadState()`; see ``didEnterVisibleState()``.
  open func didExitPreloadState() {}

  /// Texture's `hierarchyDisplayDidFinish()`; see ``didEnterVisibleState()``.
  open func hierarchyDisplayDidFinish() {}

  /// Texture's `didEnterHierarchy()`; see ``didEnterVisibleState()``.
  open func didEnterHierarchy() {}

  /// Texture's `didExitHierarchy()`; see ``didEnterVisibleState()``.
  open func didExitHierarchy() {}

  /// Texture's `interfaceStateDidChange(_:from:)`: called after the node's interface state changed,
  /// after the enter and exit methods.
  open func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {}
}

/// Passes a node's interface-state callbacks on to its controller (all but `nodeDidLoad()`, which the
/// controller hears through the node's `onDidLoad(_:)`, loaded or not). The node holds its delegates
/// weakly, so the node's ``KeptNodeController`` keeps the forwarder.
final class NodeControllerForwarder: InterfaceStateDelegate {
  weak var controller: (any InterfaceStateDelegate)?

  init(controller: (any InterfaceStateDelegate)?) { self.controller = controller }

  func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {
    controller?.interfaceStateDidChange(newState, from: oldState)
  }
  func didEnterVisibleState() { controller?.didEnterVisibleState() }
  func didExitVisibleState() { controller?.didExitVisibleState() }
  func didEnterDisplayState() { controller?.didEnterDisplayState() }
  func didExitDisplayState() { controller?.didExitDisplayState() }
  func didEnterPreloadState() { controller?.didEnterPreloadState() }
  func didExitPreloadState() { controller?.didExitPreloadState() }
  func nodeDidLayout() { controller?.nodeDidLayout() }
  func hierarchyDisplayDidFinish() { controller?.hierarchyDisplayDidFinish() }
  func didEnterHierarchy() { controller?.didEnterHierarchy() }
  func didExitHierarchy() { controller?.didExitHierarchy() }
}

/// The node controller a node keeps: strongly when the controller keeps the node weakly.
struct KeptNodeController {
  private let strongController: (any InterfaceStateDelegate)?
  private weak var weakController: (any InterfaceStateDelegate)?

  /// What passes the node's interface-state callbacks on to the controller.
  let forwarder: NodeControllerForwarder

  init(controller: (any InterfaceStateDelegate)? = nil, strong: Bool = false) {
    strongController = strong ? controller : nil
    weakController = controller
    forwarder = NodeControllerForwarder(controller: controller)
  }

  var controller: (any InterfaceStateDelegate)? { strongController ?? weakController }
}

extension DisplayNode {
  fileprivate var keptNodeController: KeptNodeController {
    get { self[kept: KeptNodeController.self, initial: KeptNodeController()] }
    set { self[kept: KeptNodeController.self, initial: KeptNodeController()] = newValue }
  }

  /// Texture's `nodeController`: the ``ASNodeController`` managing the node, if any. Typed `NSObject?`
  /// where Texture's is an `ASNodeController<ASDisplayNode>?`: Swift's generic classes are invariant, so
  /// a controller of another node class is not one; cast it to the controller's own class.
  public var nodeController: NSObject? { keptNodeController.controller as? NSObject }
}
