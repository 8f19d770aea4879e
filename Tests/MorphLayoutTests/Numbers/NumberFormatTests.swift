import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// `NumberFormat`: fixed precision, half away from zero on the shortest decimal form, trailing zeros
/// trimmed, no `-0`, no exponent.
@Suite struct NumberFormatTests {
  @Test(arguments: [
    (0.0, "0"), (12.0, "12"), (-7.0, "-7"), (100.0, "100"), (1_000_000.0, "1000000"), (-250.0, "-250"),
  ])
  func integersAreWrittenAsIntegers(value: Double, expected: String) {
    #expect(NumberFormat.format(value) == expected)
  }

  @Test(arguments: [
    (1.5, "1.5"), (0.25, "0.25"), (1.2000, "1.2"), (0.1 + 0.2, "0.3"), (2.0000001, "2"), (-0.5, "-0.5"),
    (123_456_789.123456, "123456789.123"), (1.0 / 3.0, "0.333"), (2.0 / 3.0, "0.667"),
  ])
  func decimalsAreRoundedToThePrecisionAndTrimmed(value: Double, expected: String) {
    #expect(NumberFormat.format(value) == expected)
  }

  @Test(arguments: [-0.0, -0.0001, -0.00049999, -1e-300])
  func negativeValuesThatRoundToZeroAreWrittenAsZero(value: Double) {
    #expect(NumberFormat.format(value) == "0")
  }

  /// Ties round away from zero, judged on the decimal form a reader sees, although none of `0.0005`,
  /// `1.0005` or `1.005` is a tie in binary.
  @Test(arguments: [
    (0.0005, 3, "0.001"), (-0.0005, 3, "-0.001"), (1.0005, 3, "1.001"), (1.005, 2, "1.01"),
    (0.125, 2, "0.13"),
    (2.5, 0, "3"), (-2.5, 0, "-3"), (3.5, 0, "4"), (1.2345, 3, "1.235"), (0.0015, 3, "0.002"),
  ])
  func tiesRoundHalfAwayFromZero(value: Double, precision: Int, expected: String) {
    #expect(NumberFormat.format(value, precision: precision) == expected)
  }

  /// Every multiple of 0.0001 from -3 to 3 at 3 decimals, against the decimal rounding done on integers:
  /// ties (a last digit 5) round away from zero, the rest to the nearest thousandth.
  @Test func tenThousandthsRoundAsTheirDecimalFormsDo() {
    for tenThousandths in -30_000...30_000 {
      let thousandths = (abs(tenThousandths) + 5) / 10
      let decimals = String(format: "%03d", thousandths % 1000).reversed().drop { $0 == "0" }.reversed()
      let magnitude = "\(thousandths / 1000)" + (decimals.isEmpty ? "" : "." + String(decimals))
      let expected = tenThousandths < 0 && thousandths != 0 ? "-" + magnitude : magnitude
      #expect(NumberFormat.format(Double(tenThousandths) / 10_000) == expected, "\(tenThousandths)")
    }
  }

  @Test(arguments: [
    (0.9995, 3, "1"), (9.9996, 3, "10"), (99.9999, 3, "100"), (-0.99951, 3, "-1"), (0.0996, 2, "0.1"),
  ])
  func carriesPropagateThroughNines(value: Double, precision: Int, expected: String) {
    #expect(NumberFormat.format(value, precision: precision) == expected)
  }

