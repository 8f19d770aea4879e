/// A state's changes to one declared node: only the keys it gives change.
public struct NodeOverride: Hashable, Sendable {
  /// The declared node it changes.
  public var name: String
  /// Where the name was written.
  public var location: SceneLocation
  /// The keys that change.
  public var properties: NodeProperties

  public init(name: String, location: SceneLocation, properties: NodeProperties) {
    self.name = name
    self.location = location
    self.properties = properties
  }
}
