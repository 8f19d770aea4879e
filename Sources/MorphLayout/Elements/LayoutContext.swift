import Foundation

/// Settings shared by one layout pass: the pixel grid that sizes and positions snap to, and whether
/// style changes invalidate nodes.
///
/// The context of the current task is ``current``; bind another one with
/// `LayoutContext.$current.withValue(LayoutContext(scale: 3)) { … }`.
public struct LayoutContext: Hashable, Sendable {
  /// The device pixel grid (Texture snaps to the main screen's scale).
  public var pixelGrid: PixelGrid

  /// Whether a change to a node's layout-affecting style invalidates the node as `setNeedsLayout()`
  /// does — Texture's Yoga build, whose style setters notify their node. Off by default, as in
  /// Texture's layout-spec build: a node then reuses its cached layout for the same range and parent
  /// size although its style changed, and a ``LayoutDiagnostic`` reports it (``TextureRule/styleChangeKeepsCachedLayout``).
  ///
  /// Morph applies the invalidation when the node's cached layout is next asked for: the node measures
  /// afresh, inside the measurement of its supernode that asked, so the layout is the same as a fresh
  /// one wherever a supernode is measured or transitioned after the change.
  public var styleChangesInvalidateLayout: Bool

  /// A context for a screen scale (2 for @2x; 0 turns pixel snapping off), with Texture's layout-spec
  /// build's invalidation unless `styleChangesInvalidateLayout` asks for its Yoga build's.
  public init(scale: CGFloat, styleChangesInvalidateLayout: Bool = false) {
    pixelGrid = PixelGrid(scale: scale)
    self.styleChangesInvalidateLayout = styleChangesInvalidateLayout
  }

  /// The context layout uses when none is passed: scale 2 unless bound otherwise.
  @TaskLocal public static var current = LayoutContext(scale: 2)
}
