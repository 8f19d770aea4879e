import Foundation
import MorphLayout

/// A value in a timeline archive: an object with one key naming its kind — `{"rect": [x, y, width,
/// height]}`, `{"number": n}`, `{"color": {"red", "green", "blue", "alpha"}}` (`null` for no color), or
/// `{"transform": {"translationX", "translationY", "scaleX", "scaleY", "rotation"}}`.
extension AnimatableValue {
  private enum CodingKeys: String, CodingKey {
    case rect, number, color, transform
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a value has one key: rect, number, color or transform")
      )
    }
    switch key {
    case .rect:
      let numbers = try container.decode([CGFloat].self, forKey: .rect)
      guard numbers.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: .rect, in: container, debugDescription: "a rect is [x, y, width, height]")
      }
      self = .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case .number: self = .number(try container.decode(CGFloat.self, forKey: .number))
    case .color: self = .color(try container.decodeIfPresent(Color.self, forKey: .color))
    case .transform: self = .transform(try container.decode(NodeTransform.self, forKey: .transform))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .rect(let rect): try container.encode([rect.minX, rect.minY, rect.width, rect.height], forKey: .rect)
    case .number(let number): try container.encode(number, forKey: .number)
    case .color(let color): try container.encode(color, forKey: .color)
    case .transform(let transform): try container.encode(transform, forKey: .transform)
    }
  }
}
