import Foundation

/// Contents in a timeline archive: `"none"`, `{"text": {…}}`, `{"image": SOURCE}` (`null` while a
/// network image has none) or `{"editableText": {…}}`.
extension ElementContent {
  private enum CodingKeys: String, CodingKey {
    case text, image, editableText
  }

  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard name == "none" else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown contents '\(name)'; expected none"))
      }
      self = .none
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "contents have one key: text, image or editableText"))
    }
    switch key {
    case .text: self = .text(try container.decode(TextContent.self, forKey: .text))
    case .image: self = .image(source: try container.decodeIfPresent(String.self, forKey: .image))
    case .editableText: self = .editableText(try container.decode(EditableTextContent.self, forKey: .editableText))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .none:
      var container = encoder.singleValueContainer()
      try container.encode("none")
    case .text(let text):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
    case .image(let source):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(source, forKey: .image)
    case .editableText(let field):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(field, forKey: .editableText)
    }
  }
}
