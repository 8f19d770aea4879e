import Foundation
import MorphLayout
import MorphTimeline

/// How two contents an element drew differ, described for a review: the texts where they differ, else
/// the style or the lines that differ, else the image sources.
struct ContentDifference {
  let old: ElementContent
  let new: ElementContent

  /// The longest text a review quotes.
  static let quoteLength = 60

  /// The old and the new contents, described by what tells them apart.
  var descriptions: (old: String, new: String) {
    guard let before = old.text, let after = new.text else { return (old.reviewText, new.reviewText) }
    if before.text != after.text || old.placeholderPrefix != new.placeholderPrefix {
      let start = Self.firstDifference(before.text, after.text)
      return (
        old.placeholderPrefix + Self.quote(before.text, from: start),
        new.placeholderPrefix + Self.quote(after.text, from: start)
      )
    }
    let styles = Self.styleDifferences(before, after)
    if !styles.isEmpty { return (styles.map(\.old).joined(separator: ", "), styles.map(\.new).joined(separator: ", ")) }
    if before.layout.lines.map(\.text) != after.layout.lines.map(\.text) {
      return (Self.linesText(before), Self.linesText(after))
    }
    return ("\(old.reviewText) as drawn before", "\(new.reviewText) drawn otherwise")
  }

  /// The first character at which two texts differ (their length where one starts the other).
  private static func firstDifference(_ a: String, _ b: String) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }

  /// A text quoted, from a little before `start` when the text is longer than a review quotes: at
  /// most ``quoteLength`` characters between the quotes, an ellipsis marking each end cut off.
  private static func quote(_ text: String, from start: Int) -> String {
    let line = text.replacingOccurrences(of: "\n", with: "⏎")
    guard line.count > quoteLength else { return "\"\(line)\"" }
    let from = max(0, min(start - 10, line.count - quoteLength + 1))
    let window = line.dropFirst(from).prefix(quoteLength - (from > 0 ? 2 : 1))
    return "\"" + (from > 0 ? "…" : "") + window + (from + window.count < line.count ? "…" : "") + "\""
  }

  /// The text attributes and run styles that differ, each as `name old` and `name new`.
  private static func styleDifferences(_ a: TextContent, _ b: TextContent) -> [(old: String, new: String)] {
    var differences: [(old: String, new: String)] = []
    func compare<Value: Equatable>(_ name: String, _ x: Value, _ y: Value, _ text: (Value) -> String) {
      if x != y { differences.append(("\(name) \(text(x))", "\(name) \(text(y))")) }
    }
    let (x, y) = (a.attributes, b.attributes)
    compare("font", x.font, y.font) { $0.description }
    compare("color", x.color, y.color) { $0.hex }
    compare("alignment", x.alignment, y.alignment) { "\($0)" }
    compare("line spacing", x.lineSpacing, y.lineSpacing) { NumberFormat.text($0) }
    compare("maximum lines", x.maximumNumberOfLines, y.maximumNumberOfLines) { "\($0)" }
    compare("line break mode", x.lineBreakMode, y.lineBreakMode) { "\($0)" }
    compare("truncation", x.truncationMode, y.truncationMode) { "\($0)" }
    compare("truncation token", x.truncationToken, y.truncationToken) { "\"\($0)\"" }
    compare("paragraph spacing", x.paragraphSpacing, y.paragraphSpacing) { NumberFormat.text($0) }
    compare("text inset", a.textContainerInset, b.textContainerInset) { "\($0)" }
    if differences.isEmpty, a.runs.map(\.style) != b.runs.map(\.style) {
      let changed = zip(a.runs, b.runs).filter { $0.style != $1.style }.count
      differences.append(("styles of \(a.runs.count) runs", "\(changed) of them restyled"))
    }
    return differences
  }

  /// The lines a text was broken into, counted, with the first.
  private static func linesText(_ text: TextContent) -> String {
    let lines = text.layout.lines
    return "\(lines.count) line\(lines.count == 1 ? "" : "s")"
      + (lines.first.map { ", the first " + quote($0.text, from: 0) } ?? "")
  }
}

extension ElementContent {
  /// The text drawn: a text's, or what an editable field shows.
  fileprivate var text: TextContent? {
    switch self {
    case .text(let text): text
    case .editableText(let field): field.shown
    case .none, .image: nil
    }
  }

  /// `placeholder ` for an editable field showing its placeholder.
  fileprivate var placeholderPrefix: String {
    if case .editableText(let field) = self, field.isPlaceholder { return "placeholder " }
    return ""
  }

  /// The contents as a review prints them on their own: a text quoted, an image by its source.
  var reviewText: String {
    switch self {
    case .none: return "nothing"
    case .text(let text): return ContentDifference.quoteText(text.text)
    case .editableText(let field):
      return (field.isPlaceholder ? "placeholder " : "") + ContentDifference.quoteText(field.shown.text)
    case .image(let source):
      guard let source else { return "no image" }
      return "image " + (source.count > ContentDifference.quoteLength ? source.prefix(59) + "…" : source)
    }
  }
}

extension ContentDifference {
  /// A text quoted from its start.
  static func quoteText(_ text: String) -> String { quote(text, from: 0) }
}
