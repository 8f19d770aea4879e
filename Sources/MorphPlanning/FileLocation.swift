/// Where a value of a scene document was written: the file as it was named, and a 1-based line and
/// column (columns count Unicode scalars, as YAML parsers do).
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as given to the decoder.
  public var file: String
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders locations of one file by line, then column.
  public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
