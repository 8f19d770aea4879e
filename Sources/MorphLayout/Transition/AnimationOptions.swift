import Foundation

/// Options of an animation, with UIKit's `UIView.AnimationOptions` bit values so ported code reads the
/// same. Morph honours the timing curve; the interaction options have no meaning off the device.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)

  /// Ease in and out (UIKit's default curve; the curve bits are 0).
  public static let curveEaseInOut = AnimationOptions([])
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The timing curve the options select.
  public var curve: AnimationCurve {
    switch (rawValue >> 16) & 0b11 {
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .linear
    default: return .easeInOut
    }
  }
}

/// The four named curves of UIKit animations.
public enum AnimationCurve: String, Hashable, Sendable, CaseIterable {
  case easeInOut
  case easeIn
  case easeOut
  case linear
}
