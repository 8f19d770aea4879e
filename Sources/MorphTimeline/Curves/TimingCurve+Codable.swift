import Foundation

/// A curve in a timeline archive: `"linear"`, `"discrete"`, `{"cubicBezier": [x1, y1, x2, y2]}` or
/// `{"spring": {"dampingRatio", "initialVelocity", "duration"}}`.
extension TimingCurve {
  private enum CodingKeys: String, CodingKey {
    case cubicBezier, spring
  }

  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      switch name {
      case "linear": self = .linear
      case "discrete": self = .discrete
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath, debugDescription: "unknown curve '\(name)'; expected linear or discrete"))
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let points = try container.decodeIfPresent([Double].self, forKey: .cubicBezier) {
      guard points.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: .cubicBezier, in: container, debugDescription: "a cubic Bézier is [x1, y1, x2, y2]")
      }
      self = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    } else {
      self = .spring(try container.decode(Spring.self, forKey: .spring))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .linear:
      var container = encoder.singleValueContainer()
      try container.encode("linear")
    case .discrete:
      var container = encoder.singleValueContainer()
      try container.encode("discrete")
    case .cubicBezier(let x1, let y1, let x2, let y2):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode([x1, y1, x2, y2], forKey: .cubicBezier)
    case .spring(let spring):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(spring, forKey: .spring)
    }
  }
}
