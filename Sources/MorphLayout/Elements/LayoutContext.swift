import Foundation

/// Settings shared by one layout pass: the pixel grid that sizes and positions snap to.
///
/// The context of the current task is ``current``; bind another one with
/// `LayoutContext.$current.withValue(LayoutContext(scale: 3)) { … }`.
public struct LayoutContext: Hashable, Sendable {
  /// The device pixel grid (Texture snaps to the main screen's scale).
  public var pixelGrid: PixelGrid

  /// A context for a screen scale (2 for @2x; 0 turns pixel snapping off).
  public init(scale: CGFloat) {
    pixelGrid = PixelGrid(scale: scale)
  }

  /// The context layout uses when none is passed: scale 2 unless bound otherwise.
  @TaskLocal public static var current = LayoutContext(scale: 2)
}
