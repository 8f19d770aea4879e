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

  /// The first word `nan`, `inf` or `infinity` (in any of the cases C and JavaScript print them,
  /// with an optional sign) that stands alone — not part of a longer word such as `infinite` or
  /// `info` — in bytes Morph wrote, with its surroundings; nil if there is none. (Searched with
  /// Foundation's `range(of:)`, so that megabytes of output are checked quickly in a debug build.)
  public static func nonFiniteWord(in data: Data) -> String? {
    func isWordByte(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20) || byte == 0x5F
    }
    for needle in ["nan", "NaN", "NAN", "inf", "Inf", "INF"] {
      let pattern = Data(needle.utf8)
      var from = data.startIndex
      while let range = data.range(of: pattern, in: from..<data.endIndex) {
        from = range.upperBound
        var end = range.upperBound
        if needle.lowercased() == "inf", data[range.upperBound...].starts(with: Data("inity".utf8)) {
          end = range.upperBound + 5
        } else if data[range.upperBound...].starts(with: Data("INITY".utf8))
          || data[range.upperBound...].starts(with: Data("inity".utf8))
        {
          end = range.upperBound + 5
        }
        let before = range.lowerBound > data.startIndex ? data[range.lowerBound - 1] : 0x20
        let after = end < data.endIndex ? data[end] : 0x20
        guard !isWordByte(before), !isWordByte(after) else { continue }
        let context = data[max(data.startIndex, range.lowerBound - 40)..<min(data.endIndex, end + 20)]
        return String(decoding: context, as: UTF8.self)
      }
    }
    return nil
  }

  /// Whether the text holds a raw escape or C1 control introducer that would reach a terminal.
  public static func containsTerminalEscape(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) }
  }
}
