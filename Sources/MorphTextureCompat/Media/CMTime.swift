import Foundation

/// Core Media's `CMTimeValue`: a time's count of ticks.
public typealias CMTimeValue = Int64
/// Core Media's `CMTimeScale`: ticks per second.
public typealias CMTimeScale = Int32

/// Core Media's `CMTime`: a rational time, `value` ticks of `1/timescale` seconds, that may also be
/// invalid (the zero value, as an unset `CMTime` is) or indefinite (a length not known yet).
public struct CMTime: Hashable, Sendable {
  /// Core Media's `CMTimeFlags`: whether a time is valid, and whether it is indefinite.
  public struct Flags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Makes flags from Core Media's raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time holds a value.
    public static let valid = Flags(rawValue: 1 << 0)
    /// The time is not known (a stream's or a not yet loaded asset's length).
    public static let indefinite = Flags(rawValue: 1 << 4)
  }

  /// The count of ticks.
  public var value: CMTimeValue
  /// Ticks per second.
  public var timescale: CMTimeScale
  /// Whether the time is valid or indefinite.
  public var flags: Flags

  /// Core Media's `CMTime(value:timescale:)`: a valid time of `value / timescale` seconds.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: .valid)
  }

  /// A time with the given flags.
  init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
  }

  /// Core Media's `CMTime(seconds:preferredTimescale:)`: `seconds` rounded to the nearest tick of
  /// `1/preferredTimescale` seconds.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    guard seconds.isFinite else {
      self.init(value: 0, timescale: 0, flags: [])
      return
    }
    self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  /// Core Media's `kCMTimeZero`.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// Core Media's `kCMTimeInvalid`: no time, the value of an unset `CMTime`.
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [])
  /// Core Media's `kCMTimeIndefinite`: a time not known yet.
  public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite])

  /// Core Media's `isValid`.
  public var isValid: Bool { flags.contains(.valid) }
  /// Core Media's `isIndefinite`.
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  /// Core Media's `isNumeric`: valid and neither indefinite.
  public var isNumeric: Bool { isValid && !flags.contains(.indefinite) }

  /// Core Media's `seconds`: `value / timescale`, NaN for an invalid or indefinite time.
  public var seconds: Double {
    guard isNumeric, timescale != 0 else { return .nan }
    return Double(value) / Double(timescale)
  }
}

/// Core Media's `CMTimeMake(value:timescale:)`.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// Core Media's `CMTimeMakeWithSeconds(_:preferredTimescale:)`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: CMTimeScale) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// Core Media's `CMTimeGetSeconds(_:)`: the time in seconds, NaN for an invalid or indefinite time.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
  time.seconds
}
