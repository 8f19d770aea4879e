import Foundation
import MorphLayout
import MorphTimeline

extension AnimatableValue {
  /// The value's numbers in a fixed order: x, y, width, height for a rect; the number; red, green,
  /// blue, alpha for a color (empty for no color); translation x and y, scale x and y, rotation for a
  /// transform.
  var components: [Double] {
    switch self {
    case .rect(let rect):
      return [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
    case .number(let number):
      return [Double(number)]
    case .color(let color):
      return color.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
    case .transform(let transform):
      return [
        Double(transform.translationX), Double(transform.translationY), Double(transform.scaleX),
        Double(transform.scaleY), Double(transform.rotation),
      ]
    }
  }

  /// Whether two values are of the same kind and differ by at most `tolerance` in every component
  /// (no color equals only no color).
  func isClose(to other: AnimatableValue, tolerance: Double = 1e-9) -> Bool {
    switch (self, other) {
    case (.rect, .rect), (.number, .number), (.transform, .transform), (.color, .color):
      let mine = components
      let theirs = other.components
      return mine.count == theirs.count && zip(mine, theirs).allSatisfy { abs($0 - $1) <= tolerance }
    default:
      return false
    }
  }

  /// Whether the value is of the kind a property holds.
  func fits(_ property: AnimatableProperty) -> Bool {
    switch (property, self) {
    case (.frame, .rect), (.alpha, .number), (.cornerRadius, .number), (.borderWidth, .number),
      (.backgroundColor, .color), (.borderColor, .color), (.transform, .transform):
      return true
    default:
      return false
    }
  }
}
