import Foundation

/// A text broken into lines for a width: what a text node shows, and how much room it takes.
///
/// Lines are stacked from the top with `attributes.lineSpacing` between them (and
/// `attributes.paragraphSpacing` more after a paragraph's last line). Each line box is as tall as the
/// largest ascent plus the largest descent plus the largest line gap of the fonts on it, as TextKit
/// makes it, clamped to `attributes.minimumLineHeight`…`maximumLineHeight`; its baseline sits the
/// largest ascent (plus any room the clamp added) below its top, and the line gap falls below the descent.
public struct TextLayout: Hashable, Sendable, Codable {
  /// The part of one run that a line shows.
  public struct Run: Hashable, Sendable, Codable {
    /// The characters shown; a run ending a truncated line ends with the truncation token.
    public var text: String
    /// How they look.
    public var style: CharacterStyle
    /// Where the run starts, from the line's start, in points.
    public var x: CGFloat
    /// The advance width of `text`, its kern after each character included, in points.
    public var width: CGFloat
    /// The vertical metrics of the font that draws the run (its fallback font's when it has one): its
    /// glyphs sit on the line's baseline, and its background fills from `metrics.ascent` above the
    /// baseline to `metrics.descent` below it.
    public var metrics: FontMetrics
    /// The family that draws the run in place of `style.font`, which has no glyphs for its characters
    /// (an emoji or CJK font); nil when `style.font` draws it.
    public var fallbackFamily: String?

    public init(
      text: String, style: CharacterStyle, x: CGFloat, width: CGFloat,
      metrics: FontMetrics = FontMetrics(ascent: 0, descent: 0, lineGap: 0), fallbackFamily: String? = nil
    ) {
      self.text = text
      self.style = style
      self.x = x
      self.width = width
      self.metrics = metrics
      self.fallbackFamily = fallbackFamily
    }

    /// The families to ask a browser for, in order: the style's family, then the fallback family that
    /// Morph measured the run in, if any.
    public var fontFamilies: [String] { [style.font.family] + (fallbackFamily.map { [$0] } ?? []) }
  }

  /// One line of a ``TextLayout``.
  public struct Line: Hashable, Sendable, Codable {
    /// The characters shown, without the spaces the line was broken after. The last line of a
    /// truncated layout shows the truncation token.
    public var text: String
    /// The advance width of `text`, in points.
    public var width: CGFloat
    /// The distance from the top of the layout down to the line's baseline, in points.
    public var baseline: CGFloat
    /// The runs of `text`, left to right, adjacent runs of one style merged; empty for an empty line.
    public var runs: [Run]
    /// The largest ascent, descent and line gap of the fonts on the line (of the font at its
    /// position when it is empty).
    public var metrics: FontMetrics
    /// The height of the line box: `metrics.lineHeight` clamped to the attributes' minimum and
    /// maximum line heights.
    public var height: CGFloat

    public init(
      text: String, width: CGFloat, baseline: CGFloat, runs: [Run] = [],
      metrics: FontMetrics = FontMetrics(ascent: 0, descent: 0, lineGap: 0), height: CGFloat? = nil
    ) {
      self.text = text
      self.width = width
      self.baseline = baseline
      self.runs = runs
      self.metrics = metrics
      self.height = height ?? metrics.lineHeight
    }

    /// The distance from the top of the layout down to the top of the line box.
    public var top: CGFloat { baseline - metrics.ascent - (height - metrics.lineHeight) }
  }

  /// The attributes the text was laid out with.
  public var attributes: TextAttributes
  /// The vertical metrics of `attributes.font`, the font of text given without runs.
  public var metrics: FontMetrics
  /// The lines, top to bottom; empty for an empty text.
  public var lines: [Line]
  /// Whether text was cut because of `attributes.maximumNumberOfLines`.
  public var isTruncated: Bool
  /// The height the lines take, from the top of the first line box to the bottom of the last.
  public var height: CGFloat

  /// A layout; a nil `height` is that of lines of `metrics` each: n line heights plus n − 1 line spacings.
  public init(
    attributes: TextAttributes, metrics: FontMetrics, lines: [Line], isTruncated: Bool, height: CGFloat? = nil
  ) {
    self.attributes = attributes
    self.metrics = metrics
    self.lines = lines
    self.isTruncated = isTruncated
    let count = CGFloat(lines.count)
    self.height = height ?? (lines.isEmpty ? 0 : count * metrics.lineHeight + (count - 1) * attributes.lineSpacing)
  }

  /// The room the lines take: the widest line by ``height`` (zero for no lines).
  public var size: CGSize {
    guard !lines.isEmpty else { return .zero }
    return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
  }

  /// The first line's ascender in Texture's convention: the distance from the top down to its
  /// baseline (positive); the font's ascent for no lines.
  public var ascender: CGFloat { lines.first?.baseline ?? metrics.ascent }

  /// The last line's descender in Texture's convention: minus the largest descent of its fonts
  /// (negative); minus the font's descent for no lines.
  public var descender: CGFloat { -(lines.last?.metrics.descent ?? metrics.descent) }

  /// Whether every line is one run in the style of text given without runs, drawn without a fallback
  /// font: text that one font and color draw whole.
  public var isSingleStyle: Bool {
    let style = attributes.characterStyle
    return lines.allSatisfy { line in
      line.runs.allSatisfy { $0.style == style && $0.fallbackFamily == nil } && line.runs.count <= 1
    }
  }

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
