import Foundation
import MorphLayout

/// A JSON value whose objects keep their keys in the order given: Lottie players such as rlottie read
/// a shape's or a layer's type (`ty`) before the keys it decides the meaning of, so it comes first.
///
/// Strings are escaped by Foundation's `JSONEncoder` (keys are Lottie's own ASCII names, written as
/// they are); numbers are written by `NumberFormat.exact` (the shortest form that reads back as the
/// same number, integers without a fraction).
enum LottieJSON {
  case object([(String, LottieJSON)])
  case array([LottieJSON])
  case number(Double)
  case string(String)
  case bool(Bool)

  /// An array of numbers.
  static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map(LottieJSON.number)) }

  /// The value as compact JSON text.
  func serialized() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    var text = Data()
    try write(into: &text, encoder: encoder)
    return text
  }

  private func write(into text: inout Data, encoder: JSONEncoder) throws {
    switch self {
    case .object(let members):
      text.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        // Keys are Lottie's own names, ASCII letters that need no escaping.
        text.append(UInt8(ascii: "\""))
        text.append(contentsOf: key.utf8)
        text.append(contentsOf: "\":".utf8)
        try value.write(into: &text, encoder: encoder)
      }
      text.append(UInt8(ascii: "}"))
    case .array(let values):
      text.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        try value.write(into: &text, encoder: encoder)
      }
      text.append(UInt8(ascii: "]"))
    case .number(let value):
      text.append(contentsOf: NumberFormat.exact(value == 0 ? 0 : value).utf8)
    case .string(let value):
      text.append(try encoder.encode(value))
    case .bool(let value):
      text.append(contentsOf: (value ? "true" : "false").utf8)
    }
  }
}
