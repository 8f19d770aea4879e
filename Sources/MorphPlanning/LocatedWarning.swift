/// Something in a scene document that Morph accepts, as Texture would, but that is probably a mistake,
/// reported for people as `FILE:LINE:COLUMN: warning: MESSAGE`.
public struct LocatedWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file the warning is about.
  public var file: String
  /// Where in the file.
  public var location: FileLocation
  /// What was found and what Morph did.
  public var message: String

  /// A warning at a location.
  public init(at location: FileLocation, _ message: String) {
    file = location.file
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): warning: \(message)" }
}
