import Foundation
import MorphLayout

/// One property a transition script sets on a node: what `node.frame = …` or `node.alpha = …` is in
/// an `animateLayoutTransition(_:)` override.
public struct ScriptAssignment: Hashable, Sendable {
  /// A property and its new value.
  public enum Value: Hashable, Sendable {
    case frame(FrameExpression)
    case alpha(CGFloat)
    /// A background color; nil removes it.
    case backgroundColor(Color?)
    case cornerRadius(CGFloat)
    case borderWidth(CGFloat)
    /// A border color; nil removes it.
    case borderColor(Color?)
    case transform(NodeTransform)
  }

  /// The property and its value.
  public var value: Value
  /// Where the property's key was written.
  public var location: SceneLocation

  public init(_ value: Value, location: SceneLocation) {
    self.value = value
    self.location = location
  }
}
