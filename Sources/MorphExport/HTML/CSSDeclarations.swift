/// A list of CSS declarations (or of the entries of one, such as a `transition`) composed into one
/// text as they are added, with a separator between two entries, instead of collected and joined.
struct CSSDeclarations {
  /// The entries added so far, separated.
  private(set) var text = CSSText()
  /// What goes between two entries: `;` between declarations, `,` between a property's entries.
  private let separator: String
  /// How many entries were added.
  private var count = 0

  /// An empty list whose entries are separated by `separator`.
  init(separator: String = ";") {
    self.separator = separator
  }

  /// Whether nothing was added.
  var isEmpty: Bool { count == 0 }

  /// Adds an entry written as it is.
  mutating func add(_ entry: String) {
    startEntry()
    text += entry
  }

  /// Adds the declaration `property:value`.
  mutating func add(_ property: String, _ value: String) {
    startEntry()
    text += property
    text += ":"
    text += value
  }

  /// Adds the declaration `property:value` of a composed value (a `transition` list, say).
  mutating func add(_ property: String, _ value: CSSText) {
    startEntry()
    text += property
    text += ":"
    text += value
  }

  /// Adds an entry made of `parts`, written one after the other.
  mutating func add(_ parts: [String]) {
    startEntry()
    for part in parts { text += part }
  }

  private mutating func startEntry() {
    if count > 0 { text += separator }
    count += 1
  }
}
