import Foundation

/// Where a ``RelativeLayoutSpec`` places its child along one axis (Texture's
/// `ASRelativeLayoutSpecPosition`).
public enum RelativeLayoutSpecPosition: String, Hashable, Sendable, CaseIterable {
  /// Not positioned: the child is placed at the start and receives the range's minimum.
  case none
  case start
  case center
  case end

  /// The share of the free space before the child.
  var proportion: CGFloat {
    switch self {
    case .none, .start: return 0
    case .center: return 0.5
    case .end: return 1
    }
  }
}

/// Whether a ``RelativeLayoutSpec`` shrinks to its child instead of taking the whole space (Texture's
/// `ASRelativeLayoutSpecSizingOption`).
public struct RelativeLayoutSpecSizingOption: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Take the child's width rather than the maximum.
  public static let minimumWidth = RelativeLayoutSpecSizingOption(rawValue: 1 << 0)
  /// Take the child's height rather than the maximum.
  public static let minimumHeight = RelativeLayoutSpecSizingOption(rawValue: 1 << 1)
  /// Both.
  public static let minimumSize: RelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

/// Places its child at the start, centre or end of the available space on each axis (Texture's
/// `ASRelativeLayoutSpec`). The spec takes the range's maximum where it is finite unless a minimum
/// sizing option shrinks it to the child; offsets are rounded to the pixel grid.
public class RelativeLayoutSpec: LayoutSpec {
  public var horizontalPosition: RelativeLayoutSpecPosition
  public var verticalPosition: RelativeLayoutSpecPosition
  public var sizingOption: RelativeLayoutSpecSizingOption

  public init(
    horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
    sizingOption: RelativeLayoutSpecSizingOption = [], child: any LayoutElement
  ) {
    self.horizontalPosition = horizontalPosition
    self.verticalPosition = verticalPosition
    self.sizingOption = sizingOption
    super.init(children: [child])
  }

  public override var kindName: String { "relative" }

  public override func calculateLayoutThatFits(
    _ range: SizeRange, parentSize: CGSize, context: LayoutContext
  ) -> Layout {
    guard let child else { return super.calculateLayoutThatFits(range, parentSize: parentSize, context: context) }
    let grid = context.pixelGrid
    // The reference size is the range's maximum where valid, undefined elsewhere.
    let reference = range.referenceSize
    // An axis that is not positioned forwards the range's minimum to the child.
    let childMin = CGSize(
      width: horizontalPosition != .none ? 0 : range.min.width,
      height: verticalPosition != .none ? 0 : range.min.height)
    let childLayout = child.layoutThatFits(
      SizeRange(unchecked: childMin, range.max), parentSize: reference, context: context)

    var size = range.clamp(
      CGSize(
        width: reference.width.isFinite ? reference.width : childLayout.size.width,
        height: reference.height.isFinite ? reference.height : childLayout.size.height))
    size = range.clamp(
      CGSize(
        width: sizingOption.contains(.minimumWidth) ? min(size.width, childLayout.size.width) : size.width,
        height: sizingOption.contains(.minimumHeight) ? min(size.height, childLayout.size.height) : size.height))

    let origin = CGPoint(
      x: grid.round(horizontalPosition.proportion * (size.width - childLayout.size.width)),
      y: grid.round(verticalPosition.proportion * (size.height - childLayout.size.height)))
    return Layout(element: self, size: size, sublayouts: [childLayout.placed(at: origin)], grid: grid)
  }
}
