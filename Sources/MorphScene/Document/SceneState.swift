/// A named state of a scene: its own spec tree for the root, and changes to declared nodes.
public struct SceneState: Hashable, Sendable {
  /// The state's name.
  public var name: String
  /// Where the name was written.
  public var location: SceneLocation
  /// The root's spec tree in this state; nil uses the document's `layout`.
  public var layout: SpecElement?
  /// Changes to declared nodes, in document order.
  public var nodes: [NodeOverride]

  public init(name: String, location: SceneLocation, layout: SpecElement? = nil, nodes: [NodeOverride] = []) {
    self.name = name
    self.location = location
    self.layout = layout
    self.nodes = nodes
  }
}
