import Foundation
import MorphLayout

/// A text measurer that needs no fonts, for fuzzing: every character advances 0.6 × the font size, the
/// ascent is 0.8 × the size and the descent 0.2 × the size.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
  public init() {}

  public func metrics(for font: Font) -> FontMetrics {
    FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size, lineGap: 0)
  }

  public func width(of text: Substring, font: Font) -> CGFloat {
    CGFloat(text.count) * 0.6 * font.size
  }
}
