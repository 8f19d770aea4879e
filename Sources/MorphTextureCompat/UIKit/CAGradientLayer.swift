import Foundation

/// Core Animation's `CAGradientLayer`, as apps add one to a node's layer or return one from a layer
/// block: its colors, stops, direction and type are recorded for exporters (see
/// `DisplayNode/wrappedViewDescription`).
open class CAGradientLayer: CALayer {
  /// Core Animation's `CAGradientLayerType`.
  public struct GradientType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = GradientType(rawValue: "axial")
    /// Around the start point, out to the end point.
    public static let radial = GradientType(rawValue: "radial")
    /// Around the start point, by angle.
    public static let conic = GradientType(rawValue: "conic")
  }

  /// Core Animation's `colors`: `CGColor`s (Core Animation's type is `[Any]?`).
  public var colors: [Any]?
  /// Core Animation's `locations`: each color's stop, 0…1; nil spreads them evenly.
  public var locations: [NSNumber]?
  /// Core Animation's `startPoint` in the unit square ((0.5, 0): top centre).
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Core Animation's `endPoint` in the unit square ((0.5, 1): bottom centre).
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// Core Animation's `type` (`.axial`).
  public var type = GradientType.axial

  /// The colors as Morph's colors (those given as `CGColor`s or `UIColor`s).
  public var gradientColors: [Color] {
    (colors ?? []).compactMap { ($0 as? any ColorConvertible)?.color }
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["colors"] = gradientColors.map { String(describing: $0) }.joined(separator: ",")
    if let locations { state["locations"] = locations.map { String($0.doubleValue) }.joined(separator: ",") }
    state["startPoint"] = "\(startPoint.x),\(startPoint.y)"
    state["endPoint"] = "\(endPoint.x),\(endPoint.y)"
    state["type"] = type.rawValue
    return state
  }
}
