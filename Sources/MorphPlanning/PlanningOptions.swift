import Foundation
import MorphLayout

/// How a ``Plannable`` is laid out and planned.
public struct PlanningOptions: Sendable {
  /// Measures the text of the nodes a document declares (a Swift preview's nodes measure their text as
  /// they were made to).
  public var textMeasurer: any TextMeasuring
  /// The screen scale layouts snap to; nil for the plannable's own.
  public var scale: CGFloat?
  /// The Dynamic Type size text styles are set at; nil for the plannable's own, else the run's.
  public var contentSizeCategory: ContentSizeCategory?
  /// The size range the root is laid out for; nil for the plannable's own (a device's size, say).
  public var sizeRange: SizeRange?
  /// Whether a plan keeps the layouts its transitions go between (``Plan/layouts``).
  public var keepsLayouts: Bool

  /// Options measuring text with `textMeasurer`, the plannable's own otherwise.
  public init(
    textMeasurer: any TextMeasuring, scale: CGFloat? = nil, contentSizeCategory: ContentSizeCategory? = nil,
    sizeRange: SizeRange? = nil, keepsLayouts: Bool = false
  ) {
    self.textMeasurer = textMeasurer
    self.scale = scale
    self.contentSizeCategory = contentSizeCategory
    self.sizeRange = sizeRange
    self.keepsLayouts = keepsLayouts
  }
}
