import Foundation

/// One generated hostile scene of the media classes: a document and the files beside it, the export
/// it is run through, and how that must end.
public struct HostileMediaScene: Sendable {
  /// How a run of the scene must end.
  public enum Outcome: Sendable {
    /// Written, status 0.
    case written
    /// Refused before anything is written, status 1, the message naming the document and containing
    /// the text given.
    case refused(containing: String)
  }

  /// The class of hostility, such as `image-dimensions`, for reports.
  public var family: String
  /// What the scene does, in a few words, for failure messages.
  public var summary: String
  /// The document's file name.
  public var documentName: String
  /// Every file of the scene's folder by name, the document's included.
  public var files: [String: Data]
  /// The formats `morph export` writes (`--format`, repeated).
  public var formats: [String]
  /// More arguments for `morph export`.
  public var arguments: [String]
  /// How the run must end.
  public var outcome: Outcome
  /// The most seconds the run may take.
  public var seconds: Double

  public init(
    family: String, summary: String, documentName: String = "scene.yaml", document: String,
    files: [String: Data] = [:], formats: [String], arguments: [String] = [], outcome: Outcome, seconds: Double = 60
  ) {
    self.family = family
    self.summary = summary
    self.documentName = documentName
    self.files = files.merging([documentName: Data(document.utf8)]) { $1 }
    self.formats = formats
    self.arguments = arguments
    self.outcome = outcome
    self.seconds = seconds
  }

  /// The document's name without its extension: what its outputs and its preview page are named after.
  public var baseName: String { (documentName as NSString).deletingPathExtension }

  /// Writes the scene's files into `folder`.
  public func write(into folder: URL) throws {
    for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
  }
}

extension HostileMediaScene: CustomStringConvertible {
  /// The scene's class and summary.
  public var description: String { "\(family): \(summary)" }
}
