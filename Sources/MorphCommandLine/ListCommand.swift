import ArgumentParser
import Foundation
import MorphScene

/// `morph list FILE… [--format table|json]`: prints what scene documents hold.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print the states, transitions, storyboard steps and nodes of scene documents.",
    discussion: """
      Each problem is printed as FILE:LINE:COLUMN: error: MESSAGE (or FILE: error: MESSAGE): a bad \
      document is skipped while every other document is still listed; the command then exits with \
      status 1.
      """)

  @Argument(help: "Scene documents (.yaml, .yml or .json).")
  var files: [String]

  @Option(help: "The output: 'table' for people, 'json' (an array, one object per document) for tools.")
  var format: SceneContentsFormat = .table

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one scene document") }
  }

  func run() throws {
    var listed: [SceneContents] = []
    var failed = false
    for file in files {
      do {
        listed.append(try SceneContents(contentsOfFile: file))
      } catch {
        CommandSupport.printError(error.description)
        failed = true
      }
    }
    if !listed.isEmpty {
      print(format.format(listed), terminator: "")
    }
    if failed { throw ExitCode.failure }
  }
}

extension SceneContentsFormat: ExpressibleByArgument {}
