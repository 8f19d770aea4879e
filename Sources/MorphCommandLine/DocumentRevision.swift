import Foundation
import MorphPlanning
import MorphPreview
import MorphScene

/// A scene document as one revision of a git repository has it: `REVISION:PATH`, read with
/// `git show` in the current folder, as git reads it (a path relative to the repository's top, or
/// to the current folder when it starts with `./` or `../`).
///
/// Its image nodes read their image files from the working tree, where the document is now.
struct DocumentRevision {
  /// The argument as given: `main:examples/card-expand.yaml`.
  var argument: String
  /// The revision: `main`, `HEAD~1`, a commit.
  var revision: String
  /// The document's path in that revision.
  var path: String
  /// Where the document is in the working tree, once read: what its errors name until
  /// ``naming(_:)`` names the revision instead.
  private(set) var workingPath: String?

  /// The revision an argument names, if it has the form `REVISION:PATH` with neither part empty.
  init?(_ argument: String) {
    guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex,
      argument.index(after: colon) != argument.endIndex
    else { return nil }
    self.argument = argument
    revision = String(argument[..<colon])
    path = String(argument[argument.index(after: colon)...])
  }

  /// The document, decoded; errors and warnings name it as `REVISION:PATH`.
  /// - Throws: a ``LocatedError`` at the argument when git cannot read it, or at the document's
  ///   first problem.
  mutating func read(imageAccess: ImageAccess) async throws(LocatedError) -> SceneDocument {
    let data = try await show()
    let workingPath = try await workingTreePath()
    self.workingPath = workingPath
    do {
      var document = try SceneDecoder.decode(data, file: workingPath, imageAccess: imageAccess)
      document.warnings = document.warnings.map { warning in
        var renamed = warning
        renamed.file = argument
        renamed.location.file = argument
        return renamed
      }
      return document
    } catch {
      throw naming(error)
    }
  }

  /// An error of the document as read from the working tree's path, naming the revision instead; any
  /// other error as it is.
  func naming(_ error: LocatedError) -> LocatedError {
    guard error.file == workingPath else { return error }
    var renamed = error
    renamed.file = argument
    renamed.location?.file = argument
    return renamed
  }

  /// The document's bytes at the revision.
  private func show() async throws(LocatedError) -> Data {
    let result = await ChildProcess.run("git", ["show", "\(revision):\(path)"])
    guard result.status == 0 else { throw LocatedError(file: argument, "git cannot read it: \(result.reason)") }
    return result.output
  }

  /// Where the document is in the working tree: git reads a path relative to the repository's top
  /// unless it starts with `./` or `../`.
  private func workingTreePath() async throws(LocatedError) -> String {
    guard !path.hasPrefix("./"), !path.hasPrefix("../") else { return path }
    let result = await ChildProcess.run("git", ["rev-parse", "--show-toplevel"])
    guard result.status == 0 else {
      throw LocatedError(file: argument, "the current folder is not in a git repository")
    }
    return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) + "/" + path
  }
}
