import Foundation
import MorphLayout

/// What a node keeps of the UIKit view or layer in front of it: the blocks that make them, the view
/// or layer once made, and the UIKit-only state of its view (subviews, gesture recognizers, tag).
struct HostedView {
  var viewBlock: (() -> UIView)?
  var layerBlock: (() -> CALayer)?
  /// The view the view block made, kept once made.
  var loadedView: UIView?
  /// The layer the layer block made, kept once made.
  var loadedLayer: CALayer?
  /// The views added with `addSubview(_:)`, back to front.
  var subviews: [UIView] = []
  var gestureRecognizers: [UIGestureRecognizer] = []
  var sublayers: [CALayer] = []
  /// The node whose view this node's view is a subview of.
  weak var superviewNode: DisplayNode?
  /// The node whose layer this node's layer is a sublayer of.
  weak var superlayerNode: DisplayNode?
  var tag = 0
  /// The view controller made with this node as its node (`ASDKViewController(node:)`).
  weak var viewController: UIViewController?
}

/// The kind and state of the UIKit view or Core Animation layer a node wraps (a node made with
/// `DisplayNode/init(viewBlock:)` or `DisplayNode/init(layerBlock:)`), for exporters that draw it:
/// `kind` is the class's name (`UISwitch`), `state` the values that decide its look (`isOn`), by name.
public struct WrappedViewDescription: Hashable, Sendable, CustomStringConvertible {
  /// The name of the view's or layer's class, such as `UISwitch` or `CAGradientLayer`.
  public let kind: String
  /// The values that decide the view's look, by property name, formatted as Swift prints them.
  public let state: [String: String]

  /// A description of a view or layer of `kind` in `state`.
  public init(kind: String, state: [String: String]) {
    self.kind = kind
    self.state = state
  }

  /// `UISwitch(isOn: true, onTintColor: …)`, the state in name order.
  public var description: String {
    "\(kind)(" + state.keys.sorted().map { "\($0): \(state[$0]!)" }.joined(separator: ", ") + ")"
  }
}

extension DisplayNode {
  var hosted: HostedView {
    get { self[kept: HostedView.self, initial: HostedView()] }
    set { self[kept: HostedView.self, initial: HostedView()] = newValue }
  }

  /// The view's `tag` (UIKit's), kept on the node.
  var viewTag: Int {
    get { hosted.tag }
    set { hosted.tag = newValue }
  }

  /// Texture's `init(viewBlock:)`: a node backed by the view `viewBlock` makes.
  ///
  /// The block runs once, when the node loads (as on a device): when its ``view`` is first read, or
  /// when Morph loads it for a layout (then right after `didLoad()` unless `didLoad` read the view).
  /// The view then stands in front of the node: its frame, colors and alpha are the node's.
  ///
  /// As in Texture, the node's size does not come from the view: a plain node measures as
  /// `calculateSizeThatFits(_:)` says (the largest size its range allows, 0×0 in an unbounded one),
  /// so give it a style size, such as the view's `sizeThatFits(_:)`, as on a device.
  public convenience init(viewBlock: @escaping () -> UIView) {
    self.init()
    setViewBlock(viewBlock)
  }

  /// Texture's `init(viewBlock:didLoad:)`: see ``init(viewBlock:)``; `didLoad`, if given, runs once the
  /// node has loaded, after `didLoad()` and with the view made.
  public convenience init(viewBlock: @escaping () -> UIView, didLoad: ((DisplayNode) -> Void)?) {
    self.init(viewBlock: viewBlock)
    if let didLoad { onDidLoad(didLoad) }
  }

  /// Texture's `init(layerBlock:)`: a node backed by the layer `layerBlock` makes, made when the node
  /// loads as a view block's view is (see ``init(viewBlock:)``).
  public convenience init(layerBlock: @escaping () -> CALayer) {
    self.init()
    setLayerBlock(layerBlock)
  }

  /// Texture's `init(layerBlock:didLoad:)`; see ``init(layerBlock:)``. `didLoad`, if given, runs once
  /// the node has loaded.
  public convenience init(layerBlock: @escaping () -> CALayer, didLoad: ((DisplayNode) -> Void)?) {
    self.init(layerBlock: layerBlock)
    if let didLoad { onDidLoad(didLoad) }
  }

  /// Texture's `setViewBlock(_:)`: the node is backed by the view `viewBlock` makes; see
  /// ``init(viewBlock:)``. Set it before the node loads, as Texture requires.
  public func setViewBlock(_ viewBlock: @escaping () -> UIView) {
    precondition(!isNodeLoaded, "\(self): setViewBlock must be called before the node loads")
    hosted.viewBlock = viewBlock
    onDidLoad { $0.loadHostedViewIfNeeded() }
    DeviceOnlyDiagnostics.report(
      "\(self): setViewBlock makes a UIKit view; Morph records its kind and state and draws the node as a placeholder")
  }

  /// Texture's `setLayerBlock(_:)`: the node is backed by the layer `layerBlock` makes, and is
  /// layer-backed; see ``init(layerBlock:)``.
  public func setLayerBlock(_ layerBlock: @escaping () -> CALayer) {
    precondition(!isNodeLoaded, "\(self): setLayerBlock must be called before the node loads")
    hosted.layerBlock = layerBlock
    isLayerBacked = true
    onDidLoad { $0.loadHostedViewIfNeeded() }
    DeviceOnlyDiagnostics.report(
      "\(self): setLayerBlock makes a Core Animation layer; Morph records its kind and state and draws the node as a placeholder"
    )
  }

  /// Runs the view or layer block if it has not run, and makes what it returns stand in front of the
  /// node.
  func loadHostedViewIfNeeded() {
    if let block = hosted.viewBlock {
      hosted.viewBlock = nil
      let view = block()
      view.adopt(by: self)
      hosted.loadedView = view
    }
    if let block = hosted.layerBlock {
      hosted.layerBlock = nil
      let layer = block()
      layer.adopt(by: self)
      hosted.loadedLayer = layer
    }
  }

  /// The kind and state of the view or layer the node's block made, once made (nil for a node without a
  /// view or layer block, or one not loaded yet): what exporters need to draw it.
  public var wrappedViewDescription: WrappedViewDescription? {
    if let view = hosted.loadedView { return WrappedViewDescription(kind: view.kindName, state: view.drawnState) }
    if let layer = hosted.loadedLayer { return WrappedViewDescription(kind: layer.kindName, state: layer.drawnState) }
    return nil
  }

  /// The node's view: the view its view block made, or else a view whose properties are the node's own
  /// (frame, colors, alpha, layer, …). Asking for it loads the node, as on a device.
  public var view: UIView {
    loadHostedViewIfNeeded()
    loadIfNeeded()
    return hosted.loadedView ?? UIView(node: self)
  }

  /// The node's layer: the layer its layer block made, or else a layer whose properties are the node's
  /// own (corner radius, border, `masksToBounds`, …). Asking for it loads the node, as on a device.
  public var layer: CALayer {
    loadHostedViewIfNeeded()
    loadIfNeeded()
    return hosted.loadedLayer ?? CALayer(node: self)
  }
}

extension NodeBackedObject {
  /// The name of the object's nearest class that is one of Morph's stand-ins (`UISwitch` for an app's
  /// own subclass of it).
  var kindName: String {
    var current: AnyClass = type(of: self)
    while true {
      let name = String(reflecting: current)
      if name.hasPrefix("MorphTextureCompat.") { return String(name.dropFirst("MorphTextureCompat.".count)) }
      guard let superclass = _getSuperclass(current) else { return String(describing: current) }
      current = superclass
    }
  }
}
