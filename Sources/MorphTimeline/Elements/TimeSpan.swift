import Foundation

/// A span of a timeline's time, in seconds: the start included, the end excluded; no end for a span
/// that lasts to the end of the timeline. When an element is present (``Presence/span``), when a
/// drawn content or an exported copy of an element is shown.
public struct TimeSpan: Hashable, Sendable, Codable {
  /// When the span starts (included).
  public var start: Double
  /// When it ends (excluded); nil if it lasts.
  public var end: Double?

  /// A span from `start` to `end` (nil: lasting).
  public init(start: Double, end: Double?) {
    self.start = start
    self.end = end
  }

  /// Whether the span covers a time (the start is included, the end is not).
  public func contains(_ time: Double) -> Bool {
    time >= start && (end.map { time < $0 } ?? true)
  }
}
