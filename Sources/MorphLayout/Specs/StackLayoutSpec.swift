import Foundation

/// Lays its children out in a row or a column with Texture's flexbox rules (Texture's
/// `ASStackLayoutSpec`). A plain `StackLayoutSpec()` is horizontal with `alignItems: .stretch`.
///
/// `horizontalAlignment` and `verticalAlignment` are shorthands that rewrite `justifyContent` or
/// `alignItems` for the current direction; while one of them is set, the property it drives should not
/// be set directly.
public final class StackLayoutSpec: LayoutSpec {
  /// The main axis; changing it re-applies the alignment shorthands.
  public var direction: StackLayoutDirection {
    didSet { if direction != oldValue { resolveAlignmentShorthands() } }
  }
  /// Space between consecutive children along the main axis.
  public var spacing: CGFloat
  /// Distribution along the main axis.
  public var justifyContent: StackLayoutJustifyContent
  /// Alignment along the cross axis.
  public var alignItems: StackLayoutAlignItems
  /// Whether children wrap onto several lines.
  public var flexWrap: StackLayoutFlexWrap
  /// Distribution of wrapped lines along the cross axis.
  public var alignContent: StackLayoutAlignContent
  /// Space between wrapped lines.
  public var lineSpacing: CGFloat
  /// Horizontal alignment shorthand.
  public var horizontalAlignment: HorizontalAlignment = .none {
    didSet { if horizontalAlignment != oldValue { resolveAlignmentShorthands() } }
  }
  /// Vertical alignment shorthand.
  public var verticalAlignment: VerticalAlignment = .none {
    didSet { if verticalAlignment != oldValue { resolveAlignmentShorthands() } }
  }
  /// Texture measures children in parallel when set; results are identical, so Morph keeps the flag
  /// for source compatibility and measures in order.
  public var isConcurrent = false

  /// A stack with every option spelled out; the defaults are Texture's `init`.
  public init(
    direction: StackLayoutDirection = .horizontal, spacing: CGFloat = 0,
    justifyContent: StackLayoutJustifyContent = .start, alignItems: StackLayoutAlignItems = .stretch,
    flexWrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
    lineSpacing: CGFloat = 0, children: [any LayoutElement] = []
  ) {
    self.direction = direction
    self.spacing = spacing
    self.justifyContent = justifyContent
    self.alignItems = alignItems
    self.flexWrap = flexWrap
    self.alignContent = alignContent
    self.lineSpacing = lineSpacing
    super.init(children: children)
  }

  /// Texture's `init()`: a horizontal stack with Texture's other defaults and no children.
  public override convenience init() { self.init(direction: .horizontal) }

  /// A vertical stack with Texture's other defaults.
  public static func vertical() -> StackLayoutSpec { StackLayoutSpec(direction: .vertical) }

  /// A horizontal stack with Texture's other defaults.
  public static func horizontal() -> StackLayoutSpec { StackLayoutSpec(direction: .horizontal) }

  public override var kindName: String { "stack" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    guard !children.isEmpty else {
      return Layout(element: self, size: range.min, grid: context.pixelGrid)
    }
    let stackStyle = StackStyle(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: flexWrap, alignContent: alignContent, lineSpacing: lineSpacing)
    let unpositioned = StackUnpositionedLayout(children: children, style: stackStyle, range: range, context: context)
    let positioned = StackPositionedLayout(unpositioned, style: stackStyle, range: range, grid: context.pixelGrid)
    // Step 10 of the stack (see StackUnpositionedLayout): a vertical stack publishes its first child's
    // ascender and last child's descender.
    if direction == .vertical, let first = children.first, let last = children.last {
      style.ascender = first.style.ascender
      style.descender = last.style.descender
    }
    return Layout(element: self, size: positioned.size, sublayouts: positioned.sublayouts, grid: context.pixelGrid)
  }

  /// Rewrites `justifyContent`/`alignItems` from the shorthands for the current direction; a shorthand
  /// set to `none` leaves the resolved value in place.
  private func resolveAlignmentShorthands() {
    let horizontalJustify: StackLayoutJustifyContent? =
      switch horizontalAlignment {
      case .none: nil
      case .left: .start
      case .middle: .center
      case .right: .end
      }
    let verticalJustify: StackLayoutJustifyContent? =
      switch verticalAlignment {
      case .none: nil
      case .top: .start
      case .center: .center
      case .bottom: .end
      }
    let horizontalAlign = horizontalJustify.map(Self.alignItems(for:))
    let verticalAlign = verticalJustify.map(Self.alignItems(for:))
    if direction == .horizontal {
      if let horizontalJustify { justifyContent = horizontalJustify }
      if let verticalAlign { alignItems = verticalAlign }
    } else {
      if let horizontalAlign { alignItems = horizontalAlign }
      if let verticalJustify { justifyContent = verticalJustify }
    }
  }

  private static func alignItems(for justify: StackLayoutJustifyContent) -> StackLayoutAlignItems {
    switch justify {
    case .center: return .center
    case .end: return .end
    default: return .start
    }
  }
}
