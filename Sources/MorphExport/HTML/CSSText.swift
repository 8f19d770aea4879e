/// CSS text composed as UTF-8 bytes: appending a string copies its bytes, without the work a `String`
/// does at every append, and the text becomes a `String` once, when it is complete.
struct CSSText {
  /// The text's UTF-8 bytes.
  private var bytes: [UInt8] = []

  /// Whether the text is empty.
  var isEmpty: Bool { bytes.isEmpty }

  /// The text as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends a string.
  static func += (text: inout CSSText, string: String) {
    text.bytes.append(contentsOf: string.utf8)
  }

  /// Appends another text.
  static func += (text: inout CSSText, other: CSSText) {
    text.bytes.append(contentsOf: other.bytes)
  }
}
