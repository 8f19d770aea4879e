import Foundation

/// A request's timeline exported as a file to save, or why it cannot be.
enum PreviewDownload: Sendable {
  /// A file and the name it is saved under.
  struct File: Sendable {
    var name: String
    var data: Data
  }

  /// The exported file.
  case file(File)
  /// Why there is none: the scene's error, or the exporter's.
  case failed(String)
}
