import Foundation
import MorphLayout

/// One way a subnode looks while it is out of the hierarchy: the state an inserted node starts from and
/// a removed node ends in.
enum TransitionEffect: Hashable, Sendable {
  /// Transparent.
  case opacity
  /// Scaled about its centre.
  case scale(CGFloat)
  /// Translated.
  case offset(x: CGFloat, y: CGFloat)
  /// Translated just outside an edge of the transitioning node's bounds.
  case move(Edge)

  /// Applies the effect to a node's alpha and transform.
  /// - Parameters:
  ///   - frame: the node's frame in the transitioning node.
  ///   - container: the transitioning node's size.
  func apply(to alpha: inout CGFloat, _ transform: inout NodeTransform, frame: CGRect, container: CGSize) {
    switch self {
    case .opacity:
      alpha = 0
    case .scale(let scale):
      transform.scaleX *= scale
      transform.scaleY *= scale
    case .offset(let x, let y):
      transform.translationX += x
      transform.translationY += y
    case .move(let edge):
      switch edge {
      case .leading: transform.translationX -= frame.maxX
      case .trailing: transform.translationX += container.width - frame.minX
      case .top: transform.translationY -= frame.maxY
      case .bottom: transform.translationY += container.height - frame.minY
      }
    }
  }
}
