import Foundation

/// Options of a keyframe animation, with UIKit's `UIView.KeyframeAnimationOptions` bit values. Morph
/// honours the calculation mode (linear or discrete); the others have no meaning off the device.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  /// Each keyframe moves at constant speed (the default).
  public static let calculationModeLinear = KeyframeAnimationOptions([])
  /// Each keyframe jumps to its value when it ends.
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)

  /// The curve of each keyframe.
  var keyframeCurve: TimingCurve {
    (rawValue >> 10) & 0b111 == 1 ? .discrete : .linear
  }
}
