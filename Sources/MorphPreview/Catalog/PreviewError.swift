import Foundation

/// Why a preview cannot start.
public enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path given.
  case notFound(String)
  /// The path is neither a scene document nor a folder holding one.
  case noScenes(String)
  /// A Swift preview and a scene document (or two Swift previews) have the same name, which pages use
  /// to tell scenes apart.
  case sameName(String, first: String, second: String)
  /// The server could not listen on the port.
  case cannotListen(port: UInt16, reason: String)

  public var description: String {
    switch self {
    case .notFound(let path): "\(path): error: no such file or folder"
    case .noScenes(let path):
      "\(path): error: expected a scene document (.yaml, .yml or .json) or a folder holding one"
    case .sameName(let name, let first, let second):
      "error: two scenes are named '\(name)': \(first) and \(second); rename one of them"
    case .cannotListen(let port, let reason): "error: cannot listen on 127.0.0.1:\(port): \(reason)"
    }
  }
}
