/// Finds the word a misspelt one was probably meant to be, for "did you mean" hints.
package enum Suggestion {
  /// `; did you mean 'WORD'?` for the closest candidate within a few edits, or an empty string.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The candidate with the fewest edits from `word` (letter case ignored), if it is close enough:
  /// at most a third of the word's length, and at least one edit.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Edits (insertions, deletions, substitutions and swaps of neighbours) from one string to another,
  /// by characters: the optimal string alignment distance.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
