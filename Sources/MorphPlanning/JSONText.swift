import Foundation
import MorphLayout

/// Writes JSON values as text.
package enum JSONText {
  /// A JSON string literal.
  package static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON array of numbers, on one line.
  package static func numbers(_ values: [CGFloat]) -> String {
    "[" + values.map { NumberFormat.exact($0) }.joined(separator: ", ") + "]"
  }
}
