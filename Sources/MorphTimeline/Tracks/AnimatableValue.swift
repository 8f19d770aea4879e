import Foundation
import MorphLayout

/// The value of an ``AnimatableProperty`` at one moment.
public enum AnimatableValue: Hashable, Sendable, Codable {
  case rect(CGRect)
  case number(CGFloat)
  /// A color; nil is no color (transparent).
  case color(Color?)
  case transform(NodeTransform)

  /// The value a fraction of the way to `target` (the fraction may lie outside 0…1 for springs).
  /// Components interpolate linearly; a missing color counts as the other color made transparent.
  public func interpolated(to target: AnimatableValue, progress: Double) -> AnimatableValue {
    let p = CGFloat(progress)
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
    switch (self, target) {
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
      )
    case (.number(let a), .number(let b)):
      return .number(mix(a, b))
    case (.transform(let a), .transform(let b)):
      return .transform(
        NodeTransform(
          translationX: mix(a.translationX, b.translationX), translationY: mix(a.translationY, b.translationY),
          scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY), rotation: mix(a.rotation, b.rotation)))
    case (.color(let a), .color(let b)):
      guard a != nil || b != nil else { return .color(nil) }
      let start = a ?? Color(red: b!.red, green: b!.green, blue: b!.blue, alpha: 0)
      let end = b ?? Color(red: a!.red, green: a!.green, blue: a!.blue, alpha: 0)
      let q = progress
      return .color(
        Color(
          red: start.red + (end.red - start.red) * q, green: start.green + (end.green - start.green) * q,
          blue: start.blue + (end.blue - start.blue) * q, alpha: start.alpha + (end.alpha - start.alpha) * q))
    default:
      preconditionFailure("AnimatableValue: cannot interpolate \(self) to \(target)")
    }
  }
}
