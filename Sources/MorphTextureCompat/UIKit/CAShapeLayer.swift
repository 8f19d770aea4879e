import Foundation

/// Core Animation's `CAShapeLayer`: a path filled and stroked, recorded for exporters (see
/// `DisplayNode/wrappedViewDescription`).
open class CAShapeLayer: CALayer {
  /// Core Animation's `CAShapeLayerLineCap`.
  public struct LineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = LineCap(rawValue: "butt")
    public static let round = LineCap(rawValue: "round")
    public static let square = LineCap(rawValue: "square")
  }

  /// Core Animation's `CAShapeLayerLineJoin`.
  public struct LineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = LineJoin(rawValue: "miter")
    public static let round = LineJoin(rawValue: "round")
    public static let bevel = LineJoin(rawValue: "bevel")
  }

  /// Core Animation's `CAShapeLayerFillRule`.
  public struct FillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = FillRule(rawValue: "non-zero")
    public static let evenOdd = FillRule(rawValue: "even-odd")
  }

  /// Core Animation's `path`.
  public var path: CGPath?
  /// Core Animation's `fillColor` (opaque black).
  public var fillColor: CGColor? = CGColor.make(.black)
  /// Core Animation's `strokeColor` (none).
  public var strokeColor: CGColor?
  /// Core Animation's `lineWidth` (1).
  public var lineWidth: CGFloat = 1
  /// Core Animation's `lineDashPattern`: dash and gap lengths; nil is a solid line.
  public var lineDashPattern: [NSNumber]?
  /// Core Animation's `lineDashPhase` (0).
  public var lineDashPhase: CGFloat = 0
  /// Core Animation's `strokeStart` (0): where along the path the stroke starts, 0…1.
  public var strokeStart: CGFloat = 0
  /// Core Animation's `strokeEnd` (1): where along the path the stroke ends, 0…1.
  public var strokeEnd: CGFloat = 1
  /// Core Animation's `lineCap` (`.butt`).
  public var lineCap = LineCap.butt
  /// Core Animation's `lineJoin` (`.miter`).
  public var lineJoin = LineJoin.miter
  /// Core Animation's `fillRule` (`.nonZero`).
  public var fillRule = FillRule.nonZero
  /// Core Animation's `miterLimit` (10).
  public var miterLimit: CGFloat = 10

  override var drawnState: [String: String] {
    var state = super.drawnState
    if let path {
      let box = path.boundingBox
      state["path"] = "\(box.origin.x),\(box.origin.y),\(box.width),\(box.height)"
    }
    if let fillColor { state["fillColor"] = String(describing: fillColor.color) }
    if let strokeColor { state["strokeColor"] = String(describing: strokeColor.color) }
    state["lineWidth"] = String(describing: lineWidth)
    if let lineDashPattern {
      state["lineDashPattern"] = lineDashPattern.map { String($0.doubleValue) }.joined(separator: ",")
    }
    state["strokeStart"] = String(describing: strokeStart)
    state["strokeEnd"] = String(describing: strokeEnd)
    return state
  }
}
