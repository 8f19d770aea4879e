import Foundation
import MorphLayout
import MorphTimeline

/// The animatable properties of a node at one moment, read from the node.
struct NodeVisualState: Equatable {
  var frame: CGRect
  var alpha: CGFloat
  var backgroundColor: Color?
  var cornerRadius: CGFloat
  var borderWidth: CGFloat
  var borderColor: Color?
  var transform: NodeTransform

  init(_ node: DisplayNode) {
    frame = node.frame
    alpha = node.alpha
    backgroundColor = node.backgroundColor?.color
    cornerRadius = node.cornerRadius
    borderWidth = node.borderWidth
    borderColor = node.borderColor?.color
    transform = node.transform
  }

  /// The value of one property.
  func value(of property: AnimatableProperty) -> AnimatableValue {
    switch property {
    case .frame: return .rect(frame)
    case .alpha: return .number(alpha)
    case .backgroundColor: return .color(backgroundColor)
    case .cornerRadius: return .number(cornerRadius)
    case .borderWidth: return .number(borderWidth)
    case .borderColor: return .color(borderColor)
    case .transform: return .transform(transform)
    }
  }

  /// The properties whose values differ from another state.
  func changedProperties(since other: NodeVisualState) -> [AnimatableProperty] {
    AnimatableProperty.allCases.filter { value(of: $0) != other.value(of: $0) }
  }
}
