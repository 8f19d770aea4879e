import Foundation

/// A node whose content can be larger than itself and scrolls (Texture's `ASScrollNode`). Morph draws
/// it scrolled to the top left, clipped to its bounds.
///
/// With ``automaticallyManagesContentSize`` the node lays its layout spec out as Texture does: without
/// a maximum along the ``scrollableDirections``, so the content takes the size it needs (the
/// ``contentSize``), while the node itself takes the size its parent offers, clamped into its range,
/// or the content's size along an axis the parent leaves open. Content smaller than the node is laid
/// out again within the node's own range, so that content meant to fill the node does.
open class ScrollNode: DisplayNode {
  /// The directions content can scroll in (Texture's `ASScrollDirection`).
  public struct Directions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let right = Directions(rawValue: 1 << 0)
    public static let left = Directions(rawValue: 1 << 1)
    public static let up = Directions(rawValue: 1 << 2)
    public static let down = Directions(rawValue: 1 << 3)
    /// Left and right.
    public static let horizontal: Directions = [.left, .right]
    /// Up and down.
    public static let vertical: Directions = [.up, .down]
  }

  /// Whether the layout spec sets the content size and the node sizes itself from its parent.
  /// Turning it on with no scrollable direction makes the node scroll vertically, as in Texture.
  public var automaticallyManagesContentSize = false {
    didSet {
      if automaticallyManagesContentSize && scrollableDirections.isDisjoint(with: [.horizontal, .vertical]) {
        scrollableDirections = .vertical
      }
      setNeedsLayout()
    }
  }

  /// The directions the content scrolls in; unbounded in layout with ``automaticallyManagesContentSize``.
  public var scrollableDirections: Directions = [] {
    didSet { if scrollableDirections != oldValue { setNeedsLayout() } }
  }

  /// The size of the scrollable content: the layout spec's size with ``automaticallyManagesContentSize``
  /// (the node's own size where that is not a valid length), otherwise set by hand.
  public var contentSize: CGSize = .zero

  public override init() {
    super.init()
    clipsToBounds = true
  }

  open override func calculateLayoutThatFits(
    _ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    var contentRange = constrainedSize
    if !scrollableDirections.isDisjoint(with: .vertical) { contentRange.max.height = .greatestFiniteMagnitude }
    if !scrollableDirections.isDisjoint(with: .horizontal) { contentRange.max.width = .greatestFiniteMagnitude }
    var layout = super.calculateLayoutThatFits(contentRange, parentSize: parentSize, context: context)
    guard automaticallyManagesContentSize else { return layout }

    let contentLayoutSize = layout.size
    var size = constrainedSize.clamp(parentSize)
    if !size.width.isValidLength { size.width = contentLayoutSize.width }
    if !size.height.isValidLength { size.height = contentLayoutSize.height }
    if (!scrollableDirections.isDisjoint(with: .vertical) && contentLayoutSize.height < size.height)
      || (!scrollableDirections.isDisjoint(with: .horizontal) && contentLayoutSize.width < size.width)
    {
      layout = super.calculateLayoutThatFits(constrainedSize, parentSize: parentSize, context: context)
    }
    contentSize = contentLayoutSize.isValidLayoutSize ? contentLayoutSize : size
    return Layout(element: self, size: size, sublayouts: layout.sublayouts, grid: context.pixelGrid)
  }

  open override var kindName: String { "scroll" }
}
