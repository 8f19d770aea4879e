/// How `morph layout` prints a ``SceneLayout``.
public enum SceneLayoutFormat: String, CaseIterable, Sendable {
  /// The tree of nodes and specs with their frames, for people.
  case tree
  /// `{"size": [w, h], "frames": {NAME: [x, y, w, h], …}, …}`, for tools and tests.
  case json

  /// The layout printed in this format, ending with a newline.
  public func format(_ layout: SceneLayout) -> String {
    switch self {
    case .tree: return SceneError.visible(layout.treeText, keepingLineBreaks: true)
    case .json: return layout.jsonText
    }
  }
}
