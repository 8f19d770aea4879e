import Foundation

/// One generated hostile scene document: the bytes of a file and what they exercise.
public struct HostileDocument: Sendable, Hashable {
  /// The file name to write the bytes under, unique within a corpus, with the extension that says
  /// how Morph reads it (`.yaml` or `.json`).
  public var fileName: String
  /// The family of hostility it belongs to, such as `boundary-number` or `alias`, for reports.
  public var family: String
  /// What the document does, in a few words, for failure messages.
  public var summary: String
  /// The file's bytes (not always UTF-8: some documents test the refusal of other encodings).
  public var bytes: Data

  public init(fileName: String, family: String, summary: String, bytes: Data) {
    self.fileName = fileName
    self.family = family
    self.summary = summary
    self.bytes = bytes
  }

  public init(fileName: String, family: String, summary: String, text: String) {
    self.init(fileName: fileName, family: family, summary: summary, bytes: Data(text.utf8))
  }

  /// The file name without its extension: what `morph export` names its outputs after and what the
  /// preview calls the scene.
  public var baseName: String {
    (fileName as NSString).deletingPathExtension
  }
}
