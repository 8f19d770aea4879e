/// A problem with a scene document, reported for people as `FILE:LINE:COLUMN: error: MESSAGE`
/// (or `FILE: error: MESSAGE` when it concerns the whole file, such as a file that cannot be read).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the problem is in.
  public var file: String
  /// Where in the file; nil when the problem concerns the whole file.
  public var location: SceneLocation?
  /// What is wrong and what was expected.
  public var message: String

  /// A problem at a location.
  public init(at location: SceneLocation, _ message: String) {
    file = location.file
    self.location = location
    self.message = message
  }

  /// A problem with a whole file.
  public init(file: String, _ message: String) {
    self.file = file
    location = nil
    self.message = message
  }

  public var description: String {
    "\(location.map(String.init(describing:)) ?? file): error: \(message)"
  }
}
