import Foundation
import MorphLayout

/// Texture's `ASRangeTuningParameters`: how many screens before and after the visible area a list
/// prepares cells for. Kept; Morph lays out and draws every cell.
public struct ASRangeTuningParameters: Hashable, Sendable {
  /// Screens ahead of the scrolling direction.
  public var leadingBufferScreenfuls: CGFloat
  /// Screens behind the scrolling direction.
  public var trailingBufferScreenfuls: CGFloat

  /// Zero screens either way.
  public init() { self.init(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0) }

  /// The given screens ahead and behind.
  public init(leadingBufferScreenfuls: CGFloat, trailingBufferScreenfuls: CGFloat) {
    self.leadingBufferScreenfuls = leadingBufferScreenfuls
    self.trailingBufferScreenfuls = trailingBufferScreenfuls
  }
}

/// Texture's `ASRangeTuningParametersZero`.
public let ASRangeTuningParametersZero = ASRangeTuningParameters()

/// Texture's `ASRangeTuningParametersEqualToRangeTuningParameters`.
public func ASRangeTuningParametersEqualToRangeTuningParameters(
  _ lhs: ASRangeTuningParameters, _ rhs: ASRangeTuningParameters
) -> Bool { lhs == rhs }

/// Texture's `ASLayoutRangeMode`: how much a list prepares, from the least to the most memory.
public enum ASLayoutRangeMode: Int8, Hashable, Sendable {
  case unspecified = -1
  case minimum = 0
  case full = 1
  case visibleOnly = 2
  case lowMemory = 3
}

/// Texture's `ASLayoutRangeModeCount`.
public let ASLayoutRangeModeCount = 4

/// Texture's `ASLayoutRangeType`: what a range prepares, display or preloaded data.
public enum ASLayoutRangeType: Int, Hashable, Sendable {
  case display = 0
  case preload = 1
}

/// Texture's `ASLayoutRangeTypeCount`.
public let ASLayoutRangeTypeCount = 2

/// The range tuning a list was given, over Texture's defaults.
struct KeptRangeTuning {
  private var set: [ASLayoutRangeMode: [ASLayoutRangeType: ASRangeTuningParameters]] = [:]

  /// The parameters set for a mode and type, else Texture's default for a list (or a pager).
  func parameters(_ mode: ASLayoutRangeMode, _ type: ASLayoutRangeType, pager: Bool) -> ASRangeTuningParameters {
    set[mode]?[type] ?? Self.defaults(mode, type, pager: pager)
  }

  mutating func set(_ parameters: ASRangeTuningParameters, _ mode: ASLayoutRangeMode, _ type: ASLayoutRangeType) {
    set[mode, default: [:]][type] = parameters
  }

  /// Texture's defaults: a list's full and minimum modes prepare a little ahead and behind; a pager's
  /// prepare whole pages; the visible-only and low-memory modes nothing beyond the visible area.
  static func defaults(_ mode: ASLayoutRangeMode, _ type: ASLayoutRangeType, pager: Bool) -> ASRangeTuningParameters {
    let screens: (CGFloat, CGFloat) =
      switch (mode, type, pager) {
      case (.full, .display, false): (1, 0.5)
      case (.full, .preload, false): (2.5, 1.5)
      case (.minimum, .display, false): (0.25, 0.25)
      case (.minimum, .preload, false): (0.5, 0.25)
      case (.full, .display, true): (1, 1)
      case (.full, .preload, true): (2, 2)
      case (.minimum, .display, true): (0, 0)
      case (.minimum, .preload, true): (1, 1)
      default: (0, 0)
      }
    return ASRangeTuningParameters(leadingBufferScreenfuls: screens.0, trailingBufferScreenfuls: screens.1)
  }
}

extension ListNode {
  private var rangeTuning: KeptRangeTuning {
    get { self[kept: KeptRangeTuning.self, initial: KeptRangeTuning()] }
    set { self[kept: KeptRangeTuning.self, initial: KeptRangeTuning()] = newValue }
  }

  /// Texture's `tuningParameters(for:)`: the full mode's parameters of a range type. Kept.
  public func tuningParameters(for rangeType: ASLayoutRangeType) -> ASRangeTuningParameters {
    tuningParameters(for: .full, rangeType: rangeType)
  }

  /// Texture's `setTuningParameters(_:for:)`: sets the full mode's parameters of a range type. Kept.
  public func setTuningParameters(_ tuningParameters: ASRangeTuningParameters, for rangeType: ASLayoutRangeType) {
    setTuningParameters(tuningParameters, for: .full, rangeType: rangeType)
  }

  /// Texture's `tuningParameters(for:rangeType:)`. Kept.
  public func tuningParameters(
    for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
  ) -> ASRangeTuningParameters {
    rangeTuning.parameters(rangeMode, rangeType, pager: self is PagerNode)
  }

  /// Texture's `setTuningParameters(_:for:rangeType:)`. Kept.
  public func setTuningParameters(
    _ tuningParameters: ASRangeTuningParameters, for rangeMode: ASLayoutRangeMode, rangeType: ASLayoutRangeType
  ) {
    rangeTuning.set(tuningParameters, rangeMode, rangeType)
  }
}
