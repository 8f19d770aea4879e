import Foundation

/// Why an image file could not be read.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String)
  /// The bytes are not an image in a format Morph reads.
  case notAnImage(reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read the image file '\(path)'"
    case .notAnImage(let reason): "not an image Morph can read: \(reason)"
    }
  }
}
