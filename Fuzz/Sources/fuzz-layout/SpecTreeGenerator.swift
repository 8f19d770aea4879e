import Foundation
import FuzzSupport
import MorphLayout

/// Builds a spec tree from fuzzer bytes: every spec kind with random options, children and styles, and
/// leaves of every node kind, with lengths that include 0, huge values, infinity and NaN wherever the
/// API accepts them (its preconditions — such as a positive ratio or font size — are kept).
struct SpecTreeGenerator {
  var input: FuzzInput
  let measurer = FixedAdvanceTextMeasurer()
  /// How many elements have been made, to keep the trees small enough to lay out quickly.
  private var count = 0

  init(_ input: FuzzInput) {
    self.input = input
  }

  /// An element, at most `depth` specs deep.
  mutating func element(depth: Int) -> any LayoutElement {
    count += 1
    let kind = depth <= 0 || count > 40 ? input.int(in: 0...4) : input.int(in: 0...15)
    let made: any LayoutElement
    switch kind {
    case 0, 1: made = DisplayNode()
    case 2: made = TextNode(input.text(maximumLength: 12), attributes: textAttributes(), measurer: measurer)
    case 3:
      let node = ImageNode()
      if input.bool() {
        node.image = NodeImage(source: "i", size: CGSize(width: input.length(), height: input.length()))
      }
      made = node
    case 4: made = LayoutSpec()
    case 5: made = ButtonNode(title: input.text(maximumLength: 6), attributes: textAttributes(), measurer: measurer)
    case 6:
      made = StackLayoutSpec(
        direction: input.choice(of: StackLayoutDirection.self), spacing: input.length(),
        justifyContent: input.choice(of: StackLayoutJustifyContent.self),
        alignItems: input.choice(of: StackLayoutAlignItems.self), flexWrap: input.choice(of: StackLayoutFlexWrap.self),
        alignContent: input.choice(of: StackLayoutAlignContent.self), lineSpacing: input.length(),
        children: children(depth: depth, maximum: 5))
    case 7:
      made = InsetLayoutSpec(
        insets: EdgeInsets(top: input.length(), left: input.length(), bottom: input.length(), right: input.length()),
        child: element(depth: depth - 1))
    case 8: made = OverlayLayoutSpec(child: element(depth: depth - 1), overlay: element(depth: depth - 1))
    case 9: made = BackgroundLayoutSpec(child: element(depth: depth - 1), background: element(depth: depth - 1))
    case 10:
      made = CenterLayoutSpec(
        centeringOptions: CenterLayoutSpecCenteringOptions(rawValue: input.int(in: 0...3)),
        sizingOptions: CenterLayoutSpecSizingOptions(rawValue: input.int(in: 0...3)), child: element(depth: depth - 1))
    case 11:
      made = RelativeLayoutSpec(
        horizontalPosition: input.choice(of: RelativeLayoutSpecPosition.self),
        verticalPosition: input.choice(of: RelativeLayoutSpecPosition.self),
        sizingOption: RelativeLayoutSpecSizingOption(rawValue: input.int(in: 0...3)), child: element(depth: depth - 1))
    case 12:
      let ratio = input.length()
      made = RatioLayoutSpec(ratio: ratio > 0 ? ratio : 1, child: element(depth: depth - 1))
    case 13:
      made = AbsoluteLayoutSpec(
        sizing: input.choice(of: AbsoluteLayoutSpecSizing.self), children: children(depth: depth, maximum: 3))
    case 14:
      let corner = CornerLayoutSpec(
        child: element(depth: depth - 1), corner: element(depth: depth - 1),
        location: input.choice(of: CornerLayoutLocation.self))
      corner.offset = CGPoint(x: input.length(), y: input.length())
      corner.wrapsCorner = input.bool()
      made = corner
    default: made = WrapperLayoutSpec(layoutElements: children(depth: depth, maximum: 2))
    }
    applyStyle(to: made)
    return made
  }

  private mutating func children(depth: Int, maximum: Int) -> [any LayoutElement] {
    (0..<input.int(in: 0...maximum)).map { _ in element(depth: depth - 1) }
  }

  private mutating func textAttributes() -> TextAttributes {
    TextAttributes(
      font: Font(size: input.choice([0.5, 1, 12, 17, 100, 10_000])),
      alignment: input.choice([.left, .center, .right, .natural]), lineSpacing: input.choice([0, 2, 1e9]),
      maximumNumberOfLines: input.int(in: 0...3))
  }

  /// Sets a few style properties, each to any value the API accepts.
  private mutating func applyStyle(to element: any LayoutElement) {
    var style = element.style
    for _ in 0..<input.int(in: 0...3) {
      switch input.int(in: 0...13) {
      case 0: style.width = dimension()
      case 1: style.height = dimension()
      case 2: style.minWidth = dimension()
      case 3: style.maxWidth = dimension()
      case 4: style.minHeight = dimension()
      case 5: style.maxHeight = dimension()
      case 6: style.spacingBefore = input.length()
      case 7: style.spacingAfter = input.length()
      case 8: style.flexGrow = input.length()
      case 9: style.flexShrink = input.length()
      case 10: style.flexBasis = dimension()
      case 11: style.alignSelf = input.choice(of: StackLayoutAlignSelf.self)
      case 12:
        style.ascender = input.length()
        style.descender = input.length()
      default: style.layoutPosition = CGPoint(x: input.length(), y: input.length())
      }
    }
    element.style = style
  }

  private mutating func dimension() -> LayoutDimension {
    switch input.int(in: 0...2) {
    case 0: return .auto
    case 1:
      let length = input.length()
      return .points(length < 0 ? -length : length)
    default: return .fraction(input.length() / 100)
    }
  }

  /// A size range with any lengths the API accepts: a minimum that is not negative (possibly infinite)
  /// and a maximum at least as large.
  mutating func sizeRange() -> SizeRange {
    func valid(_ length: CGFloat) -> CGFloat { length >= 0 ? length : 0 }
    let min = CGSize(width: valid(input.length()), height: valid(input.length()))
    let max = CGSize(width: min.width + valid(input.length()), height: min.height + valid(input.length()))
    return SizeRange(min: min, max: max)
  }
}
