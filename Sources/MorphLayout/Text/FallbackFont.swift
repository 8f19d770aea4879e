import Foundation

/// The font that drew characters the requested font has no glyphs for (an emoji or CJK font standing
/// in for a Latin one), as a measurer that falls back reports it.
public struct FallbackFont: Hashable, Sendable {
  /// The family name of the fallback font, as a browser's `font-family` names it.
  public var family: String
  /// The vertical metrics of the fallback font at the requested size.
  public var metrics: FontMetrics

  /// A fallback font of `family` with `metrics` at the requested size.
  public init(family: String, metrics: FontMetrics) {
    self.family = family
    self.metrics = metrics
  }
}
