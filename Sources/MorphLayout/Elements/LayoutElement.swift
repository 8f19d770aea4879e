import Foundation

/// Anything that can be laid out: a ``DisplayNode`` or a ``LayoutSpec`` (Texture's `ASLayoutElement`).
///
/// Elements are reference types because a layout refers to them by identity.
public protocol LayoutElement: AnyObject {
  /// The element's layout properties.
  var style: LayoutElementStyle { get set }

  /// Computes the element's layout for a size range.
  /// - Parameters:
  ///   - constrainedSize: the range the parent allows.
  ///   - parentSize: the size fractions of the element's style resolve against (NaN on unknown axes).
  ///   - context: the pixel grid and other settings of this layout pass.
  /// - Returns: a layout whose size lies in `constrainedSize` unless Texture's rules say otherwise.
  func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout
}

extension LayoutElement {
  /// Lays the element out for a range, with the range's maximum as the parent size
  /// and the pixel grid of ``LayoutContext/current``.
  public func layoutThatFits(_ constrainedSize: SizeRange) -> Layout {
    layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: .current)
  }

  /// Lays the element out for a range and a parent size, with the pixel grid of ``LayoutContext/current``.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize) -> Layout {
    layoutThatFits(constrainedSize, parentSize: parentSize, context: .current)
  }

  /// Runs `body` on the element's style and returns the element, for inline configuration
  /// (Texture's `styledWithBlock:`).
  @discardableResult
  public func styled(with body: (inout LayoutElementStyle) -> Void) -> Self {
    body(&style)
    return self
  }
}
