import Foundation

/// Hands out the names of one page: `id`s of `<div>`s and names of `@keyframes`, which are both HTML ids
/// and CSS identifiers, built from element ids with the options' prefix and unique within the page.
///
/// A name keeps ASCII letters, digits, `-` and `_`; any other character (`.` included, which a CSS
/// selector would read as a class) becomes `_`, and a name that would not start with a letter or `_`
/// gets a leading `_`. A name already handed out gets `-2`, `-3`…
struct HTMLIdentifiers {
  private let prefix: String
  private var used = Set<String>()

  /// Names that all start with `prefix` (itself made safe the same way).
  init(prefix: String) {
    self.prefix = prefix
  }

  /// A fresh name for `name`.
  mutating func make(_ name: String) -> String {
    var base = String(String.UnicodeScalarView((prefix + name).unicodeScalars.map { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": scalar
      default: "_"
      }
    }))
    let startsAsAName = base.unicodeScalars.first.map { $0 == "_" || ("a"..."z") ~= $0 || ("A"..."Z") ~= $0 } ?? false
    if !startsAsAName { base = "_" + base }
    var candidate = base
    var suffix = 2
    while !used.insert(candidate).inserted {
      candidate = "\(base)-\(suffix)"
      suffix += 1
    }
    return candidate
  }
}
