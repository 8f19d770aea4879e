/// A named node: declared under `nodes`, or inline in a spec tree (`kind: node`).
public struct NodeDeclaration: Hashable, Sendable {
  /// The node's unique name.
  public var name: String
  /// The node's type; it cannot change between states.
  public var type: NodeType
  /// Where the name was written.
  public var location: SceneLocation
  /// The node's settings in the base (stateless) scene.
  public var properties: NodeProperties

  public init(name: String, type: NodeType, location: SceneLocation, properties: NodeProperties) {
    self.name = name
    self.type = type
    self.location = location
    self.properties = properties
  }
}
