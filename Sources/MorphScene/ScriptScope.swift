/// What the decoder checks a transition script against: the transition it belongs to, for messages,
/// and the scene's node names.
struct ScriptScope {
  /// The transition's name.
  let transition: String
  /// Every node of the scene, in ``Scene/nodes`` order.
  let nodeNames: [String]

  /// Throws unless `name` is one of the scene's nodes.
  func checkNode(_ name: String, at location: SceneLocation) throws(SceneError) {
    guard !nodeNames.contains(name) else { return }
    throw SceneError(
      at: location,
      "unknown node '\(name)' in transition '\(transition)'; expected one of the scene's nodes: "
        + (nodeNames.isEmpty ? "(none)" : nodeNames.joined(separator: ", "))
        + Suggestion.didYouMean(name, among: nodeNames))
  }
}
