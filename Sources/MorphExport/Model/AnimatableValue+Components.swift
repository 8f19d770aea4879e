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

  /// Whether every one of the value's numbers (see ``components``) satisfies `predicate`, checked without
  /// collecting them into an array.
  func allComponents(satisfy predicate: (Double) -> Bool) -> Bool {
    switch self {
    case .rect(let rect):
      return predicate(Double(rect.origin.x)) && predicate(Double(rect.origin.y))
        && predicate(Double(rect.size.width)) && predicate(Double(rect.size.height))
    case .number(let number):
      return predicate(Double(number))
    case .color(let color):
      guard let color else { return true }
      return predicate(color.red) && predicate(color.green) && predicate(color.blue) && predicate(color.alpha)
    case .transform(let transform):
      return predicate(Double(transform.translationX)) && predicate(Double(transform.translationY))
        && predicate(Double(transform.scaleX)) && predicate(Double(transform.scaleY))
        && predicate(Double(transform.rotation))
    }
  }

  /// Whether two values are of the same kind and differ by at most `tolerance` in every component
  /// (no color equals only no color).
  func isClose(to other: AnimatableValue, tolerance: Double = 1e-9) -> Bool {
    func close(_ mine: Double, _ theirs: Double) -> Bool { abs(mine - theirs) <= tolerance }
    switch (self, other) {
    case (.rect(let mine), .rect(let theirs)):
      return close(Double(mine.origin.x), Double(theirs.origin.x))
        && close(Double(mine.origin.y), Double(theirs.origin.y))
        && close(Double(mine.size.width), Double(theirs.size.width))
        && close(Double(mine.size.height), Double(theirs.size.height))
    case (.number(let mine), .number(let theirs)):
      return close(Double(mine), Double(theirs))
    case (.transform(let mine), .transform(let theirs)):
      return close(Double(mine.translationX), Double(theirs.translationX))
        && close(Double(mine.translationY), Double(theirs.translationY))
        && close(Double(mine.scaleX), Double(theirs.scaleX)) && close(Double(mine.scaleY), Double(theirs.scaleY))
        && close(Double(mine.rotation), Double(theirs.rotation))
    case (.color(nil), .color(nil)):
      return true
    case (.color(let mine?), .color(let theirs?)):
      return close(mine.red, theirs.red) && close(mine.green, theirs.green) && close(mine.blue, theirs.blue)
        && close(mine.alpha, theirs.alpha)
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
