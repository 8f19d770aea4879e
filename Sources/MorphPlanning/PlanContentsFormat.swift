/// How `morph list` prints what scene documents and Swift previews hold.
public enum PlanContentsFormat: String, CaseIterable, Sendable {
  /// One block of tables per document, blocks a blank line apart, for people.
  case table
  /// A JSON array with one object per document, for tools.
  case json

  /// The documents' contents in this format, in the order given, ending with a newline.
  public func format(_ contents: [PlanContents]) -> String {
    switch self {
    case .table:
      // Control characters from documents (names, texts) are shown as escapes, as in messages.
      return LocatedError.visible(contents.map(\.tableText).joined(separator: "\n"), keepingLineBreaks: true)
    case .json:
      guard !contents.isEmpty else { return "[]\n" }
      let objects = contents.map { $0.jsonText.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") }
      return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
  }
}
