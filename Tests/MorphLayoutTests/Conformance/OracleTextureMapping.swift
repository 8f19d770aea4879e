import Foundation
import MorphLayout
import _MorphTestSupport

/// Builds an oracle tree as the Texture elements a Texture user would write for it, following the
/// fixtures' README (`Fixtures/README.md`, "Mapping to Texture"):
///
/// - A `div` with children is a ``StackLayoutSpec`` with an explicit direction: `row` → horizontal,
///   `column` or none → vertical (Yoga's default is column, Texture's `init` default is horizontal).
///   justify-content, align-items, flex-wrap and align-content map one to one; the main-axis gap
///   (column-gap in a row, row-gap in a column, else `gap`) is `spacing` and the other one `lineSpacing`.
/// - A `div` without children is a display node with zero intrinsic size (an empty `div` has content
///   size 0×0; a plain Texture node would instead fill a finite maximum,
///   ``TextureRule/plainNodeFillsFiniteMaximum``).
/// - The div's own width, height, min/max, flex-grow/shrink/basis, align-self and main-axis margins
///   (→ spacingBefore/After) go on the element the parent stack lays out.
/// - Padding is an ``InsetLayoutSpec`` around the stack. An inset spec ignores its own style size (as
///   Texture's `ASInsetLayoutSpec` does), so a padded div is `Wrapper(Inset(stack))` and the **wrapper**
///   carries every item property: a wrapper honours its style, hands its resolved range on unchanged (its
///   size is the inset's, which already lies in that range) and makes the inset resolve the stack's range
///   and the children's percentages against the content box, as CSS's border-box sizing does. A Texture
///   user would do the same: put the size on a spec that honours it, outside the inset.
///
/// Texture has no equivalent for three oracle values; the mapping uses the nearest Texture construct so
/// those cases still run (and the conformance test checks they really differ from Chrome):
/// `space-evenly` → `spaceAround`, `align-items: baseline` → `baselineFirst` (leaves keep Texture's
/// default ascender 0), and `align-self: baseline` → `auto`.
enum OracleTextureMapping {
  /// Maps a `div` and its subtree.
  /// - Parameters:
  ///   - node: the oracle `div`.
  ///   - parentDirection: the parent stack's direction; nil for the root.
  static func map(_ node: OracleNode, parentDirection: StackLayoutDirection? = nil) throws -> MappedDiv {
    let style = node.style
    try checkKeys(style, parentDirection: parentDirection)
    let direction = try style["flex-direction"].map(direction) ?? .vertical
    let children = try node.children.map { try map($0, parentDirection: direction) }

    let content: any LayoutElement
    if children.isEmpty {
      content = IntrinsicNode("leaf", 0, 0)
    } else {
      content = try stack(direction: direction, style: style, children: children.map(\.outer))
    }
    var outer = content
    let insets = try padding(style)
    if insets != .zero {
      outer = WrapperLayoutSpec(layoutElement: InsetLayoutSpec(insets: insets, child: content))
    }
    outer.style = try itemStyle(style, parentDirection: parentDirection)
    return MappedDiv(outer: outer, content: content, children: children)
  }

  // MARK: - Containers

  private static func stack(
    direction: StackLayoutDirection, style: [String: OracleStyleValue], children: [any LayoutElement]
  ) throws -> StackLayoutSpec {
    let gap = try style["gap"].map(number) ?? 0
    let rowGap = try style["row-gap"].map(number) ?? gap
    let columnGap = try style["column-gap"].map(number) ?? gap
    return StackLayoutSpec(
      direction: direction,
      spacing: direction == .horizontal ? columnGap : rowGap,
      justifyContent: try style["justify-content"].map(justifyContent) ?? .start,
      alignItems: try style["align-items"].map(alignItems) ?? .stretch,
      flexWrap: try style["flex-wrap"].map(flexWrap) ?? .noWrap,
      alignContent: try style["align-content"].map(alignContent) ?? .start,
      lineSpacing: direction == .horizontal ? rowGap : columnGap,
      children: children)
  }

  private static func padding(_ style: [String: OracleStyleValue]) throws -> EdgeInsets {
    EdgeInsets(
      top: try style["padding-top"].map(number) ?? 0, left: try style["padding-left"].map(number) ?? 0,
      bottom: try style["padding-bottom"].map(number) ?? 0, right: try style["padding-right"].map(number) ?? 0)
  }

  // MARK: - Items

