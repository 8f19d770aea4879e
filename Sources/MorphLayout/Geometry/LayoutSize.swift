import Foundation

/// A width and a height as ``LayoutDimension``s (Texture's `ASLayoutSize`).
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
  public var width: LayoutDimension
  public var height: LayoutDimension

  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// Both dimensions automatic.
  public static let auto = LayoutSize(width: .auto, height: .auto)

  /// Resolves each axis against the parent size, using `autoSize` for automatic axes.
  public func resolve(parentSize: CGSize, autoSize: CGSize) -> CGSize {
    CGSize(
      width: width.resolve(parentSize: parentSize.width, autoSize: autoSize.width),
      height: height.resolve(parentSize: parentSize.height, autoSize: autoSize.height))
  }

  public var description: String { "{\(width), \(height)}" }
}
