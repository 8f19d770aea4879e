import Foundation
import MorphExport
import MorphPlanning
import MorphScene

/// Why part of a batch export failed; each names the file it is about, and prints as
/// `FILE:LINE:COLUMN: error: …` or `FILE: error: …`.
public enum BatchExportError: Error, Sendable, CustomStringConvertible {
  /// A document could not be read or planned; none of its files was written.
  case document(LocatedError)
  /// Two documents would write the same file (documents of one name in different folders, say); no
  /// file was written.
  case clash(file: URL, first: String, second: String)
  /// A timeline could not be exported as a file (a timeline or settings the format refuses): the
  /// document it comes from, the file, and the format's error.
  case cannotExport(source: String, file: URL, reason: String)
  /// A file could not be drawn or encoded (a raster or video file, the gallery index): the file and
  /// the error.
  case cannotRender(file: URL, reason: String)
  /// A file could not be written, or would replace a file Morph did not write; it was left as it was.
  case cannotWrite(ExportError)

  public var description: String {
    switch self {
    case .document(let error): error.description
    case .clash(let file, let first, let second):
      "\(file.path): error: both \(first) and \(second) would be written to this file; "
        + "export them into different folders with --out"
    case .cannotExport(let source, let file, let reason):
      "\(source): error: cannot export \(file.lastPathComponent): \(reason)"
    case .cannotRender(let file, let reason): "\(file.path): error: \(reason)"
    case .cannotWrite(let error): error.description
    }
  }
}
