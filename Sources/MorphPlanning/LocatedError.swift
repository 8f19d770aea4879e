/// A problem with a scene document, reported for people as `FILE:LINE:COLUMN: error: MESSAGE`
/// (or `FILE: error: MESSAGE` when it concerns the whole file, such as a file that cannot be read).
public struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the problem is in.
  public var file: String
  /// Where in the file; nil when the problem concerns the whole file.
  public var location: FileLocation?
  /// What is wrong and what was expected, with control characters from the document made visible
  /// (see ``visible(_:keepingLineBreaks:)``).
  public var message: String

  /// A problem at a location.
  public init(at location: FileLocation, _ message: String) {
    file = location.file
    self.location = location
    self.message = Self.visible(message)
  }

  /// A problem with a whole file.
  public init(file: String, _ message: String) {
    self.file = file
    location = nil
    self.message = Self.visible(message)
  }

  /// The text with every control character written as an escape — `\e` for escape, `\t`, `\r`,
  /// `\n`, and `\u{…}` for the others — so that echoing a document's value never sends a terminal
  /// its escape sequences.
  /// - Parameters:
  ///   - text: the text.
  ///   - keepingLineBreaks: whether line feeds stay as they are, for output of several lines.
  public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where keepingLineBreaks: result += "\n"
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\n": result += "\\n"
      case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 control characters and DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  public var description: String {
    "\(location.map(String.init(describing:)) ?? file): error: \(message)"
  }
}
