/// The one place numbers are formatted for output: markup (SVG, CSS), descriptions and tables, JSON
/// and messages.
///
/// A number is written with at most ``precision`` decimals, rounded half away from zero, with trailing
/// zeros trimmed: integers come out as integers (`12`, not `12.000`), there is never a `-0`, never an
/// exponent (`0.00001` at precision 5, not `1e-05`) and never a leading `+`. Rounding works on the shortest
/// decimal representation that identifies the `Double` (its `description`), so what is rounded is the
/// number a reader sees: `1.0005` becomes `1.001` and `-2.5` at precision 0 becomes `-3`, although neither
/// `1.0005` nor many other such ties is exact in binary. The result depends on nothing but the value and
/// the precision, so it is the same on every platform.
///
/// NaN and infinities have no place in SVG or CSS output; formatting one is a programming error.
public struct NumberFormat: Hashable, Sendable {
  /// The precision used when none is given: 3 decimals, a thousandth of a pixel or of a second.
  public static let defaultPrecision = 3

  /// The largest number of decimals written.
  public let precision: Int

  /// A format writing at most `precision` decimals.
  ///
  /// - Parameter precision: The largest number of decimals; must not be negative.
  public init(precision: Int = NumberFormat.defaultPrecision) {
    precondition(precision >= 0, "NumberFormat: the precision \(precision) is negative")
    self.precision = precision
  }

  /// `value` written with at most ``precision`` decimals.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: The number as described in ``NumberFormat``, for example `-12.5`, `0.333` or `100`.
  public func string(_ value: Double) -> String {
    Self.format(value, precision: precision)
  }

  /// `values` written with at most ``precision`` decimals each, joined by `separator`
  /// (`"0;0.5;1"` for SMIL `keyTimes`, `"0.42 0 0.58 1"` for one `keySplines` entry).
  ///
  /// - Parameters:
  ///   - values: Finite numbers.
  ///   - separator: What goes between two numbers.
  /// - Complexity: O(*n*) in the number of values.
  public func string(_ values: some Sequence<Double>, separator: String) -> String {
    values.lazy.map { Self.format($0, precision: self.precision) }.joined(separator: separator)
  }

  /// `value` written with at most `precision` decimals, rounded half away from zero, trailing zeros
  /// trimmed, never `-0` and never in exponent notation.
  ///
  /// - Parameters:
  ///   - value: A finite number; NaN and infinities stop the program.
  ///   - precision: The largest number of decimals; must not be negative.
  /// - Returns: The number, for example `-12.5`, `0.333` or `100`.
  /// - Complexity: O(*d*), where *d* is the number of digits written (at most about 330).
  public static func format(_ value: Double, precision: Int = defaultPrecision) -> String {
    precondition(value.isFinite, "NumberFormat: \(value) cannot be written as a number in SVG or CSS")
    precondition(precision >= 0, "NumberFormat: the precision \(precision) is negative")
    // Whole numbers (most coordinates and sizes) need no rounding: write their digits directly.
    if value == value.rounded(.towardZero), value.magnitude < 1e15 {
      return String(Int64(value))
    }
    if let scaled = scaledUnlessNearTie(value, precision: precision) {
      return fixedPoint(scaled, precision: precision, isNegative: value < 0)
    }
    var decimal = ShortestDecimal(value.magnitude)
    decimal.round(toFractionDigits: precision)
    let magnitude = decimal.plainString()
    return value < 0 && magnitude != "0" ? "-" + magnitude : magnitude
  }

  /// The powers of ten a fast rounding may scale by.
  private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

  /// `|value|` times 10^`precision` rounded to an integer, when that is certain to equal rounding the
  /// shortest decimal form: the product is below 10¹², so that it is off from the decimal form's by less
  /// than 10⁻³, and its fraction is at least that far from ½. Nil otherwise (ties are decided on the
  /// decimal form).
  private static func scaledUnlessNearTie(_ value: Double, precision: Int) -> Int64? {
    guard precision < powersOfTen.count else { return nil }
    let scaled = value.magnitude * powersOfTen[precision]
    guard scaled < 1e12 else { return nil }
    let fraction = scaled - scaled.rounded(.down)
    guard abs(fraction - 0.5) > 1e-3 else { return nil }
    return Int64(scaled.rounded())
  }

  /// The integer `scaled` divided by 10^`precision`, in decimal, trailing zeros of the fraction trimmed, with
  /// a minus sign when negative and not zero.
  private static func fixedPoint(_ scaled: Int64, precision: Int, isNegative: Bool) -> String {
    // At most 12 digits, the point and the sign, written from the last digit backwards.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
      var start = buffer.count
      func prepend(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
      }
      var remaining = scaled
      var position = 0
      var trimming = true
      while remaining > 0 || position <= precision {
        let digit = UInt8(remaining % 10)
        remaining /= 10
        if position == precision, start < buffer.count { prepend(UInt8(ascii: ".")) }
        if position >= precision || !trimming || digit != 0 {
          prepend(UInt8(ascii: "0") + digit)
          trimming = false
        }
        position += 1
      }
      if isNegative, scaled != 0 { prepend(UInt8(ascii: "-")) }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }

  /// `value` (a `CGFloat` or a `Float`, say) written with at most `precision` decimals, as the `Double`
  /// overload writes `Double(value)`.
  ///
  /// - Parameters:
  ///   - value: A finite number; NaN and infinities stop the program.
  ///   - precision: The largest number of decimals; must not be negative.
  /// - Returns: The number, for example `-12.5`, `0.333` or `100`.
  public static func format(_ value: some BinaryFloatingPoint, precision: Int = defaultPrecision) -> String {
    format(Double(value), precision: precision)
  }

  /// A number for text people read — descriptions, tables, messages quoting a layout — with at most
  /// 4 decimals as `format(_:precision:)` writes it (`187.5`, `33.3333`), and NaN and the
  /// infinities, which text may show, as `nan`, `inf` and `-inf`.
  public static func text(_ value: some BinaryFloatingPoint) -> String {
    let value = Double(value)
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return format(value, precision: 4)
  }

  /// A number in the shortest form that reads back as the same number (`187.5`, `33.333333333333336`),
  /// integers without a fraction and the infinities as `inf` and `-inf`: for JSON and for messages that
  /// quote a value exactly.
  public static func exact(_ value: some BinaryFloatingPoint) -> String {
    let value = Double(value)
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
