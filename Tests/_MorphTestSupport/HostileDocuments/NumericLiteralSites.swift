/// Finds where a YAML scene document writes a number as a value — after `:`, `[`, `{`, `,` or `(`
/// (inside a frame expression), never inside a word, a color or a comment — so that each one can be
/// replaced by a boundary value. `inf` written as a value counts as a number.
public enum NumericLiteralSites {
  /// The ranges of the text's numeric values, in document order.
  public static func ranges(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var lineStart = text.startIndex
    while lineStart < text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      ranges += self.ranges(inLine: text[lineStart..<lineEnd])
      lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
    }
    return ranges
  }

  /// The text with the value at `range` replaced by `literal`.
  public static func replacing(_ range: Range<String.Index>, in text: String, with literal: String) -> String {
    var result = text
    result.replaceSubrange(range, with: literal)
    return result
  }

  private static func ranges(inLine line: Substring) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var previous: Character = "\n"  // the last character before the current one that is not a space
    var index = line.startIndex
    var quote: Character?
    while index < line.endIndex {
      let character = line[index]
      if quote == nil, character == "#", previous == "\n" || line[line.index(before: index)] == " " { break }
      if character == "'" || (character == "\"" && quote != "'") {
        // Numbers inside quoted strings are texts, except in frame expressions (`"final(a) + (0, 20)"`).
        quote = quote == nil ? character : (quote == character ? nil : quote)
      }
      let startsValue = (quote == nil ? ":[{,(" : ",(").contains(previous)
      if startsValue, character.isNumber || character == "i" {
        let end =
          line[index...].firstIndex { !($0.isNumber || $0 == "." || $0 == "i" || $0 == "n" || $0 == "f") }
          ?? line.endIndex
        let word = line[index..<end]
        let follower = end < line.endIndex ? line[end] : " "
        let isNumber = word == "inf" || word.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        if isNumber, " ,]})%p/".contains(follower) {
          ranges.append(index..<end)
        }
        index = end
        previous = word.last ?? previous
        continue
      }
      if character != " " { previous = character }
      index = line.index(after: index)
    }
    return ranges
  }
}
