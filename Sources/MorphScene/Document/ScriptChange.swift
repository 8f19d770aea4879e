/// The properties a script step sets on one node, in the order written.
public struct ScriptChange: Hashable, Sendable {
  /// The node's name.
  public var node: String
  /// Where the node's name was written.
  public var location: SceneLocation
  /// The properties set, in the order written.
  public var assignments: [ScriptAssignment]

  public init(node: String, location: SceneLocation, assignments: [ScriptAssignment]) {
    self.node = node
    self.location = location
    self.assignments = assignments
  }
}
