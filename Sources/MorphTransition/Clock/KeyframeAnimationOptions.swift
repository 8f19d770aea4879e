import Foundation
import MorphTimeline

/// Options of a keyframe animation, with UIKit's `UIView.KeyframeAnimationOptions` bit values. Morph
/// honours the calculation mode; the others have no meaning off the device.
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
  /// The keyframes' times are ignored: each property moves through their values at one constant speed.
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  /// Each property follows a smooth (Catmull-Rom) curve through the keyframes' values at their times.
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  /// The smooth curve of ``calculationModeCubic`` at the times ``calculationModePaced`` gives.
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  /// How a keyframe animation moves between its keyframes' values.
  enum CalculationMode {
    case linear, discrete, paced, cubic, cubicPaced

    /// Whether the mode shapes a property's path from all its keyframes at once (``KeyframePath``),
    /// rather than keyframe by keyframe.
    var shapesWholePath: Bool { self == .paced || self == .cubic || self == .cubicPaced }
  }

  /// The calculation mode the options give.
  var calculationMode: CalculationMode {
    switch (rawValue >> 10) & 0b111 {
    case 1: return .discrete
    case 2: return .paced
    case 3: return .cubic
    case 4: return .cubicPaced
    default: return .linear
    }
  }

  /// The curve of each keyframe as it is recorded.
  var keyframeCurve: TimingCurve { calculationMode == .discrete ? .discrete : .linear }
}
