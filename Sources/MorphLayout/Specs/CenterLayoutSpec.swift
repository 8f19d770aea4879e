import Foundation

/// Which axes a ``CenterLayoutSpec`` centres on (Texture's `ASCenterLayoutSpecCenteringOptions`).
public struct CenterLayoutSpecCenteringOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Centre horizontally.
  public static let X = CenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
  /// Centre vertically.
  public static let Y = CenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
  /// Centre on both axes.
  public static let XY: CenterLayoutSpecCenteringOptions = [.X, .Y]
}

/// Whether a ``CenterLayoutSpec`` shrinks to its child (Texture's `ASCenterLayoutSpecSizingOptions`).
public struct CenterLayoutSpecSizingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Take the child's width.
  public static let minimumX = CenterLayoutSpecSizingOptions(rawValue: 1 << 0)
  /// Take the child's height.
  public static let minimumY = CenterLayoutSpecSizingOptions(rawValue: 1 << 1)
  /// Both.
  public static let minimumXY: CenterLayoutSpecSizingOptions = [.minimumX, .minimumY]
}

/// Centres its child (Texture's `ASCenterLayoutSpec`): a ``RelativeLayoutSpec`` whose centred axes use
/// `center` and whose other axes use `none` — so an axis that is not centred forwards the range's
/// minimum to the child and places it at 0.
public final class CenterLayoutSpec: RelativeLayoutSpec {
  public var centeringOptions: CenterLayoutSpecCenteringOptions {
    didSet { applyOptions() }
  }
  public var sizingOptions: CenterLayoutSpecSizingOptions {
    didSet { applyOptions() }
  }

  public init(
    centeringOptions: CenterLayoutSpecCenteringOptions = [], sizingOptions: CenterLayoutSpecSizingOptions = [],
    child: any LayoutElement
  ) {
    self.centeringOptions = centeringOptions
    self.sizingOptions = sizingOptions
    super.init(horizontalPosition: .none, verticalPosition: .none, child: child)
    applyOptions()
  }

  /// A centre spec made with its superclass's initializer, as Texture's `ASCenterLayoutSpec` can be:
  /// it places the child as a ``RelativeLayoutSpec`` with these positions does, until its centering or
  /// sizing options are set.
  public override convenience init(
    horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
    sizingOption: RelativeLayoutSpecSizingOption, child: any LayoutElement
  ) {
    self.init(child: child)
    self.horizontalPosition = horizontalPosition
    self.verticalPosition = verticalPosition
    self.sizingOption = sizingOption
  }

  public override var kindName: String { "center" }

  private func applyOptions() {
    horizontalPosition = centeringOptions.contains(.X) ? .center : .none
    verticalPosition = centeringOptions.contains(.Y) ? .center : .none
    var sizing: RelativeLayoutSpecSizingOption = []
    if sizingOptions.contains(.minimumX) { sizing.insert(.minimumWidth) }
    if sizingOptions.contains(.minimumY) { sizing.insert(.minimumHeight) }
    sizingOption = sizing
  }
}
