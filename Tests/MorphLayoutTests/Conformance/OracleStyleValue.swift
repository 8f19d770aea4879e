import Foundation

/// One value of an oracle `style` object: a number of points, or a string such as `"row"`, `"50%"` or
/// `"auto"`.
enum OracleStyleValue: Decodable, Sendable, Equatable {
  case number(Double)
  case text(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }
}
