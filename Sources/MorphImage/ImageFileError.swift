import Foundation

/// Why an image file could not be read.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String)
  /// The bytes are not an image in a format Morph reads.
  case notAnImage(reason: String)
  /// The image is past one of ``ImageBudget``'s limits; the reason names the figure and the limit
  /// (`is 20000 × 20000 pixels; an image is at most 16384 pixels a side`).
  case overBudget(_ reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read the image file '\(path)'"
    case .notAnImage(let reason): "not an image Morph can read: \(reason)"
    case .overBudget(let reason): "the image \(reason)"
    }
  }
}
