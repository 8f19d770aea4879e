import Foundation

/// Why an export failed.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The timeline breaks a rule exporters rely on (named in the message).
  case invalidTimeline(String)
  /// An option is out of range (named in the message).
  case invalidOptions(String)
  /// The XML writer failed.
  case xmlWriterFailed(String)
  /// The file exists and was not written by Morph; replacing it needs `--force`.
  case wouldReplaceForeignFile(String)
  /// The file system refused to write the file.
  case cannotWrite(String, reason: String)
  /// The file grew past ``ExportFileWriter/maximumFileBytes``, to `bytes` bytes (a video stops being
  /// encoded once it passes the most).
  case fileTooLarge(bytes: Int)

  public var description: String {
    switch self {
    case .invalidTimeline(let message): "invalid timeline: \(message)"
    case .invalidOptions(let message): "invalid export options: \(message)"
    case .xmlWriterFailed(let message): "the XML writer failed: \(message)"
    case .wouldReplaceForeignFile(let path):
      "\(path): error: the file exists and was not written by Morph; pass --force to replace it"
    case .cannotWrite(let path, let reason): "\(path): error: cannot write the file: \(reason)"
    case .fileTooLarge(let bytes):
      "the file grew to \(bytes) bytes; a file Morph writes is at most \(ExportFileWriter.maximumFileBytes) bytes "
        + "(512 MiB)"
    }
  }
}
