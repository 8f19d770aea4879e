import Foundation

/// A font request: family, size in points and weight. The measurer decides which face serves it.
public struct Font: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The family name, as fontconfig knows it (for example `DejaVu Sans`).
  public var family: String
  /// The em size in points.
  public var size: CGFloat
  /// The weight, 100 (thin) to 900 (black); 400 is regular, 700 bold.
  public var weight: Int

  /// The family Morph uses when none is named.
  public static let defaultFamily = "DejaVu Sans"

  public init(family: String = Font.defaultFamily, size: CGFloat = 17, weight: Int = 400) {
    precondition(size > 0 && size.isFinite, "Font: the size must be positive")
    precondition((1...1000).contains(weight), "Font: the weight must be between 1 and 1000")
    self.family = family
    self.size = size
    self.weight = weight
  }

  public var description: String { "\(family) \(NumberFormat.text(size))pt w\(weight)" }
}

/// Vertical metrics of a font at a size, in points, as a browser rounds them for `line-height: normal`.
public struct FontMetrics: Hashable, Sendable, Codable {
  /// Distance from the baseline up to the top of the line box (positive).
  public var ascent: CGFloat
  /// Distance from the baseline down to the bottom of the line box (positive).
  public var descent: CGFloat
  /// Extra space the font asks for between lines.
  public var lineGap: CGFloat

  public init(ascent: CGFloat, descent: CGFloat, lineGap: CGFloat) {
    self.ascent = ascent
    self.descent = descent
    self.lineGap = lineGap
  }

  /// The height of one line: ascent + descent + line gap.
  public var lineHeight: CGFloat { ascent + descent + lineGap }
}
