import MorphPlanning

/// What the decoder checks a transition script against: the transition it belongs to, for messages,
/// and the names a script can address: the scene's nodes and `root`.
struct ScriptScope {
  /// The name that addresses the root node, unless a declared node takes it.
  static let rootName = "root"

  /// The transition's name.
  let transition: String
  /// Every name a script may address: the scene's nodes, in ``Scene/nodes`` order, then `root`.
  let nodeNames: [String]

  init(transition: String, nodeNames: [String]) {
    self.transition = transition
    self.nodeNames = nodeNames.contains(Self.rootName) ? nodeNames : nodeNames + [Self.rootName]
  }

  /// Throws unless `name` is one of the scene's nodes.
  func checkNode(_ name: String, at location: FileLocation) throws(LocatedError) {
    guard !nodeNames.contains(name) else { return }
    throw LocatedError(
      at: location,
      "unknown node '\(name)' in transition '\(transition)'; expected one of the scene's nodes: "
        + (nodeNames.isEmpty ? "(none)" : nodeNames.joined(separator: ", "))
        + Suggestion.didYouMean(name, among: nodeNames))
  }
}
