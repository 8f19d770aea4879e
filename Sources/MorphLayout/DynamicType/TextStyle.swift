import Foundation

/// One of iOS's Dynamic Type text styles (UIKit's `UIFont.TextStyle`): a role of text whose font size
/// and weight follow the run's ``ContentSizeCategory``, as ``DynamicTypeSizes`` lists them.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Large Title.
  case largeTitle
  /// Title 1.
  case title1
  /// Title 2.
  case title2
  /// Title 3.
  case title3
  /// Headline (semibold).
  case headline
  /// Body.
  case body
  /// Callout.
  case callout
  /// Subheadline ("Subhead").
  case subheadline
  /// Footnote.
  case footnote
  /// Caption 1.
  case caption1
  /// Caption 2.
  case caption2

  /// UIKit's Swift name of the style (`body`, `largeTitle`), as scene documents take it.
  public var name: String { rawValue }

  public var description: String { rawValue }

  /// The style's size, weight and leading at `category` (default: the current run's).
  public func size(at category: ContentSizeCategory = .current) -> DynamicTypeSize {
    DynamicTypeSizes.size(of: self, at: category)
  }

  /// The style's font at `category` (default: the current run's), in `family`.
  public func font(at category: ContentSizeCategory = .current, family: String = Font.defaultFamily) -> Font {
    let size = size(at: category)
    return Font(family: family, size: size.pointSize, weight: size.weight)
  }

  /// How much larger the style is at `category` than at ``ContentSizeCategory/large``: the factor UIKit's
  /// `UIFontMetrics` scales fonts and values of this style by.
  public func scale(at category: ContentSizeCategory = .current) -> CGFloat {
    size(at: category).pointSize / size(at: .large).pointSize
  }
}
