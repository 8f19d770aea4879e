import Foundation
import MorphLayout

/// A JSON value whose objects keep their keys in the order given: Lottie players such as rlottie read
/// a shape's or a layer's type (`ty`) before the keys it decides the meaning of, so it comes first.
///
/// Strings of the timeline (names, text) are escaped by Foundation's `JSONEncoder`; Morph's own words
/// (``literal(_:)``: types, group names, asset ids) and keys, ASCII letters, digits and `_`, are
/// written as they are. Numbers are written in fixed point with trailing zeros trimmed by
/// `NumberFormat`, to the decimals they were rounded to; a number that is not finite or lies beyond
/// ±10⁹ (``largestNumber``) is refused, naming the key it was written under, so that no player is
/// handed a size of hundreds of digits.
enum LottieJSON {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  /// A string of the timeline.
  case string(String)
  /// One of Morph's own words, which needs no escaping.
  case literal(String)
  case bool(Bool)

  /// The largest magnitude a number may have: 1,000,000,000, the bound of every number of a timeline.
  static let largestNumber = 1e9

  /// An array of numbers.
  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map(LottieJSON.number)) }

  /// The value as compact JSON text, numbers with at most `precision` decimals.
  func serialized(precision: Int) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    var text: [UInt8] = []
    text.reserveCapacity(1 << 16)
    try write(into: &text, encoder: encoder, precision: precision, key: "")
    return Data(text)
  }

  /// Writes the value, which is `key`'s (the innermost object key it is under).
  private func write(into text: inout [UInt8], encoder: JSONEncoder, precision: Int, key: String) throws {
    switch self {
    case .object(let members):
      text.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        text.append(UInt8(ascii: "\""))
        text.append(contentsOf: key.utf8)
        text.append(contentsOf: "\":".utf8)
        try value.write(into: &text, encoder: encoder, precision: precision, key: key)
      }
      text.append(UInt8(ascii: "}"))
    case .array(let values):
      text.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        try value.write(into: &text, encoder: encoder, precision: precision, key: key)
      }
      text.append(UInt8(ascii: "]"))
    case .number(let value):
      guard abs(value) <= Self.largestNumber else {
        throw ExportError.invalidTimeline(
          "the Lottie file's '\(key)' would be \(value), beyond the ±1000000000 a number may be")
      }
      text.append(contentsOf: NumberFormat.format(value == 0 ? 0 : value, precision: precision).utf8)
    case .string(let value):
      text.append(contentsOf: try encoder.encode(value))
    case .literal(let value):
      text.append(UInt8(ascii: "\""))
      text.append(contentsOf: value.utf8)
      text.append(UInt8(ascii: "\""))
    case .bool(let value):
      text.append(contentsOf: (value ? "true" : "false").utf8)
    }
  }
}
