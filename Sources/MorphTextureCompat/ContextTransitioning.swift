import MorphLayout

/// Texture's `ASContextTransitioning`, as a Texture node's override spells it:
/// `override func animateLayoutTransition(_ context: ASContextTransitioning)`.
public typealias ASContextTransitioning = ContextTransitioning

/// Texture's `ASTransitionContextFromLayoutKey`: the key of the layout a transition starts from.
public let ASTransitionContextFromLayoutKey = TransitionContextKey.from.rawValue

/// Texture's `ASTransitionContextToLayoutKey`: the key of the layout a transition ends at.
public let ASTransitionContextToLayoutKey = TransitionContextKey.to.rawValue

// Texture's string-keyed queries of a transition context, as Swift code passes
// `ASTransitionContextFromLayoutKey` or `ASTransitionContextToLayoutKey`.
extension ContextTransitioning {
  /// Texture's `layout(forKey:)`: the layout before (from key) or after (to key) the transition.
  public func layout(forKey key: String) -> ASLayout? {
    layout(forKey: TransitionContextKey(rawValue: key))
  }

  /// Texture's `constrainedSize(forKey:)`: the size range the layout of `key` was calculated for.
  public func constrainedSize(forKey key: String) -> ASSizeRange {
    constrainedSize(forKey: TransitionContextKey(rawValue: key))
  }

  /// Texture's `subnodes(forKey:)`: the node's subnodes in the layout of `key`.
  public func subnodes(forKey key: String) -> [ASDisplayNode] {
    subnodes(forKey: TransitionContextKey(rawValue: key))
  }
}
