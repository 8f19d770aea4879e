import Foundation
import MorphLayout

/// How inserted subnodes enter and removed subnodes leave in the `.morph` default animation, in the
/// spelling of SwiftUI's `AnyTransition`: `.opacity`, `.scale`, `.move(edge:)`, `.slide`,
/// `.asymmetric(insertion:removal:)`, `.combined(with:)`.
///
/// An inserted node starts in the transition's state and animates to its own; a removed node
/// animates from its own state to the transition's, and gets its own alpha and transform back once
/// it is removed. Scales and offsets are applied to the node's transform (about its centre).
public struct SubnodeTransition: Hashable, Sendable {
  let insertion: [TransitionEffect]
  let removal: [TransitionEffect]

  private init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
    self.insertion = insertion
    self.removal = removal
  }

  private init(_ effect: TransitionEffect) {
    self.init(insertion: [effect], removal: [effect])
  }

  /// No effect: inserted nodes appear and removed nodes disappear when the animation ends.
  public static let identity = SubnodeTransition(insertion: [], removal: [])

  /// Fades from and to transparent.
  public static let opacity = SubnodeTransition(.opacity)

  /// Scales from and to nothing about the centre.
  public static let scale = SubnodeTransition(.scale(0))

  /// Scales from and to a factor about the centre.
  public static func scale(scale: CGFloat) -> SubnodeTransition {
    SubnodeTransition(.scale(scale))
  }

  /// Moves from and to an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> SubnodeTransition {
    SubnodeTransition(.offset(x: x, y: y))
  }

  /// Moves from and to just outside an edge of the transitioning node.
  public static func move(edge: Edge) -> SubnodeTransition {
    SubnodeTransition(.move(edge))
  }

  /// Enters from the leading edge and leaves through the trailing edge.
  public static let slide = asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// Enters with one transition's insertion and leaves with another's removal.
  public static func asymmetric(insertion: SubnodeTransition, removal: SubnodeTransition) -> SubnodeTransition {
    SubnodeTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// Both transitions at once (opacities, scales and offsets combine).
  public func combined(with other: SubnodeTransition) -> SubnodeTransition {
    SubnodeTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
  }

  /// The alpha and transform of a node in the out-of-hierarchy state of a list of effects.
  static func state(
    of effects: [TransitionEffect], from alpha: CGFloat, _ transform: NodeTransform, frame: CGRect,
    container: CGSize
  ) -> (alpha: CGFloat, transform: NodeTransform) {
    var alpha = alpha
    var transform = transform
    for effect in effects {
      effect.apply(to: &alpha, &transform, frame: frame, container: container)
    }
    return (alpha, transform)
  }
}
