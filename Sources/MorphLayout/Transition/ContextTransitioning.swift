import Foundation

/// The keys of a layout transition's two layouts (Texture's `ASTransitionContextFromLayoutKey` and
/// `ASTransitionContextToLayoutKey`).
public struct TransitionContextKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The layout before the transition.
  public static let from = TransitionContextKey(rawValue: "org.asyncdisplaykit.ASTransitionContextFromLayoutKey")
  /// The layout after the transition.
  public static let to = TransitionContextKey(rawValue: "org.asyncdisplaykit.ASTransitionContextToLayoutKey")
}

/// What a node's `animateLayoutTransition(_:)` learns about the transition it animates (Texture's
/// `ASContextTransitioning`).
///
/// Follows Texture's code where its documentation differs: `completeTransition(false)` does not revert
/// the layout, and the subnode lists come from the diff of the two flattened layouts.
public protocol ContextTransitioning: AnyObject {
  /// Whether the transition was started with animation.
  func isAnimated() -> Bool
  /// The layout before (`.from`, nil for a node's first layout) or after (`.to`) the transition.
  func layout(forKey key: TransitionContextKey) -> Layout?
  /// The size range of the layout before or after the transition; `.zero` for an unknown key.
  func constrainedSize(forKey key: TransitionContextKey) -> SizeRange
  /// The display nodes of the layout before or after the transition, in layout order.
  func subnodes(forKey key: TransitionContextKey) -> [DisplayNode]
  /// The nodes the transition adds; they are subnodes already when the animation starts.
  func insertedSubnodes() -> [DisplayNode]
  /// The nodes the transition removes; they stay subnodes until the transition completes.
  func removedSubnodes() -> [DisplayNode]
  /// A node's frame in the layout before the transition, or `CGRect.null` if it is not in it.
  func initialFrame(for node: DisplayNode) -> CGRect
  /// A node's frame in the layout after the transition, or `CGRect.null` if it is not in it.
  func finalFrame(for node: DisplayNode) -> CGRect
  /// Ends the transition: `didCompleteLayoutTransition(_:)` runs, which removes the removed subnodes.
  /// The flag is passed on but, as in Texture, `false` does not restore the old layout.
  func completeTransition(_ didComplete: Bool)

  /// Runs the default animation of the transition for the node it belongs to (what
  /// `DisplayNode.animateLayoutTransition(_:)` does when not overridden).
  func animateWithDefaultTransition()
  /// Detaches the removed subnodes that are still subnodes of the node (what
  /// `DisplayNode.didCompleteLayoutTransition(_:)` does when not overridden).
  func applySubnodeRemovals()
}
