import Foundation

/// A node of the display tree (Texture's `ASDisplayNode`): a layout element with subnodes, a layout of
/// its own and the visual properties exporters draw.
///
/// A node lays its subnodes out with the spec returned by ``layoutSpecThatFits(_:)`` (override it, or
/// set ``layoutSpecBlock``). A node without a spec is a leaf measured by
/// ``calculateSizeThatFits(_:)``, which by default fills a finite maximum (Texture's plain node).
/// Nodes are reference types: layouts and transitions refer to them by identity.
///
/// The state every layout pass reads and writes (style, subnodes and supernode, frame, measurements,
/// flags) is stored without dynamic exclusivity checks (`@exclusivity(unchecked)`): Morph's code never
/// holds an access to one of them across a call that could access it again, a node belongs to one
/// isolation domain at a time, and the checks cost a fifth of a layout pass.
open class DisplayNode: Responder, LayoutElement, InterfaceStateDelegate {
  /// The node's name, used in output and diagnostics.
  public var name: String?
  @exclusivity(unchecked) public var style = LayoutElementStyle()

  /// Whether the node's subnodes follow its layout: with it on, the subnodes are exactly the display
  /// nodes of the calculated layout, in depth-first spec order (which is also their z-order).
  @exclusivity(unchecked) public var automaticallyManagesSubnodes = false

  /// Builds the node's layout spec when no subclass overrides ``layoutSpecThatFits(_:)``.
  public var layoutSpecBlock: ((DisplayNode, SizeRange) -> LayoutSpec)?

  /// The node's subnodes, back to front. Disfavored, so that where a module adds Texture's optional
  /// `subnodes` (`MorphTextureCompat`), code written against Texture resolves to it.
  @_disfavoredOverload
  @exclusivity(unchecked) public package(set) var subnodes: [DisplayNode] = []
  /// ``subnodes`` under a name no other module overloads.
  package var subnodeArray: [DisplayNode] { subnodes }
  /// The node this one is a subnode of. An unowned link, which the supernode clears when it is
  /// removed or goes away (a weak one would give every supernode a side table, slowing each of its
  /// retains and releases).
  @exclusivity(unchecked) public package(set) unowned(unsafe) var supernode: DisplayNode?