  @Test func largeValuesAreWrittenInFull() {
    #expect(NumberFormat.format(1e20) == "100000000000000000000")
    #expect(NumberFormat.format(1.5e16) == "15000000000000000")
    #expect(NumberFormat.format(-1.25e17) == "-125000000000000000")
    #expect(
      NumberFormat.format(.greatestFiniteMagnitude)
        == "17976931348623157" + String(repeating: "0", count: 292))
  }

  @Test func smallValuesAreWrittenWithoutExponent() {
    #expect(NumberFormat.format(1e-7) == "0")
    #expect(NumberFormat.format(1e-7, precision: 7) == "0.0000001")
    #expect(NumberFormat.format(1.5e-5, precision: 5) == "0.00002")
    #expect(NumberFormat.format(-1.2e-5, precision: 6) == "-0.000012")
    #expect(NumberFormat.format(.leastNonzeroMagnitude) == "0")
    #expect(NumberFormat.format(0.0006) == "0.001")
    #expect(NumberFormat.format(0.0004) == "0")
  }

  @Test func precisionZeroWritesIntegers() {
    #expect(NumberFormat.format(0.4, precision: 0) == "0")
    #expect(NumberFormat.format(0.5, precision: 0) == "1")
    #expect(NumberFormat.format(123.456, precision: 0) == "123")
  }

  @Test func theDefaultPrecisionIsThreeDecimals() {
    #expect(NumberFormat.defaultPrecision == 3)
    #expect(NumberFormat.format(1.23456) == "1.235")
    #expect(NumberFormat().string(1.23456) == "1.235")
  }

  @Test func aFormatValueUsesItsPrecision() {
    let format = NumberFormat(precision: 1)
    #expect(format.precision == 1)
    #expect(format.string(1.25) == "1.3")
    #expect(format.string([0, 0.25, 1, -0.04], separator: ";") == "0;0.3;1;0")
    #expect(NumberFormat().string([0.42, 0, 0.58, 1], separator: " ") == "0.42 0 0.58 1")
  }

  @Test func cgFloatValuesFormatAsDoubles() {
    #expect(NumberFormat.format(CGFloat(1.5)) == "1.5")
    #expect(NumberFormat.format(CGFloat(-0.0001)) == "0")
    #expect(NumberFormat.format(CGFloat(2.0 / 3.0), precision: 1) == "0.7")
  }

  /// Over many values of every magnitude: no exponent, no `-0`, no trailing zero, and the written number
  /// is within half a unit of the last decimal of the value.
  @Test(arguments: [0, 2, 3, 6])
  func writtenNumbersStayWithinHalfAUnitOfTheLastDecimal(precision: Int) {
    var generator = SeededRandom(seed: 0x5EED)
    let unit = pow(10.0, Double(-precision))
    for _ in 0..<5_000 {
      let exponent = Double(generator.next() % 24) - 12
      let sign: Double = generator.next() % 2 == 0 ? 1 : -1
      let value = sign * Double(generator.next() % 1_000_000) / 1_000_000 * pow(10, exponent)
      let written = NumberFormat.format(value, precision: precision)
      #expect(!written.contains("e") && !written.contains("E") && !written.hasPrefix("+"))
      #expect(written != "-0")
      if written.contains(".") {
        #expect(!written.hasSuffix("0") && !written.hasSuffix("."))
        #expect(written.split(separator: ".")[1].count <= precision)
      }
      let parsed = Double(written)!
      #expect(abs(parsed - value) <= unit / 2 * (1 + 1e-9) + abs(value) * 1e-15, "\(value) → \(written)")
    }
  }

  @Test func nanIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = NumberFormat.format(Double.nan)
    }
  }

  @Test func infinityIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = NumberFormat.format(-Double.infinity)
    }
  }

  @Test func aNegativePrecisionIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = NumberFormat.format(1, precision: -1)
    }
  }
}

/// `NumberFormat.text` and `NumberFormat.exact`: the numbers of descriptions, tables, JSON and messages.
@Suite struct NumberTextTests {
  @Test(arguments: [
    (375.0, "375"), (187.5, "187.5"), (1.0 / 3, "0.3333"), (-0.00001, "0"), (2.0 / 3, "0.6667"),
    (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"), (-12.34567, "-12.3457"),
  ])
  func textHasAtMostFourDecimals(value: Double, expected: String) {
    #expect(NumberFormat.text(value) == expected)
    #expect(NumberFormat.text(CGFloat(value)) == expected)
  }

  @Test(arguments: [
    (375.0, "375"), (187.5, "187.5"), (1.0 / 3, "0.3333333333333333"), (Double.infinity, "inf"),
    (-Double.infinity, "-inf"), (1e20, "1e+20"),
  ])
  func exactReadsBackAsTheSameNumber(value: Double, expected: String) {
    #expect(NumberFormat.exact(value) == expected)
    if value.isFinite { #expect(Double(NumberFormat.exact(value)) == value) }
  }
}
