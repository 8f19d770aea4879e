import Foundation

/// What a hostile document may make Morph print and write: a located error about the document, or
/// output whose numbers are all finite.
public enum HostileOutcomeChecks {
  /// Messages about a whole document, which have no line and column: the file's size, encoding or
  /// existence, and asking for what the document does not have.
  public static let wholeDocumentMessages = [
    "the file is ", "no such file", "cannot read the file", "is a directory", "the document has no 'storyboard'",
    "the document declares no transitions", "sampling ",
  ]

  /// Whether `line` is an error about `file`: `FILE:LINE:COLUMN: error: MESSAGE`, or `FILE: error:
  /// MESSAGE` with one of the ``wholeDocumentMessages``.
  public static func isLocatedError(_ line: String, about file: String) -> Bool {
    guard line.hasPrefix(file + ":") else { return false }
    let rest = line.dropFirst(file.count + 1)
    if rest.hasPrefix(" error: ") {
      let message = rest.dropFirst(" error: ".count)
      if message.hasPrefix("the file is "), message.dropFirst("the file is ".count).first?.isNumber != true {
        return false  // only the file's size concerns the whole file; bad bytes have a place
      }
      return wholeDocumentMessages.contains { message.hasPrefix($0) }
    }
    let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1 else {
      return false
    }
    return parts[2].hasPrefix(" error: ") && parts[2].count > " error: ".count
  }

  /// The first word `nan`, `inf` or `infinity` (any case, with an optional sign) that stands alone —
  /// not part of a longer word such as `infinite` or `info` — in bytes Morph wrote; nil if there is none.
  public static func nonFiniteWord(in data: Data) -> String? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
      let bytes = buffer.bindMemory(to: UInt8.self)
      let count = bytes.count
      func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
      }
      var index = 0
      while index < count {
        let lower = bytes[index] | 0x20
        guard lower == 0x6E || lower == 0x69, index == 0 || !isWordByte(bytes[index - 1]) else {
          index += 1
          continue
        }
        var end = index
        while end < count, isWordByte(bytes[end]) { end += 1 }
        if end - index <= 8 {
          let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).lowercased()
          if word == "nan" || word == "inf" || word == "infinity" {
            let start = max(0, index - 40)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(count, end + 20)]), as: UTF8.self)
          }
        }
        index = end
      }
      return nil
    }
  }

  /// Whether the text holds a raw escape or C1 control introducer that would reach a terminal.
  public static func containsTerminalEscape(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) }
  }
}
