import MorphPlanning
import Yams

/// Where each character of a string scalar was written, so that a problem found inside a string (such
/// as a frame expression) is reported at its own line and column.
///
/// It walks the document's text from the scalar's start alongside the scalar's value: quotes, the
/// escapes of double-quoted scalars (`\n`, `\u00e9`, …), the doubled quotes of single-quoted ones,
/// line folding (a line break and the next line's indentation read as one space), stripped trailing
/// spaces and the indentation of block scalars (`|`, `>`) produce no character of their own.
struct ScalarSourceMap {
  /// The line and column of each Unicode scalar of the value, then of the place just after the last.
  private let positions: [(line: Int, column: Int)]
  private let file: String

  /// Maps a string scalar of a document.
  /// - Parameters:
  ///   - value: the scalar, with its location.
  ///   - lines: the document's lines, as Unicode scalars.
  init(_ value: SceneValue, lines: [[Unicode.Scalar]]) {
    file = value.location.file
    guard case .scalar(let scalar) = value.node else {
      positions = [(value.location.line, value.location.column)]
      return
    }
    var walker = Walker(
      lines: lines, line: value.location.line - 1, column: value.location.column - 1, style: scalar.style)
    var positions: [(line: Int, column: Int)] = []
    for character in scalar.string.unicodeScalars {
      positions.append(walker.next(producing: character))
    }
    positions.append(walker.position)
    self.positions = positions
  }

  /// The location of a Unicode-scalar offset of the value (its length: just after the end).
  func location(of offset: Int) -> FileLocation {
    let position = positions[min(max(offset, 0), positions.count - 1)]
    return FileLocation(file: file, line: position.line, column: position.column)
  }

  /// Moves through the document's text as the scalar's characters are produced.
  private struct Walker {
    let lines: [[Unicode.Scalar]]
    /// 0-based line and column of the next raw character.
    var line: Int
    var column: Int
    let style: Node.Scalar.Style
    /// The indentation block scalar lines start with, once known.
    var blockIndentation: Int?

    init(lines: [[Unicode.Scalar]], line: Int, column: Int, style: Node.Scalar.Style) {
      self.lines = lines
      self.line = line
      self.column = column
      self.style = style
      switch style {
      case .singleQuoted, .doubleQuoted:
        self.column += 1
      case .literal, .folded:
        // The text starts on the line after the indicator.
        self.line += 1
        self.column = 0
        let body = lines.dropFirst(self.line).first { $0.contains { !$0.properties.isWhitespace } }
        blockIndentation = body.map { $0.prefix { $0 == " " }.count }
        self.column = blockIndentation ?? 0
      default:
        break
      }
    }

    /// The 1-based line and column of the next raw character.
    var position: (line: Int, column: Int) { (line + 1, column + 1) }

    private var current: Unicode.Scalar? {
      guard line < lines.count, column < lines[line].count else { return nil }
      return lines[line][column]
    }

    private var isAtLineEnd: Bool { line < lines.count && column >= lines[line].count }

    /// Finds the raw text that produces `character`, returns where it starts and moves past it.
    mutating func next(producing character: Unicode.Scalar) -> (line: Int, column: Int) {
      while line < lines.count {
        if isAtLineEnd {
          let start = position
          breakLine()
          if character == " " || character == "\n" { return start }
          continue
        }
        let raw = current!
        if style == .doubleQuoted, raw == "\\" {
          let start = position
          let length = escapeLength()
          if length == 0 {
            // An escaped line break continues the line without a character.
            breakLine()
            continue
          }
          column += length
          return start
        }
        if style == .singleQuoted, raw == "'", column + 1 < lines[line].count, lines[line][column + 1] == "'" {
          let start = position
          column += 2
          return start
        }
        if raw == character {
          let start = position
          column += 1
          return start
        }
        if raw.properties.isWhitespace {
          // Trailing spaces before a fold, and indentation, produce nothing.
          column += 1
          continue
        }
        return position
      }
      return position
    }

    /// The length of the escape at the current position; 0 for an escaped line break.
    private func escapeLength() -> Int {
      guard column + 1 < lines[line].count else { return 0 }
      switch lines[line][column + 1] {
      case "x": return 4
      case "u": return 6
      case "U": return 10
      default: return 2
      }
    }

    /// Moves to the start of the next line's text: past its indentation.
    private mutating func breakLine() {
      line += 1
      column = 0
      if let blockIndentation {
        column = min(blockIndentation, line < lines.count ? lines[line].count : 0)
      } else {
        while let raw = current, raw == " " || raw == "\t" { column += 1 }
      }
    }
  }
}
