/// Mutations a seeded generator applies to a valid document, several at a time: a number replaced by
/// a boundary value, a line deleted, duplicated or cut short, a control character, an anchor and alias
/// or a stray indicator inserted, the document truncated at a random character. They turn valid
/// documents into a spread of nearly valid ones that reach every check of the decoder.
public enum RandomMutations {
  /// The text with `count` random mutations applied one after another.
  public static func mutate(_ text: String, count: Int, using random: inout SeededRandom) -> String {
    var text = text
    for _ in 0..<count {
      text = mutateOnce(text, using: &random)
    }
    return text
  }

  private static func mutateOnce(_ text: String, using random: inout SeededRandom) -> String {
    var lines = text.components(separatedBy: "\n")
    guard !lines.isEmpty else { return text }
    let line = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1, 2:
      let sites = NumericLiteralSites.ranges(in: text)
      guard !sites.isEmpty else { return text }
      return NumericLiteralSites.replacing(random.pick(sites), in: text, with: random.pick(BoundaryNumbers.yaml))
    case 3:
      lines.remove(at: line)
    case 4:
      lines.insert(lines[line], at: line)
    case 5:
      let cut = Int.random(in: 0...lines[line].count, using: &random)
      lines[line] = String(lines[line].prefix(cut))
    case 6:
      let insert = random.pick(["\u{1B}[31m", "\u{7}", "\u{0}", "\u{9B}", "\t", "\u{FEFF}", "\u{1F600}", "\u{85}"])
      let at = Int.random(in: 0...lines[line].count, using: &random)
      lines[line] = String(lines[line].prefix(at)) + insert + String(lines[line].dropFirst(at))
    case 7:
      // Anchor a value and alias it as another key or value further on.
      guard let colon = lines[line].firstIndex(of: ":") else { return text }
      lines[line].insert(contentsOf: " &m", at: lines[line].index(after: colon))
      let target = Int.random(in: line..<lines.count, using: &random)
      if let other = lines[target].firstIndex(of: ":"), target != line {
        lines[target] = String(lines[target][...other]) + " *m"
      } else {
        lines.append("*m : *m")
      }
    case 8:
      let indicator = random.pick(["&", "*", "!", "|", ">", "%", "@", "`", "{", "}", "[", "]", "? ", "- ", "<<: "])
      let at = Int.random(in: 0...lines[line].count, using: &random)
      lines[line] = String(lines[line].prefix(at)) + indicator + String(lines[line].dropFirst(at))
    default:
      let cut = Int.random(in: 0...text.count, using: &random)
      return String(text.prefix(cut))
    }
    return lines.joined(separator: "\n")
  }
}
