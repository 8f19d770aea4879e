import Foundation

/// One message between the preview server and a render worker as it travels on a pipe: a header of
/// one line of JSON, then the raw bytes of the message's parts, back to back.
///
/// ```
/// {"head":{"error":null},"parts":[{"name":"svg","length":5120},{"name":"html","length":20480}]}⏎
/// <the 5120 bytes of the SVG><the 20480 bytes of the HTML>
/// ```
///
/// The header holds what the message says (``head``: a ``PreviewWorkerRequest`` or a
/// ``PreviewWorkerAnswer``) and names each part with its length in bytes, so that large data — a
/// document, an export, a video — travels as it is, never escaped into the JSON. JSON written without
/// pretty-printing holds no line feed (one inside a string is escaped), so the first line feed ends the
/// header.
struct PreviewWorkerFrame<Head: Codable & Sendable>: Sendable {
  /// A named run of bytes.
  struct Part: Sendable {
    var name: String
    var data: Data
  }

  /// What the message says.
  var head: Head
  /// The message's data, in order.
  var parts: [Part]

  /// The most bytes a header may take: 1 MiB.
  static var maximumHeaderSize: Int { 1 << 20 }
  /// The most bytes one part may take: 4 GiB.
  static var maximumPartSize: Int { 1 << 32 }

  init(_ head: Head, parts: [Part] = []) {
    self.head = head
    self.parts = parts
  }

  /// The data of the part named `name`, if the message has one.
  subscript(part name: String) -> Data? {
    parts.first { $0.name == name }?.data
  }

  /// Writes the frame: its header line, then its parts.
  func write(to stream: PreviewWorkerStream) throws(PreviewWorkerStream.Failure) {
    let header = Header(head: head, parts: parts.map { Header.Part(name: $0.name, length: $0.data.count) })
    guard var line = try? JSONEncoder().encode(header) else { throw .malformed("a header that cannot be encoded") }
    line.append(UInt8(ascii: "\n"))
    try stream.write(line)
    for part in parts { try stream.write(part.data) }
  }

  /// Reads the next frame; nil at the end of input before one starts.
  /// - Throws: ``PreviewWorkerStream/Failure/closed`` at the end of input within a frame, and
  ///   ``PreviewWorkerStream/Failure/malformed(_:)`` for a header that does not describe a frame.
  static func read(from stream: PreviewWorkerStream) throws(PreviewWorkerStream.Failure) -> Self? {
    guard let line = try stream.readLine(limit: maximumHeaderSize) else { return nil }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: line)
    } catch {
      throw .malformed("a header that is not a frame's: \(String(decoding: line.prefix(200), as: UTF8.self))")
    }
    var parts: [Part] = []
    for part in header.parts {
      guard (0...maximumPartSize).contains(part.length) else {
        throw .malformed("a part '\(part.name)' of \(part.length) bytes")
      }
      parts.append(Part(name: part.name, data: try stream.read(count: part.length)))
    }
    return Self(header.head, parts: parts)
  }

  /// The header line as JSON.
  private struct Header: Codable {
    struct Part: Codable {
      var name: String
      var length: Int
    }

    var head: Head
    var parts: [Part]
  }
}
