import MorphPlanning

/// A named state of a scene: its own spec tree for the root, and changes to declared nodes.
struct SceneState: Hashable, Sendable {
  /// The state's name.
  var name: String
  /// Where the name was written.
  var location: FileLocation
  /// The root's spec tree in this state; nil uses the document's `layout`.
  var layout: SpecElement?
  /// Changes to declared nodes, in document order.
  var nodes: [NodeOverride]

  init(name: String, location: FileLocation, layout: SpecElement? = nil, nodes: [NodeOverride] = []) {
    self.name = name
    self.location = location
    self.layout = layout
    self.nodes = nodes
  }
}
