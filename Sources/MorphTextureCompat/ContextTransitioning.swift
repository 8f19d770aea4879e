import MorphLayout

/// Texture's `ASContextTransitioning`, as a Texture node's override spells it:
/// `override func animateLayoutTransition(_ context: ASContextTransitioning)`.
public typealias ASContextTransitioning = ContextTransitioning

/// Texture's `ASTransitionContextFromLayoutKey`.
public let ASTransitionContextFromLayoutKey = TransitionContextKey.from

/// Texture's `ASTransitionContextToLayoutKey`.
public let ASTransitionContextToLayoutKey = TransitionContextKey.to
