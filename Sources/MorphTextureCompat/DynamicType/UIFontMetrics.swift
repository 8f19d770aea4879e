import Foundation
import MorphLayout

/// UIKit's `UIFontMetrics`: scales fonts and values of a text style from its default (large) size to
/// the run's content size category, by the ratio of the style's size at that category to its size at
/// large in Apple's Dynamic Type table (`TextStyle.scale(at:)`).
public final class UIFontMetrics: UIKitObject, @unchecked Sendable {
  /// The text style whose sizes give the scale.
  public let textStyle: UIFont.TextStyle

  /// UIKit's `UIFontMetrics.default`: the metrics of ``UIFont/TextStyle/body``.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// UIKit's `init(forTextStyle:)`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// UIKit's `scaledFont(for:)`: `font` at its size times the style's scale at the run's category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// UIKit's `scaledFont(for:maximumPointSize:)`: as ``scaledFont(for:)``, at most `maximumPointSize`
  /// points (0: no maximum).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// UIKit's `scaledFont(for:compatibleWith:)`: scaled for the trait collection's category, or the
  /// run's when it is nil or sets none.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// UIKit's `scaledFont(for:maximumPointSize:compatibleWith:)`.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
  }

  /// UIKit's `scaledValue(for:)`: a length (a spacing, an icon's size) scaled as the style's text.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// UIKit's `scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * textStyle.style.scale(at: traitCollection.resolvedContentSizeCategory)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFontMetrics)?.textStyle == textStyle
  }

  public override var hash: Int { textStyle.hashValue }
}