  private static func itemStyle(
    _ style: [String: OracleStyleValue], parentDirection: StackLayoutDirection?
  ) throws -> LayoutElementStyle {
    var item = LayoutElementStyle()
    item.width = try style["width"].map(dimension) ?? .auto
    item.height = try style["height"].map(dimension) ?? .auto
    item.minWidth = try style["min-width"].map(dimension) ?? .auto
    item.maxWidth = try style["max-width"].map(dimension) ?? .auto
    item.minHeight = try style["min-height"].map(dimension) ?? .auto
    item.maxHeight = try style["max-height"].map(dimension) ?? .auto
    item.flexGrow = try style["flex-grow"].map(number) ?? 0
    item.flexShrink = try style["flex-shrink"].map(number) ?? 0
    item.flexBasis = try style["flex-basis"].map(dimension) ?? .auto
    item.alignSelf = try style["align-self"].map(alignSelf) ?? .auto
    let before = parentDirection == .horizontal ? "margin-left" : "margin-top"
    let after = parentDirection == .horizontal ? "margin-right" : "margin-bottom"
    item.spacingBefore = try style[before].map(number) ?? 0
    item.spacingAfter = try style[after].map(number) ?? 0
    return item
  }

  /// Rejects properties the mapping does not handle, and margins off the parent's main axis.
  private static func checkKeys(_ style: [String: OracleStyleValue], parentDirection: StackLayoutDirection?) throws {
    let mainAxisMargins: Set<String> =
      switch parentDirection {
      case .horizontal: ["margin-left", "margin-right"]
      case .vertical: ["margin-top", "margin-bottom"]
      case nil: []
      }
    for key in style.keys where !knownKeys.contains(key) && !mainAxisMargins.contains(key) {
      throw OracleMappingError(description: "unsupported oracle property \(key)")
    }
  }

  private static let knownKeys: Set<String> = [
    "flex-direction", "justify-content", "align-items", "flex-wrap", "align-content", "gap", "row-gap",
    "column-gap", "padding-top", "padding-left", "padding-bottom", "padding-right", "width", "height",
    "min-width", "max-width", "min-height", "max-height", "flex-grow", "flex-shrink", "flex-basis", "align-self",
  ]

  // MARK: - Values

  private static func number(_ value: OracleStyleValue) throws -> CGFloat {
    guard case .number(let number) = value else { throw unsupported(value) }
    return CGFloat(number)
  }

  private static func dimension(_ value: OracleStyleValue) throws -> MorphLayout.LayoutDimension {
    switch value {
    case .number(let points): return .points(CGFloat(points))
    case .text("auto"): return .auto
    case .text(let text) where text.hasSuffix("%"):
      guard let percent = Double(text.dropLast()) else { throw unsupported(value) }
      return .fraction(CGFloat(percent) / 100)
    case .text: throw unsupported(value)
    }
  }

  private static func direction(_ value: OracleStyleValue) throws -> StackLayoutDirection {
    switch value {
    case .text("row"): return .horizontal
    case .text("column"): return .vertical
    default: throw unsupported(value)
    }
  }

  private static func justifyContent(_ value: OracleStyleValue) throws -> StackLayoutJustifyContent {
    switch value {
    case .text("flex-start"): return .start
    case .text("center"): return .center
    case .text("flex-end"): return .end
    case .text("space-between"): return .spaceBetween
    case .text("space-around"), .text("space-evenly"): return .spaceAround
    default: throw unsupported(value)
    }
  }

  private static func alignItems(_ value: OracleStyleValue) throws -> StackLayoutAlignItems {
    switch value {
    case .text("flex-start"): return .start
    case .text("center"): return .center
    case .text("flex-end"): return .end
    case .text("stretch"): return .stretch
    case .text("baseline"): return .baselineFirst
    default: throw unsupported(value)
    }
  }

  private static func alignSelf(_ value: OracleStyleValue) throws -> StackLayoutAlignSelf {
    switch value {
    case .text("auto"), .text("baseline"): return .auto
    case .text("flex-start"): return .start
    case .text("center"): return .center
    case .text("flex-end"): return .end
    case .text("stretch"): return .stretch
    default: throw unsupported(value)
    }
  }

  private static func flexWrap(_ value: OracleStyleValue) throws -> StackLayoutFlexWrap {
    switch value {
    case .text("wrap"): return .wrap
    case .text("nowrap"): return .noWrap
    default: throw unsupported(value)
    }
  }

  private static func alignContent(_ value: OracleStyleValue) throws -> StackLayoutAlignContent {
    switch value {
    case .text("flex-start"): return .start
    case .text("center"): return .center
    case .text("flex-end"): return .end
    case .text("stretch"): return .stretch
    case .text("space-between"): return .spaceBetween
    case .text("space-around"), .text("space-evenly"): return .spaceAround
    default: throw unsupported(value)
    }
  }

  private static func unsupported(_ value: OracleStyleValue) -> OracleMappingError {
    OracleMappingError(description: "unsupported oracle value \(value)")
  }
}
