import ArgumentParser
import Foundation
import MorphPlanning
import MorphPreview
import MorphScene
import MorphText

/// What every `morph` command shares: how it reports on standard error.
enum CommandSupport {
  /// Writes a line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Runs a command's work, printing a scene document's error (`FILE:LINE:COLUMN: error: …`) or a font
  /// that cannot be loaded on standard error and exiting with status 1 for either.
  static func reportingDocumentErrors(_ work: () async throws -> Void) async throws {
    do {
      try await work()
    } catch let error as LocatedError {
      printError(error.description)
      throw ExitCode.failure
    } catch let error as FontError {
      printError("error: \(error)")
      throw ExitCode.failure
    }
  }

  /// Runs a preview's work, printing why it could not start — a preview's error as it describes
  /// itself (`PATH: error: …`), any other as `error: …` — on standard error and exiting with status 1.
  static func reportingPreviewErrors<Value>(_ work: () async throws -> Value) async throws -> Value {
    do {
      return try await work()
    } catch let error as PreviewError {
      printError(error.description)
      throw ExitCode.failure
    } catch {
      printError("error: \(error)")
      throw ExitCode.failure
    }
  }
}
