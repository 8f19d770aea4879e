import Foundation

/// A text broken into lines for a width: what a text node shows, and how much room it takes.
///
/// Lines are stacked from the top, each `metrics.lineHeight` tall with `attributes.lineSpacing` between
/// them. A line's baseline sits `metrics.ascent` below its top; the font's line gap, if any, falls below
/// the descent.
public struct TextLayout: Hashable, Sendable {
  /// One line of a ``TextLayout``.
  public struct Line: Hashable, Sendable {
    /// The characters shown, without the spaces the line was broken after. The last line of a
    /// truncated layout ends with the truncation token.
    public var text: String
    /// The advance width of `text`, in points.
    public var width: CGFloat
    /// The distance from the top of the layout down to the line's baseline, in points.
    public var baseline: CGFloat

    public init(text: String, width: CGFloat, baseline: CGFloat) {
      self.text = text
      self.width = width
      self.baseline = baseline
    }
  }

  /// The attributes the text was laid out with.
  public var attributes: TextAttributes
  /// The vertical metrics of the font.
  public var metrics: FontMetrics
  /// The lines, top to bottom; empty for an empty text.
  public var lines: [Line]
  /// Whether text was cut because of `attributes.maximumNumberOfLines`.
  public var isTruncated: Bool

  public init(attributes: TextAttributes, metrics: FontMetrics, lines: [Line], isTruncated: Bool) {
    self.attributes = attributes
    self.metrics = metrics
    self.lines = lines
    self.isTruncated = isTruncated
  }

  /// The room the lines take: the widest line by n line heights plus n − 1 line spacings
  /// (zero for no lines).
  public var size: CGSize {
    guard !lines.isEmpty else { return .zero }
    let count = CGFloat(lines.count)
    return CGSize(
      width: lines.map(\.width).max() ?? 0,
      height: count * metrics.lineHeight + (count - 1) * attributes.lineSpacing)
  }

  /// The first line's ascender in Texture's convention: the font's ascent (positive).
  public var ascender: CGFloat { metrics.ascent }

  /// The last line's descender in Texture's convention: minus the font's descent (negative).
  public var descender: CGFloat { -metrics.descent }

  /// How far from the left edge of a box `containerWidth` wide a line starts, for the layout's alignment.
  /// A line wider than the box starts at its left edge, as in CSS.
  public func xOffset(of line: Line, containerWidth: CGFloat) -> CGFloat {
    precondition(containerWidth.isFinite, "TextLayout: the container width must be finite")
    let room = max(containerWidth - line.width, 0)
    switch attributes.alignment {
    case .left, .natural: return 0
    case .center: return room / 2
    case .right: return room
    }
  }
}
