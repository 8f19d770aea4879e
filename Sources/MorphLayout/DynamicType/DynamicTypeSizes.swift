import Foundation

/// A text style's font at one content size category: its point size, its weight and the leading (line
/// height) Apple gives with it.
public struct DynamicTypeSize: Hashable, Sendable {
  /// The font's size in points.
  public var pointSize: CGFloat
  /// The font's weight, 100…900 (400 regular, 600 semibold).
  public var weight: Int
  /// The line height Apple's table gives for the size, in points. UIKit lays a preferred font out at
  /// the font's own line height, and so does Morph; the leading is listed for designs that set it.
  public var leading: CGFloat

  /// A size of a text style.
  public init(pointSize: CGFloat, weight: Int, leading: CGFloat) {
    self.pointSize = pointSize
    self.weight = weight
    self.leading = leading
  }
}

/// iOS's Dynamic Type sizes: every ``TextStyle`` at every ``ContentSizeCategory``.
///
/// Source: Apple, Human Interface Guidelines, Typography, "Dynamic Type sizes", iOS and iPadOS tables
/// (xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, and the larger accessibility
/// sizes AX1…AX5). Every style is set in the system font's Regular weight except Headline, which is
/// Semibold. Each row below lists one style's point sizes, then its leading, in category order
/// (xSmall … xxxLarge, AX1 … AX5).
public enum DynamicTypeSizes {
  /// The size of `style` at `category`.
  public static func size(of style: TextStyle, at category: ContentSizeCategory) -> DynamicTypeSize {
    let row = rows[style]!
    return DynamicTypeSize(
      pointSize: row.sizes[category.rawValue], weight: style == .headline ? 600 : 400,
      leading: row.leadings[category.rawValue])
  }

  /// Point sizes and leadings by style, in ``ContentSizeCategory`` order.
  private static let rows: [TextStyle: (sizes: [CGFloat], leadings: [CGFloat])] = [
    //              xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    .largeTitle: (
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    ),
    .title1: (
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    ),
    .title2: (
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    ),
    .title3: (
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    ),
    .headline: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [19, 20, 21, 22, 24, 28, 30, 34, 40, 48, 56, 62]
    ),
    .body: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [19, 20, 21, 22, 24, 28, 30, 34, 40, 48, 56, 62]
    ),
    .callout: (
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    ),
    .subheadline: (
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    ),
    .footnote: (
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    ),
    .caption1: (
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    ),
    .caption2: (
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
      [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    ),
  ]
}
