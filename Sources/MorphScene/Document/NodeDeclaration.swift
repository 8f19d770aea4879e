import MorphPlanning

/// A named node: declared under `nodes`, or inline in a spec tree (`kind: node`).
struct NodeDeclaration: Hashable, Sendable {
  /// The node's unique name.
  var name: String
  /// The node's type; it cannot change between states.
  var type: NodeType
  /// Where the name was written.
  var location: FileLocation
  /// The node's settings in the base (stateless) scene.
  var properties: NodeProperties

  init(name: String, type: NodeType, location: FileLocation, properties: NodeProperties) {
    self.name = name
    self.type = type
    self.location = location
    self.properties = properties
  }
}
