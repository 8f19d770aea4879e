import MorphPlanning

/// The properties a script step sets on one node, in the order written.
struct ScriptChange: Hashable, Sendable {
  /// The node's name.
  var node: String
  /// Where the node's name was written.
  var location: FileLocation
  /// The properties set, in the order written.
  var assignments: [ScriptAssignment]

  init(node: String, location: FileLocation, assignments: [ScriptAssignment]) {
    self.node = node
    self.location = location
    self.assignments = assignments
  }
}
