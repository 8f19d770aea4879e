import Foundation
import MorphLayout
import MorphPlanning

/// One property a transition script sets on a node: what `node.frame = …` or `node.alpha = …` is in
/// an `animateLayoutTransition(_:)` override.
struct ScriptAssignment: Hashable, Sendable {
  /// A property and its new value.
  enum Value: Hashable, Sendable {
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
  var value: Value
  /// Where the property's key was written.
  var location: FileLocation

  init(_ value: Value, location: FileLocation) {
    self.value = value
    self.location = location
  }
}
