import Foundation

/// A length that is either automatic, an absolute number of points, or a fraction of the parent's length
/// (Texture's `ASDimension`).
///
/// Resolving a fraction against an undefined (NaN) parent length yields NaN, which the style resolution
/// treats as "no value": a percentage inside an axis of unknown size silently behaves as `auto`.
public struct LayoutDimension: Hashable, Sendable, CustomStringConvertible {
  /// The unit of a ``LayoutDimension`` (Texture's `ASDimensionUnit`).
  public enum Unit: Hashable, Sendable {
    /// No opinion; the value is always 0.
    case auto
    /// An absolute length in points.
    case points
    /// A share of the parent length, from 0 to 1.
    case fraction
  }

  /// The unit.
  public let unit: Unit
  /// The number of points, or the fraction; 0 for `auto`.
  public let value: CGFloat

  /// Makes a dimension; `auto` always carries the value 0.
  public init(unit: Unit, value: CGFloat) {
    precondition(unit != .auto || value == 0, "LayoutDimension: an auto dimension has no value")
    precondition(unit != .points || !(value < 0), "LayoutDimension: points must not be negative")
    self.unit = unit
    self.value = unit == .auto ? 0 : value
  }

  /// The automatic dimension.
  public static let auto = LayoutDimension(unit: .auto, value: 0)

  /// An absolute length in points.
  public static func points(_ value: CGFloat) -> LayoutDimension { LayoutDimension(unit: .points, value: value) }

  /// A fraction (0…1) of the parent length.
  public static func fraction(_ value: CGFloat) -> LayoutDimension { LayoutDimension(unit: .fraction, value: value) }

  /// Parses Texture's string form: `"12pt"` → points, `"50%"` → fraction 0.5, anything else → auto.
  public init(_ string: String) {
    if string.hasSuffix("pt"), let value = Double(string.dropLast(2)), value >= 0 {
      self = .points(CGFloat(value))
    } else if string.hasSuffix("%"), let value = Double(string.dropLast()) {
      self = .fraction(CGFloat(value) / 100)
    } else {
      self = .auto
    }
  }

  /// Resolves the dimension against a parent length: auto gives `autoSize`, points their value,
  /// a fraction `value × parentSize` (NaN when the parent length is NaN).
  public func resolve(parentSize: CGFloat, autoSize: CGFloat) -> CGFloat {
    switch unit {
    case .auto: return autoSize
    case .points: return value
    case .fraction: return value * parentSize
    }
  }

  /// Texture's printed form: `100pt`, `50%` or `Auto`.
  public var description: String {
    switch unit {
    case .auto: return "Auto"
    case .points: return "\(NumberFormat.text(value))pt"
    case .fraction: return "\(NumberFormat.text(value * 100))%"
    }
  }
}

extension LayoutDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// A literal number is a length in points, as in Texture's `ASDimensionMake(CGFloat)`.
  public init(floatLiteral value: Double) { self = .points(CGFloat(value)) }
  /// A literal number is a length in points, as in Texture's `ASDimensionMake(CGFloat)`.
  public init(integerLiteral value: Int) { self = .points(CGFloat(value)) }
}