  /// The node's frame in its supernode's coordinate space. Changing it outside a layout pass makes the
  /// next pass from any supernode visit the node again (and lay it out anew if its size changed).
  public var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      if newValue.size != storedFrame.size { needsLayoutPass = true }
      storedFrame = newValue
      markSupernodesForLayoutPass()
    }
  }
  /// The frame's storage; the layout pass writes it directly (see ``frame``).
  @exclusivity(unchecked) var storedFrame: CGRect = .zero
  /// The node's own coordinate space: its frame's size at the origin. Setting it resizes the node about
  /// its centre, as a device's layer does; the origin set is ignored (Morph does not scroll bounds).
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let current = frame
      frame = CGRect(
        x: current.midX - newValue.width / 2, y: current.midY - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// How long the default layout transition animation lasts, in seconds (Texture's 0.2).
  public var defaultLayoutTransitionDuration: TimeInterval {
    get { transitionSettings?.duration ?? 0.2 }
    set { ownTransitionSettings.duration = newValue }
  }
  /// How long the default layout transition animation waits before it starts, in seconds.
  public var defaultLayoutTransitionDelay: TimeInterval {
    get { transitionSettings?.delay ?? 0 }
    set { ownTransitionSettings.delay = newValue }
  }
  /// The options of the default layout transition animation (ease in and out).
  public var defaultLayoutTransitionOptions: AnimationOptions {
    get { transitionSettings?.options ?? .curveEaseInOut }
    set { ownTransitionSettings.options = newValue }
  }

  /// Animates a layout transition when no subclass overrides ``animateLayoutTransition(_:)``.
  public var animateLayoutTransitionBlock: ((DisplayNode, any ContextTransitioning) -> Void)? {
    get { transitionSettings?.animate }
    set { ownTransitionSettings.animate = newValue }
  }
  /// Finishes a layout transition when no subclass overrides ``didCompleteLayoutTransition(_:)``.
  public var didCompleteLayoutTransitionBlock: ((DisplayNode, any ContextTransitioning) -> Void)? {
    get { transitionSettings?.didComplete }
    set { ownTransitionSettings.didComplete = newValue }
  }

  /// The visual properties, allocated when one is first set (see ``NodeAppearance``, whose defaults
  /// the getters repeat).
  var appearance: NodeAppearance?
  var ownAppearance: NodeAppearance {
    if let appearance { return appearance }
    let created = NodeAppearance()
    appearance = created
    return created
  }

  /// The transition settings, allocated when one is first set (see ``NodeTransitionSettings``, whose
  /// defaults the getters repeat).
  private var transitionSettings: NodeTransitionSettings?
  private var ownTransitionSettings: NodeTransitionSettings {
    if let transitionSettings { return transitionSettings }
    let created = NodeTransitionSettings()
    transitionSettings = created
    return created
  }

  /// The state of the layout transition this node is running, kept by the transition planner.
  package var transitionState: AnyObject?
  /// How many layout transitions are measuring this node or one of its supernodes, possibly off the main
  /// actor (Texture's "layout pending" state). Layout passes skip the node while it is not 0, so that
  /// measurement is the only code touching the node's layout.
  @exclusivity(unchecked) package var layoutPendingCount = 0

  /// Bumped whenever the node's layout is invalidated; a cached layout is valid only for the version it
  /// was computed at.
  @exclusivity(unchecked) public private(set) var layoutVersion = 0

  /// Whether the next layout pass must visit the node: its layout, its bounds or a node below it changed
  /// since its last pass (UIKit's `needsLayout`, kept for the whole subtree). A pass skips a node whose
  /// flag is clear and whose applied layout still fits its bounds, with everything below it. Invariant:
  /// a node with the flag set has it set on all its supernodes.
  @exclusivity(unchecked) package var needsLayoutPass = true

  /// The last measurement, reused for an identical range, parent size and pixel grid.
  @exclusivity(unchecked) package var measurement: NodeMeasurement?
  /// The measurement before ``measurement``, reused the same way.
  @exclusivity(unchecked) package var previousMeasurement: NodeMeasurement?
  /// The layout applied to the node's subnodes by the last layout pass.
  @exclusivity(unchecked) package var calculated: NodeMeasurement?
  /// The spec tree's layout of the calculation in progress, kept with its measurement.
  @exclusivity(unchecked) var lastUnflattenedLayout: SpecTreeLayout?

  /// Whether the node is loaded: on a device, whether its view or layer exists. A node loads when it
  /// is first laid out as the root of a tree (as a device loads a node put on screen), when it is
  /// added to a loaded node, or when its view or layer is asked for; its subnodes load before it.
  @exclusivity(unchecked) public private(set) var isNodeLoaded = false

  /// Whether the node is in the hierarchy (see ``InterfaceState``).
  public internal(set) var isInHierarchy = false
  /// How far the node is towards being on screen: ``InterfaceState/inHierarchy`` while it is in the
  /// hierarchy, else empty.
  public internal(set) var interfaceState: InterfaceState = []
  /// The delegates given to ``add(_:)``, held weakly.
  var interfaceStateDelegates: [WeakInterfaceStateDelegate] = []

  /// Blocks run once, right after ``didLoad()``, with the node (Texture's `onDidLoad(_:)`).
  private var didLoadBlocks: [(DisplayNode) -> Void] = []

  /// Values other Morph modules keep with a node (such as the UIKit properties of
  /// `MorphTextureCompat` that have no meaning for layout), by key type.
  package var attachments: [ObjectIdentifier: Any] = [:]

  /// Whether the node has keyboard focus (see ``Responder``), kept among its attachments.
  override var isFocused: Bool {
    get { attachments[ObjectIdentifier(Responder.self)] != nil }
    set { attachments[ObjectIdentifier(Responder.self)] = newValue ? true : nil }
  }

  /// A node with no name.
  public override init() {}

  deinit {
    // The subnodes' unowned links to this node must not outlive it.
    for subnode in subnodes where subnode.supernode === self { subnode.supernode = nil }
  }

  /// A node with a name.
  public convenience init(name: String) {
    self.init()
    self.name = name
  }

  /// Returns the node's layout spec for a range. The default calls ``DisplayNode/layoutSpecBlock``; a
  /// node that neither overrides this nor sets the block is measured by
  /// ``DisplayNode/calculateSizeThatFits(_:)``.
  open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> LayoutSpec {
    guard let layoutSpecBlock else { return NoLayoutSpec.marker }
    return layoutSpecBlock(self, constrainedSize)
  }

  /// The node's layout for a range already resolved against its style. The default lays a node with a
  /// spec out through it (its display nodes become the sublayouts at pixel-snapped absolute positions,
  /// in depth-first spec order) and measures a leaf with ``DisplayNode/calculateSizeThatFits(_:)``.
  /// Override it to lay subnodes out by hand.
  open func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    let spec = layoutSpecThatFits(constrainedSize)
    guard spec === NoLayoutSpec.marker else { return calculateSpecLayout(spec, constrainedSize, context: context) }
    let size = constrainedSize.clamp(calculateSizeThatFits(constrainedSize.max))
    return Layout(element: self, size: size, grid: context.pixelGrid)
  }

  /// The node's layout for a range already resolved against its style, knowing the size its parent
  /// resolves fractions against (Texture's
  /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`). The default calls
  /// ``DisplayNode/calculateLayoutThatFits(_:context:)``; override it when the node's own size depends
  /// on the parent's, as a scroll node's does.
  open func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    calculateLayoutThatFits(constrainedSize, context: context)
  }

  /// Animates the node's subnodes from the layout before a transition to the one after it. The default
  /// runs ``animateLayoutTransitionBlock`` if set, else the context's default animation. An override
  /// must eventually call `context.completeTransition(_:)`, or removed subnodes are never removed.
  open func animateLayoutTransition(_ context: any ContextTransitioning) {
    if let animateLayoutTransitionBlock {
      animateLayoutTransitionBlock(self, context)
    } else {
      context.animateWithDefaultTransition()
    }
  }

  /// Called when a transition's animation calls `completeTransition(_:)`. The default runs
  /// ``didCompleteLayoutTransitionBlock`` if set, else removes the transition's removed subnodes; an
  /// override should call `super` or remove `context.removedSubnodes()` itself.
  open func didCompleteLayoutTransition(_ context: any ContextTransitioning) {
    if let didCompleteLayoutTransitionBlock {
      didCompleteLayoutTransitionBlock(self, context)
    } else {
      context.applySubnodeRemovals()
    }
  }

  /// Called after a layout transition has completed and its layout is the node's calculated layout.
  open func calculatedLayoutDidChange() {}

  // MARK: - Lifecycle

  /// Called once when the node loads (see ``isNodeLoaded``), after its subnodes have loaded; the
  /// place for setup that needs the view or layer. Overrides call `super`.
  open func didLoad() {}

  /// Called in each layout pass of a loaded node, after its layout has been applied to its subnodes
  /// and before their own passes: the place to adjust subnode frames by hand. Overrides call `super`.
  open func layout() {}

  /// Called right after ``layout()``. Overrides call `super`.
  open func layoutDidFinish() {}

  // MARK: - Interface state (see ``InterfaceState``; overrides call `super`)

  /// Called when the node is about to enter the hierarchy, before its state changes and its subnodes enter.
  open func willEnterHierarchy() {}
  /// Called once the node and its subnodes have entered the hierarchy.
  open func didEnterHierarchy() {}
  /// Called when the node leaves the hierarchy, before its state empties and its subnodes leave.
  open func didExitHierarchy() {}
  /// Called after the node's interface state changed, after the enter and exit methods.
  open func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {}
  /// Called when the node becomes visible.
  open func didEnterVisibleState() {}
  /// Called when the node stops being visible.
  open func didExitVisibleState() {}
  /// Called when the node enters the display state.
  open func didEnterDisplayState() {}
  /// Called when the node leaves the display state.
  open func didExitDisplayState() {}
  /// Called when the node enters the preload state.
  open func didEnterPreloadState() {}
  /// Called when the node leaves the preload state.
  open func didExitPreloadState() {}

  // MARK: - A device's display cycle and view callbacks (override points; overrides call `super`)

  /// Called before a device draws the node's contents. Morph draws in its exporters and never calls it.
  open func displayWillStart() {}
  /// Called before a device draws the node's contents, saying whether off the main thread. Never
  /// called by Morph.
  open func displayWillStartAsynchronously(_ asynchronously: Bool) {}
  /// Called after a device drew the node's contents. Never called by Morph.
  open func displayDidFinish() {}
  /// Called when a subnode's display starts. Never called by Morph.
  open func subnodeDisplayWillStart(_ subnode: DisplayNode) {}
  /// Called when a subnode's display finishes. Never called by Morph.
  open func subnodeDisplayDidFinish(_ subnode: DisplayNode) {}
  /// Draws a node's contents on a device (Texture's class method for subclasses that draw with Core
  /// Graphics). Morph draws nodes from their properties and never calls it.
  open class func draw(
    _ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool
  ) {}
  /// Called to release the node's drawn contents (`recursivelyClearContents()` calls it down the tree).
  open func clearContents() {}
  /// Called when the tint color the node inherits or sets changes.
  open func tintColorDidChange() {}
  /// Called when the node's layout margins change.
  open func layoutMarginsDidChange() {}
  /// Called when the node's safe area insets change.
  open func safeAreaInsetsDidChange() {}

  /// Whether `point`, in the node's coordinate space, is on the node: inside its bounds grown by
  /// ``hitTestSlop`` (negative insets grow them).
  open func pointInside(_ point: CGPoint, with event: TouchEvent?) -> Bool {
    let slop = hitTestSlop
    let area = CGRect(
      x: slop.left, y: slop.top, width: frame.width - slop.left - slop.right,
      height: frame.height - slop.top - slop.bottom)
    return area.contains(point)
  }

  /// Runs `body` with the node once it has loaded: at once if it has, else right after ``didLoad()``
  /// (Texture's `onDidLoad(_:)`).
  public func onDidLoad(_ body: @escaping (DisplayNode) -> Void) {
    if isNodeLoaded { body(self) } else { didLoadBlocks.append(body) }
  }

  /// Loads the node if it is not loaded: its subnodes first, then the node itself, which calls
  /// ``didLoad()`` and the blocks given to ``onDidLoad(_:)``.
  public func loadIfNeeded() {
    guard !isNodeLoaded else { return }
    isNodeLoaded = true
    for subnode in subnodes { subnode.loadIfNeeded() }
    didLoad()
    let blocks = didLoadBlocks
    didLoadBlocks = []
    for block in blocks { block(self) }
    notifyInterfaceStateDelegates { $0.nodeDidLoad() }
  }

  /// The size of a leaf node's content for a maximum size. The default is Texture's: the maximum when
  /// both of its lengths are valid, else 0×0 (the result is clamped into the range afterwards).
  open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    constrainedSize.isValidLayoutSize ? constrainedSize : .zero
  }

  /// Marks the node's layout as stale, and with it the layouts of all its supernodes, which contain it:
  /// the next measurement of each computes it again, while every other node keeps its cached layout
  /// (Texture's invalidation escalating to the root). Call it after changing anything a measurement
  /// reads: style, content, the layout spec.
  public func setNeedsLayout() {
    var node: DisplayNode? = self
    while let current = node {
      current.layoutVersion += 1
      current.needsLayoutPass = true
      node = current.supernode
    }
  }

  /// Discards the node's own cached layout (Texture's `invalidateCalculatedLayout`); unlike
  /// ``setNeedsLayout()`` the supernodes keep theirs.
  public func invalidateCalculatedLayout() {
    layoutVersion += 1
    needsLayoutPass = true
    markSupernodesForLayoutPass()
  }

  /// Makes the next layout pass from any supernode visit this node (the flag's invariant).
  func markSupernodesForLayoutPass() {
    var node = supernode
    while let current = node, !current.needsLayoutPass {
      current.needsLayoutPass = true
      node = current.supernode
    }
  }

  /// Adds a subnode on top of the others. Not for nodes that manage their subnodes automatically.
  public func addSubnode(_ subnode: DisplayNode) {
    insertSubnode(subnode, at: subnodes.count)
  }

  /// Inserts a subnode at an index (0 is the back), removing it from any previous supernode first.
  public func insertSubnode(_ subnode: DisplayNode, at index: Int) {
    precondition(subnode !== self, "DisplayNode: a node cannot be its own subnode")
    var index = index
    if subnode.supernode === self, let current = subnodes.firstIndex(where: { $0 === subnode }) {
      subnodes.remove(at: current)
      if current < index { index -= 1 }
    } else {
      subnode.removeFromSupernode()
    }
    subnodes.insert(subnode, at: min(max(index, 0), subnodes.count))
    subnode.supernode = self
    needsLayoutPass = true
    markSupernodesForLayoutPass()
    if isNodeLoaded { subnode.loadIfNeeded() }
    if isInHierarchy { subnode.enterHierarchy() }
  }

  /// Detaches the node from its supernode.
  public func removeFromSupernode() {
    guard let supernode else { return }
    supernode.subnodes.removeAll { $0 === self }
    self.supernode = nil
    exitHierarchy()
  }

  /// The node's kind as printed in descriptions (`display`, `text`, `image`, …).
  open var kindName: String { "display" }

  open override var description: String { name.map { "<\(kindName) \($0)>" } ?? "<\(kindName)>" }
}

/// The marker a node without a layout spec returns from ``DisplayNode/layoutSpecThatFits(_:)``: one shared
/// instance, so that measuring a leaf allocates no spec. It is never laid out or changed.
final class NoLayoutSpec: LayoutSpec {
  nonisolated(unsafe) static let marker = NoLayoutSpec()
}
