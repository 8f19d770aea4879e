/// How `morph layout` prints a ``LaidOutTree``.
public enum LaidOutTreeFormat: String, CaseIterable, Sendable {
  /// The tree of nodes and specs with their frames, for people.
  case tree
  /// `{"size": [w, h], "frames": {NAME: [x, y, w, h], …}, …}`, for tools and tests.
  case json

  /// The layout printed in this format, ending with a newline.
  public func format(_ layout: LaidOutTree) -> String {
    switch self {
    case .tree: return LocatedError.visible(layout.treeText, keepingLineBreaks: true)
    case .json: return layout.jsonText
    }
  }
}
