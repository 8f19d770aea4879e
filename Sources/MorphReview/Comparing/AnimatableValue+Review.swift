import Foundation
import MorphLayout
import MorphTimeline

extension AnimatableValue {
  /// How far apart two values of one property are: the largest difference of one of their numbers
  /// (a frame's origin or size in points, alpha, a color's channel from 0 to 1, a transform's
  /// translation, scale or rotation in radians). A missing color counts as transparent black.
  func distance(to other: AnimatableValue) -> Double {
    switch (self, other) {
    case (.rect(let a), .rect(let b)):
      return Double(
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height)))
    case (.number(let a), .number(let b)):
      return Double(abs(a - b))
    case (.color(let a), .color(let b)):
      let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
      let (x, y) = (a ?? clear, b ?? clear)
      return max(abs(x.red - y.red), abs(x.green - y.green), abs(x.blue - y.blue), abs(x.alpha - y.alpha))
    case (.transform(let a), .transform(let b)):
      return Double(
        max(
          abs(a.translationX - b.translationX), abs(a.translationY - b.translationY), abs(a.scaleX - b.scaleX),
          abs(a.scaleY - b.scaleY), abs(a.rotation - b.rotation)))
    default:
      return .infinity
    }
  }

  /// The value as a review prints it: a frame as `[x, y, width, height]`, a color in hex or `none`, a
  /// transform by its parts.
  var reviewText: String {
    func text(_ value: CGFloat) -> String { NumberFormat.format(Double(value), precision: 2) }
    switch self {
    case .rect(let rect):
      return "[\([rect.minX, rect.minY, rect.width, rect.height].map(text).joined(separator: ", "))]"
    case .number(let number):
      return text(number)
    case .color(let color):
      return color?.hex ?? "none"
    case .transform(let transform):
      guard !transform.isIdentity else { return "identity" }
      var parts: [String] = []
      if transform.translationX != 0 || transform.translationY != 0 {
        parts.append("translate(\(text(transform.translationX)), \(text(transform.translationY)))")
      }
      if transform.scaleX != 1 || transform.scaleY != 1 {
        parts.append("scale(\(text(transform.scaleX)), \(text(transform.scaleY)))")
      }
      if transform.rotation != 0 { parts.append("rotate(\(text(transform.rotation)))") }
      return parts.joined(separator: " ")
    }
  }
}

extension AnimatableProperty {
  /// The unit of a difference of the property: points for lengths, none for ratios and colors.
  var reviewUnit: String {
    switch self {
    case .frame, .cornerRadius, .borderWidth: "pt"
    case .alpha, .backgroundColor, .borderColor, .transform: ""
    }
  }
}

extension TimingCurve {
  /// The curve as a review prints it: UIKit's name where it has one.
  var reviewText: String {
    switch self {
    case .linear: return "linear"
    case .discrete: return "discrete"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return "cubicBezier(\([x1, y1, x2, y2].map { NumberFormat.format($0, precision: 3) }.joined(separator: ", ")))"
    case .spring(let spring):
      return "spring(damping \(NumberFormat.format(spring.dampingRatio, precision: 3)), "
        + "velocity \(NumberFormat.format(spring.initialVelocity, precision: 3)))"
    }
  }
}
