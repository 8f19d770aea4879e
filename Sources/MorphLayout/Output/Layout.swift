import Foundation

/// The immutable result of laying out an element (Texture's `ASLayout`): its size, its position in the
/// parent's space, and the layouts of its children.
///
/// Sizes are ceiled to the pixel grid when a layout is made, and an invalid size (negative, infinite or
/// beyond 10,000,000) becomes 0×0, as in Texture's release builds.
public struct Layout {
  /// The element this layout belongs to.
  public let element: any LayoutElement
  /// The element's size, snapped up to the pixel grid.
  public let size: CGSize
  /// The origin in the parent's coordinate space (not snapped when set); ``Layout/nullPosition`` for a root.
  public var position: CGPoint
  /// The children's layouts.
  public let sublayouts: [Layout]

  /// The position of a layout that has not been placed (Texture's `ASPointNull`).
  public static let nullPosition = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

  /// Makes a layout, ceiling the size (and a given position) to the grid. An invalid size becomes 0×0
  /// and is reported to ``LayoutDiagnostics/current`` (``TextureRule/invalidSizeBecomesZero``).
  public init(
    element: any LayoutElement, size: CGSize, position: CGPoint = Layout.nullPosition,
    sublayouts: [Layout] = [], grid: PixelGrid
  ) {
    self.element = element
    if size.isValidLayoutSize {
      self.size = grid.ceil(size)
    } else {
      self.size = .zero
      Self.reportInvalidSize(size, of: element)
    }
    self.position = position.x.isNaN || position.y.isNaN ? position : grid.ceil(position)
    self.sublayouts = sublayouts
  }

  /// Reports a size that was made 0×0 to the current collector, if any (kept out of line: it is rare).
  @inline(never)
  private static func reportInvalidSize(_ size: CGSize, of element: any LayoutElement) {
    guard let collector = LayoutDiagnostics.current else { return }
    let description =
      switch element {
      case let node as DisplayNode: node.description
      case let spec as LayoutSpec: "<\(spec.kindName) spec>"
      default: "\(type(of: element))"
      }
    collector.report(
      .invalidSize, about: element, description: description,
      message: "measured \(NumberFormat.text(size.width)) × \(NumberFormat.text(size.height)), which is not a valid "
        + "layout size (each length must be finite, at least 0 and below 10000000), so its layout is 0 × 0 as in "
        + "Texture's release builds (its debug builds assert) and its subnodes may lie outside it; give the "
        + "unbounded axis a finite maximum, or avoid an infinite inset or size along it")
  }

  /// Makes a layout with size and position taken as they are (used when flattening).
  init(element: any LayoutElement, exactSize: CGSize, position: CGPoint, sublayouts: [Layout]) {
    self.element = element
    self.size = exactSize
    self.position = position
    self.sublayouts = sublayouts
  }

  /// Position and size; a non-finite position counts as the origin.
  public var frame: CGRect {
    let origin = CGPoint(
      x: position.x.isFinite ? position.x : 0,
      y: position.y.isFinite ? position.y : 0)
    return CGRect(origin: origin, size: size)
  }

  /// The frame of a direct sublayout belonging to `element`, or `CGRect.null` if there is none.
  public func frame(for element: any LayoutElement) -> CGRect {
    sublayouts.first { $0.element === element }?.frame ?? .null
  }

  /// The same layout placed at a new position (not snapped).
  func placed(at position: CGPoint) -> Layout {
    var copy = self
    copy.position = position
    return copy
  }
}

extension Layout: Equatable {
  /// Two layouts are equal when they belong to the same element and have equal sizes, positions and
  /// sublayouts.
  public static func == (lhs: Layout, rhs: Layout) -> Bool {
    lhs.element === rhs.element && lhs.size == rhs.size && samePosition(lhs.position, rhs.position)
      && lhs.sublayouts == rhs.sublayouts
  }

  private static func samePosition(_ a: CGPoint, _ b: CGPoint) -> Bool {
    (a.x == b.x || (a.x.isNaN && b.x.isNaN)) && (a.y == b.y || (a.y.isNaN && b.y.isNaN))
  }
}
