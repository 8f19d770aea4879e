import MorphPlanning

/// A state's changes to one declared node: only the keys it gives change.
struct NodeOverride: Hashable, Sendable {
  /// The declared node it changes.
  var name: String
  /// Where the name was written.
  var location: FileLocation
  /// The keys that change.
  var properties: NodeProperties

  init(name: String, location: FileLocation, properties: NodeProperties) {
    self.name = name
    self.location = location
    self.properties = properties
  }
}
