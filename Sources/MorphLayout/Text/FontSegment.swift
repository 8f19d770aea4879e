import Foundation

/// A stretch of measured text that one font draws: what ``TextMeasuring/segments(of:font:)`` cuts a
/// text into where the font drawing it changes.
public struct FontSegment: Hashable, Sendable {
  /// The characters of the measured text the segment covers (indices of that text).
  public var range: Range<String.Index>
  /// The advance width of those characters in the font that draws them, kerning included, in points.
  public var width: CGFloat
  /// The font that draws them when the requested font has no glyphs for them; nil when it does.
  public var fallback: FallbackFont?

  /// A segment of `range`, `width` points wide, drawn by `fallback` or, when nil, the requested font.
  public init(range: Range<String.Index>, width: CGFloat, fallback: FallbackFont? = nil) {
    self.range = range
    self.width = width
    self.fallback = fallback
  }
}
