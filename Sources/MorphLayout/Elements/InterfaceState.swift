/// How far a node is towards being on screen (Texture's `ASInterfaceState`).
///
/// In Morph a node is in the hierarchy from the moment its tree is laid out as a root (previews,
/// transitions and exports do this, as a device puts a node in a window) or it is added to a node in
/// the hierarchy, until it is removed from its supernode; while in it, its state is
/// ``InterfaceState/inHierarchy``, as for a Texture node no range controller manages.
public struct InterfaceState: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  /// Makes a state from Texture's raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The node may be measured soon.
  public static let measureLayout = InterfaceState(rawValue: 1 << 0)
  /// The node's data should be fetched.
  public static let preload = InterfaceState(rawValue: 1 << 1)
  /// The node's contents should be drawn.
  public static let display = InterfaceState(rawValue: 1 << 2)
  /// The node is on screen.
  public static let visible = InterfaceState(rawValue: 1 << 3)
  /// Every state a node in the hierarchy is in.
  public static let inHierarchy: InterfaceState = [.measureLayout, .preload, .display, .visible]
}

/// Told of a node's interface-state and lifecycle changes (Texture's `ASInterfaceStateDelegate`). Every
/// method has an empty default. ``DisplayNode`` adopts it: subclasses override its methods there.
public protocol InterfaceStateDelegate: AnyObject {
  /// The node's interface state changed from `oldState` to `newState`.
  func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState)
  /// The node became visible.
  func didEnterVisibleState()
  /// The node stopped being visible.
  func didExitVisibleState()
  /// The node entered the display state.
  func didEnterDisplayState()
  /// The node left the display state.
  func didExitDisplayState()
  /// The node entered the preload state.
  func didEnterPreloadState()
  /// The node left the preload state.
  func didExitPreloadState()
  /// The node finished a layout pass (after ``DisplayNode/layoutDidFinish()``).
  func nodeDidLayout()
  /// Texture's call before a device's display pass calculates the node's layout for a range. Morph
  /// measures without a display pass and does not make it.
  func nodeWillCalculateLayout(_ constrainedSize: SizeRange)
  /// The node loaded (after ``DisplayNode/didLoad()``).
  func nodeDidLoad()
  /// The node's hierarchy finished displaying; Morph draws when it exports, not on a display pass, and
  /// does not call it.
  func hierarchyDisplayDidFinish()
  /// The node entered the hierarchy.
  func didEnterHierarchy()
  /// The node left the hierarchy.
  func didExitHierarchy()
}

extension InterfaceStateDelegate {
  /// Does nothing.
  public func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {}
  /// Does nothing.
  public func didEnterVisibleState() {}
  /// Does nothing.
  public func didExitVisibleState() {}
  /// Does nothing.
  public func didEnterDisplayState() {}
  /// Does nothing.
  public func didExitDisplayState() {}
  /// Does nothing.
  public func didEnterPreloadState() {}
  /// Does nothing.
  public func didExitPreloadState() {}
  /// Does nothing.
  public func nodeDidLayout() {}
  /// Does nothing.
  public func nodeWillCalculateLayout(_ constrainedSize: SizeRange) {}
  /// Does nothing.
  public func nodeDidLoad() {}
  /// Does nothing.
  public func hierarchyDisplayDidFinish() {}
  /// Does nothing.
  public func didEnterHierarchy() {}
  /// Does nothing.
  public func didExitHierarchy() {}
}

/// A weak reference to an interface-state delegate, as a node holds them.
struct WeakInterfaceStateDelegate {
  weak var delegate: (any InterfaceStateDelegate)?
}
