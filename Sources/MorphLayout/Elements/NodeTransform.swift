import Foundation

/// A node's 2D transform, kept as its components so that it animates the way UIKit animates a
/// decomposed transform: translate, then rotate, then scale, about the node's centre.
public struct NodeTransform: Hashable, Sendable, Codable {
  public var translationX: CGFloat
  public var translationY: CGFloat
  public var scaleX: CGFloat
  public var scaleY: CGFloat
  /// Rotation in radians, clockwise on screen.
  public var rotation: CGFloat

  public init(
    translationX: CGFloat = 0, translationY: CGFloat = 0, scaleX: CGFloat = 1, scaleY: CGFloat = 1,
    rotation: CGFloat = 0
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
  }

  /// No transform.
  public static let identity = NodeTransform()

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// A translation.
  public static func translation(x: CGFloat, y: CGFloat) -> NodeTransform {
    NodeTransform(translationX: x, translationY: y)
  }

  /// A scale about the centre.
  public static func scale(x: CGFloat, y: CGFloat) -> NodeTransform { NodeTransform(scaleX: x, scaleY: y) }

  /// A rotation about the centre, in radians.
  public static func rotation(_ angle: CGFloat) -> NodeTransform { NodeTransform(rotation: angle) }
}
