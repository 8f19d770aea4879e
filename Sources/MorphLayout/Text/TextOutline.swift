import Foundation

/// The outlines of a line of text in one font, as its glyphs draw it: contours of lines and cubic
/// Bézier curves in points, with the origin on the baseline where the text starts and y growing
/// downwards, each glyph placed at its advance and pair kerning as the text was measured.
public struct TextOutline: Hashable, Sendable {
  /// One closed contour of a glyph.
  public struct Contour: Hashable, Sendable {
    /// Where the contour starts.
    public var start: CGPoint
    /// Its segments in order; the last one returns to ``start`` or the contour is closed by a line.
    public var segments: [Segment]

    public init(start: CGPoint, segments: [Segment]) {
      self.start = start
      self.segments = segments
    }
  }

  /// A segment of a contour, from where the one before it ends.
  public enum Segment: Hashable, Sendable {
    case line(to: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
  }

  /// Every contour of every glyph.
  public var contours: [Contour]
  /// Whether every visible character has an outline: false when some are bitmaps (a color emoji
  /// font's), which an outline cannot draw and which are left out.
  public var isComplete: Bool

  public init(contours: [Contour], isComplete: Bool) {
    self.contours = contours
    self.isComplete = isComplete
  }
}

/// Gives the outlines of text as a measurer measured it: FreeType in `MorphText`.
///
/// Implementations must be safe to call from several threads at once.
public protocol TextOutlining: Sendable {
  /// The outlines of one line of text drawn in a font.
  func outline(of text: Substring, font: Font) -> TextOutline
}
